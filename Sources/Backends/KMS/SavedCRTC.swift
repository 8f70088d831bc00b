internal import CDRM
import Foundation

/// What a CRTC showed before the app took it (the console's framebuffer and mode, or
/// nothing), to put back on exit.
package struct SavedCRTC: Sendable {
    package var crtc: DRMCRTC
    /// The connectors it drove.
    package var connectors: [UInt32]

    package init(crtc: DRMCRTC, connectors: [UInt32]) {
        self.crtc = crtc
        self.connectors = connectors
    }

    /// Sets the CRTC back; returns 0 or the errno value of the failure.
    package func restore(fd: Int32) -> Int32 {
        var ids = connectors
        let result: Int32
        if var mode = crtc.mode?.info, crtc.framebuffer != 0, !ids.isEmpty {
            result = drmModeSetCrtc(fd, crtc.id, crtc.framebuffer, crtc.x, crtc.y, &ids, Int32(ids.count), &mode)
        } else {
            result = drmModeSetCrtc(fd, crtc.id, 0, 0, 0, nil, 0, nil)
        }
        return result == 0 ? 0 : errno
    }
}
