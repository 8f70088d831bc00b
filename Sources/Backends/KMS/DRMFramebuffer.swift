internal import CDRM
import Foundation

/// Framebuffer objects (what planes and CRTCs show) over a buffer's GEM handle: the dumb
/// buffers' and the GBM buffer objects'.
package enum DRMFramebuffer {
    /// Adds a one-plane framebuffer; its id, or nil with errno set.
    package static func add(device: DRMDevice, width: Int, height: Int, fourcc: UInt32, handle: UInt32,
                            pitch: UInt32) -> UInt32? {
        var framebuffer: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        let added = withUnsafeMutablePointer(to: &handles) { h in
            withUnsafeMutablePointer(to: &pitches) { p in
                withUnsafeMutablePointer(to: &offsets) { o in
                    h.withMemoryRebound(to: UInt32.self, capacity: 4) { h in
                        p.withMemoryRebound(to: UInt32.self, capacity: 4) { p in
                            o.withMemoryRebound(to: UInt32.self, capacity: 4) { o in
                                drmModeAddFB2(device.fd, UInt32(width), UInt32(height), fourcc, h, p, o, &framebuffer, 0)
                            }
                        }
                    }
                }
            }
        }
        return added == 0 ? framebuffer : nil
    }

    package static func remove(device: DRMDevice, _ framebuffer: UInt32) {
        drmModeRmFB(device.fd, framebuffer)
    }
}
