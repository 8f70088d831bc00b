import Glibc
import Testing
@testable import KMSDisplay

/// The KMS display reads its own `VITRINE_DRM_*` settings; bad values are reported and the
/// defaults kept.
struct KMSConfigurationTests {
    @Test func readsTheDRMSettings() {
        var configuration = KMSConfiguration()
        var rejected: [String] = []
        configuration.apply(["drm_device": "/dev/dri/card1", "drm_connector": "HDMI-A-1",
                             "drm_mode": "1920x1080@60", "drm_legacy": "yes", "drm_fault": "ebusy:30"]) { key, _ in
            rejected.append(key)
        }
        #expect(configuration.devicePath == "/dev/dri/card1")
        #expect(configuration.connectorName == "HDMI-A-1")
        #expect(configuration.mode == KMSModeRequest(width: 1920, height: 1080, refreshRate: 60))
        #expect(configuration.forcesLegacy)
        #expect(configuration.fault == KMSFault(errorCode: EBUSY, count: 30))
        #expect(rejected.isEmpty)
    }

    @Test func badValuesAreReportedAndIgnored() {
        var configuration = KMSConfiguration()
        var rejected: [String] = []
        configuration.apply(["drm_device": "card1", "drm_connector": "", "drm_mode": "huge",
                             "drm_legacy": "maybe", "drm_fault": "EBUSY"]) { key, _ in rejected.append(key) }
        #expect(configuration == KMSConfiguration())
        #expect(rejected.sorted() == ["drm_connector", "drm_device", "drm_fault", "drm_legacy", "drm_mode"])
        for bad in ["EAGAIN:3", "EBUSY:0", "EBUSY:-1", "EBUSY:3:4", "heap:ENOMEM:1", "alloc:ENOMEM"] {
            #expect(KMSFault(bad) == nil, "\(bad)")
        }
        for bad in ["EBUSY:3,", "EBUSY:3,EIO:2", "EBUSY:3,alloc:EAGAIN:1", ","] {
            #expect(KMSFault.list(bad) == nil, "\(bad)")
        }
    }

    /// Failed buffer allocations (issue 29) in the same setting as refused flips.
    @Test func readsAllocationFaultsBesideFlipFaults() {
        var configuration = KMSConfiguration()
        var rejected: [String] = []
        configuration.apply(["drm_fault": "alloc:enomem:2,EBUSY:5,gbm:ENOMEM:1"]) { key, _ in rejected.append(key) }
        #expect(rejected.isEmpty)
        #expect(configuration.fault == KMSFault(errorCode: EBUSY, count: 5))
        #expect(configuration.dumbBufferFault == KMSFault(.dumbBuffers, errorCode: ENOMEM, count: 2))
        #expect(configuration.gpuBufferFault == KMSFault(.gpuBuffers, errorCode: ENOMEM, count: 1))
        #expect(KMSFault("flip:EINVAL:3") == KMSFault(errorCode: EINVAL, count: 3))
    }

    /// The test fences of the fence VM check (issue 30): a delay, and a fence left to hang.
    @Test func readsTheTestFence() {
        var configuration = KMSConfiguration()
        var rejected: [String] = []
        configuration.apply(["drm_test_fence": "100:8"]) { key, _ in rejected.append(key) }
        #expect(rejected.isEmpty)
        #expect(configuration.testFence == KMSTestFence(delayMilliseconds: 100, hangingFence: 8))
        #expect(KMSTestFence("0") == KMSTestFence(delayMilliseconds: 0))
        #expect(KMSTestFence("invalid") == KMSTestFence(delayMilliseconds: 100, isInvalid: true))
        // The first fence, the modeset's, may hang too: the display waits for it on the CPU.
        #expect(KMSTestFence("100:1") == KMSTestFence(delayMilliseconds: 100, hangingFence: 1))
        for bad in ["", "-1", "5001", "100:0", "100:", "100:x", "100:8:9", "ms", "invalid:8"] {
            #expect(KMSTestFence(bad) == nil, "\(bad)")
        }
        configuration.apply(["drm_test_fence": "never"]) { key, _ in rejected.append(key) }
        #expect(rejected == ["drm_test_fence"])
        #expect(configuration.testFence == KMSTestFence(delayMilliseconds: 100, hangingFence: 8))
    }
}
