internal import CDRM
import Foundation

/// Commits through the legacy ioctls: SetCrtc for modesets, PageFlip for frames.
package final class LegacyCommitter: KMSCommitter {
    package let name = "legacy"
    /// A legacy page flip takes no fence.
    package let takesInFence = false
    /// SetCrtc blocks until the mode is set.
    package let setsModesWithoutBlocking = false
    private let fd: Int32
    private let output: KMSOutput

    package init(device: DRMDevice, output: KMSOutput) {
        fd = device.fd
        self.output = output
    }

    package func commit(_ commit: KMSCommit, testOnly: Bool) -> Int32 {
        if testOnly { return 0 }
        let result: Int32
        if commit.isModeset {
            var connector = output.connector.id
            var mode = output.mode.info
            result = drmModeSetCrtc(fd, output.crtc.id, commit.framebufferID, 0, 0, &connector, 1, &mode)
        } else {
            result = drmModePageFlip(fd, output.crtc.id, commit.framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT), nil)
        }
        return result == 0 ? 0 : errno
    }
}
