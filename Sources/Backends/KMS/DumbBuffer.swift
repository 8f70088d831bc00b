internal import CDRM
import CoreGraphics
import Foundation

/// A CPU-drawn scan-out buffer: a kernel dumb buffer, mapped into memory, with a
/// framebuffer object planes and CRTCs can show.
package final class DumbBuffer {
    package let framebufferID: UInt32
    /// The mapped memory, for the compositor to draw into.
    package let pixels: PixelBuffer
    private let fd: Int32
    private let handle: UInt32
    private let mapping: UnsafeMutableRawPointer
    private let size: Int
    private var isReleased = false

    package init(device: DRMDevice, width: Int, height: Int, format: PixelFormat) throws(KMSError) {
        guard let fourcc = DRMFourCC.code(for: format) else {
            throw .unsupported("no scan-out format for \(format)")
        }
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        guard vitrine_drm_create_dumb(device.fd, UInt32(width), UInt32(height), UInt32(format.bytesPerPixel * 8),
                                      &handle, &pitch, &size) == 0 else {
            throw .system("cannot create a \(width)x\(height) dumb buffer", errno)
        }
        let added = DRMFramebuffer.add(device: device, width: width, height: height, fourcc: fourcc, handle: handle,
                                       pitch: pitch)
        guard let framebuffer = added else {
            let reason = errno
            vitrine_drm_destroy_dumb(device.fd, handle)
            throw .system("cannot add a \(DRMFourCC.name(fourcc)) framebuffer", reason)
        }
        var offset: UInt64 = 0
        var mapping: UnsafeMutableRawPointer?
        if vitrine_drm_map_dumb(device.fd, handle, &offset) == 0 {
            let address = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, device.fd, off_t(offset))
            if address != MAP_FAILED { mapping = address }
        }
        guard let mapping else {
            let reason = errno
            drmModeRmFB(device.fd, framebuffer)
            vitrine_drm_destroy_dumb(device.fd, handle)
            throw .system("cannot map a dumb buffer", reason)
        }
        self.fd = device.fd
        self.handle = handle
        self.framebufferID = framebuffer
        self.mapping = mapping
        self.size = Int(size)
        pixels = PixelBuffer(wrapping: mapping, width: width, height: height, bytesPerRow: Int(pitch), format: format)
        pixels.clear()
    }

    /// Unmaps and destroys the buffer. A CRTC showing it turns off, so restore the CRTC first.
    package func release() {
        guard !isReleased else { return }
        isReleased = true
        munmap(mapping, size)
        drmModeRmFB(fd, framebufferID)
        vitrine_drm_destroy_dumb(fd, handle)
    }
}
