internal import CGBM
import Foundation

/// libgbm on the display's card: the `gbm_device` that EGL's GBM platform is made on and
/// that allocates the buffer objects the GPU renderer draws into (`GBMSwapChain`).
///
/// libgbm is opened only when the GPU renderer asks (`dlopen`): an app on the CPU maps no
/// Mesa. The device works on a duplicate of the card's descriptor (the same open file, so
/// its GEM handles are the display's) and is never destroyed: the renderer's EGL display
/// on it stays initialised for the life of the process (`GLESContext`).
package final class GBMDevice {
    /// libgbm's entry points.
    let functions: VitrineGBM
    let device: OpaquePointer
    /// Mesa's backend ("drm"), for the log.
    package let backendName: String

    /// Opens libgbm and makes a device on `fd`; throws with the reason when either fails.
    package init(fd: Int32) throws(KMSError) {
        var gbm = VitrineGBM()
        var message = [CChar](repeating: 0, count: 256)
        guard vitrine_gbm_load(&gbm, &message, Int32(message.count)) == 0 else {
            throw .unsupported(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let own = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        guard own >= 0 else { throw .system("cannot duplicate the card's descriptor for GBM", errno) }
        guard let device = gbm.gbm_create_device(own) else {
            let reason = errno
            Glibc.close(own)
            throw .system("gbm_create_device failed", reason)
        }
        functions = gbm
        self.device = device
        backendName = gbm.gbm_device_get_backend_name(device).map { String(cString: $0) } ?? "unknown"
    }

    /// The `struct gbm_device *`, for `eglGetPlatformDisplay`.
    package var nativeDevice: UnsafeMutableRawPointer { UnsafeMutableRawPointer(device) }
}
