internal import CUdev
import Dispatch
import Foundation
import Logging

/// Watches udev for changes of DRM cards (a display plugged or unplugged) and calls
/// back on the main queue. Costs nothing while nothing changes.
@MainActor
package final class UdevMonitor {
    private let udev: OpaquePointer
    private let monitor: OpaquePointer
    private var source: DispatchSourceRead?

    /// Nil when udev is not available (no netlink, a container): hotplug then goes unseen.
    package init?() {
        guard let udev = udev_new() else { return nil }
        guard let monitor = udev_monitor_new_from_netlink(udev, "udev") else {
            udev_unref(udev)
            return nil
        }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, "drm", nil)
        guard udev_monitor_enable_receiving(monitor) == 0 else {
            udev_monitor_unref(monitor)
            udev_unref(udev)
            return nil
        }
        self.udev = udev
        self.monitor = monitor
    }

    /// Calls `handler` with the device node (`/dev/dri/card0`) of each card whose
    /// connectors may have changed.
    package func start(handler: @escaping @MainActor (String) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: udev_monitor_get_fd(monitor), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                while let device = udev_monitor_receive_device(self.monitor) {
                    defer { udev_device_unref(device) }
                    // Hot-plug comes as "change" with HOTPLUG=1; any change is taken (a forced
                    // connector status, a synthetic event), as re-reading connectors is cheap.
                    guard let node = udev_device_get_devnode(device).map({ String(cString: $0) }),
                          udev_device_get_action(device).map({ String(cString: $0) }) == "change" else { continue }
                    handler(node)
                }
            }
        }
        source.resume()
        self.source = source
    }

    package func stop() {
        source?.cancel()
        source = nil
    }

    isolated deinit {
        source?.cancel()
        udev_monitor_unref(monitor)
        udev_unref(udev)
    }
}
