internal import CDRM
import CoreGraphics
import Foundation

/// Reads back what a CRTC shows through the card's writeback connector (vkms has one,
/// some SoCs too): a diagnostic that sees the composed frame the way the panel gets it.
package enum WritebackCapture {
    /// A copy of the CRTC's output, `width` x `height` XRGB. Blocks until the kernel
    /// has written it (at most 2 s). Throws ENOMEM when the memory for the copy cannot be had.
    package static func capture(device: DRMDevice, crtc: DRMCRTC, width: Int, height: Int) throws -> PixelBuffer {
        guard device.supportsWriteback, let resources = device.resources() else {
            throw KMSError.unsupported("\(device.driverName) lists no writeback connectors")
        }
        guard let connector = resources.connectors.first(where: { $0.isWriteback && $0.possibleCRTCs & (1 << UInt32(crtc.index)) != 0 }),
              let crtcProperty = connector.properties.named("CRTC_ID")?.id,
              let framebufferProperty = connector.properties.named("WRITEBACK_FB_ID")?.id,
              let fenceProperty = connector.properties.named("WRITEBACK_OUT_FENCE_PTR")?.id else {
            throw KMSError.unsupported("no writeback connector for CRTC \(crtc.id)")
        }
        let target = try DumbBuffer(device: device, width: width, height: height, format: .xrgb32)
        defer { target.release() }
        guard let request = drmModeAtomicAlloc() else { throw KMSError.system("atomic request", ENOMEM) }
        defer { drmModeAtomicFree(request) }
        var fence: Int32 = -1
        let result = withUnsafeMutablePointer(to: &fence) { fencePointer in
            drmModeAtomicAddProperty(request, connector.id, crtcProperty, UInt64(crtc.id))
            drmModeAtomicAddProperty(request, connector.id, framebufferProperty, UInt64(target.framebufferID))
            drmModeAtomicAddProperty(request, connector.id, fenceProperty, UInt64(UInt(bitPattern: fencePointer)))
            // Attaching the connector to the CRTC the first time is a modeset.
            return drmModeAtomicCommit(device.fd, request, UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), nil)
        }
        guard result == 0 else { throw KMSError.system("writeback commit on \(connector.name)", errno) }
        defer { if fence >= 0 { close(fence) } }
        var poller = pollfd(fd: fence, events: Int16(POLLIN), revents: 0)
        guard fence >= 0, poll(&poller, 1, 2000) == 1 else {
            throw KMSError.unsupported("writeback fence of \(connector.name) did not signal within 2 s")
        }
        guard let copy = target.pixels.copy(for: "a writeback capture") else {
            throw KMSError.system("copying the writeback capture", ENOMEM)
        }
        return copy
    }
}
