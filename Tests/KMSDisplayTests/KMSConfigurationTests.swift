import Testing
@testable import KMSDisplay

/// The KMS display reads its own `VITRINE_DRM_*` settings; bad values are reported and the
/// defaults kept.
struct KMSConfigurationTests {
    @Test func readsTheDRMSettings() {
        var configuration = KMSConfiguration()
        var rejected: [String] = []
        configuration.apply(["drm_device": "/dev/dri/card1", "drm_connector": "HDMI-A-1",
                             "drm_mode": "1920x1080@60", "drm_legacy": "yes"]) { key, _ in rejected.append(key) }
        #expect(configuration.devicePath == "/dev/dri/card1")
        #expect(configuration.connectorName == "HDMI-A-1")
        #expect(configuration.mode == KMSModeRequest(width: 1920, height: 1080, refreshRate: 60))
        #expect(configuration.forcesLegacy)
        #expect(rejected.isEmpty)
    }

    @Test func badValuesAreReportedAndIgnored() {
        var configuration = KMSConfiguration()
        var rejected: [String] = []
        configuration.apply(["drm_device": "card1", "drm_connector": "", "drm_mode": "huge",
                             "drm_legacy": "maybe"]) { key, _ in rejected.append(key) }
        #expect(configuration == KMSConfiguration())
        #expect(rejected.sorted() == ["drm_connector", "drm_device", "drm_legacy", "drm_mode"])
    }
}
