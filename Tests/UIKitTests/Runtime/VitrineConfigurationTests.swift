import KMSDisplay
import Testing
import UIKit
import VitrinePlatform

struct VitrineConfigurationTests {
    @Test func defaultsWithoutSettings() {
        let configuration = VitrineConfiguration(environment: [:])
        #expect(configuration.display == .automatic)
        #expect(configuration.headlessPixelWidth == 1280 && configuration.headlessPixelHeight == 800)
        #expect(configuration.scale == 1 && configuration.refreshRate == 60 && configuration.bufferCount == 2)
        #expect(configuration.drmDevice == nil && configuration.drmConnector == nil && configuration.drmMode == nil)
        #expect(configuration.rotation == nil && !configuration.drmLegacy)
    }

    @Test func drmSettingsFromTheEnvironment() {
        let configuration = VitrineConfiguration(environment: [
            "VITRINE_DRM_DEVICE": "/dev/dri/card1", "VITRINE_DRM_CONNECTOR": "HDMI-A-1",
            "VITRINE_DRM_MODE": "1920x1080@60", "VITRINE_DRM_ROTATION": "270", "VITRINE_DRM_LEGACY": "1",
            "VITRINE_BUFFERS": "3", "VITRINE_SCALE": "2"])
        #expect(configuration.drmDevice == "/dev/dri/card1")
        #expect(configuration.drmConnector == "HDMI-A-1")
        #expect(configuration.drmMode == KMSModeRequest(width: 1920, height: 1080, refreshRate: 60))
        #expect(configuration.rotation == .counterclockwise90)
        #expect(configuration.drmLegacy)
        let kms = configuration.kmsConfiguration
        #expect(kms.devicePath == "/dev/dri/card1" && kms.connectorName == "HDMI-A-1" && kms.mode?.width == 1920)
        #expect(kms.rotation == .counterclockwise90 && kms.forcesLegacy && kms.bufferCount == 3 && kms.scale == 2)
    }

    @Test func drmSettingsAsLaunchOptions() {
        let configuration = VitrineConfiguration(
            environment: ["VITRINE_DRM_MODE": "1920x1080", "VITRINE_DRM_LEGACY": "1"],
            arguments: ["app", "--vitrine-drm-mode", "800x480", "--vitrine-drm-connector=DSI-1",
                        "--vitrine-drm-rotation", "90", "--vitrine-drm-legacy=0"])
        #expect(configuration.drmMode == KMSModeRequest(width: 800, height: 480))
        #expect(configuration.drmConnector == "DSI-1")
        #expect(configuration.rotation == .clockwise90)
        #expect(!configuration.drmLegacy)
    }

    @Test func environmentThenArgumentsWin() {
        let configuration = VitrineConfiguration(
            environment: ["VITRINE_DISPLAY": "kms", "VITRINE_HEADLESS_SIZE": "800x480", "VITRINE_SCALE": "2",
                          "HOME": "/root"],
            arguments: ["app", "--vitrine-display", "headless", "--vitrine-refresh-rate=30", "--other"])
        #expect(configuration.display == .headless)
        #expect(configuration.headlessPixelWidth == 800 && configuration.headlessPixelHeight == 480)
        #expect(configuration.scale == 2)
        #expect(configuration.refreshRate == 30)
    }

    @Test(arguments: ["VITRINE_HEADLESS_SIZE=0x10", "VITRINE_HEADLESS_SIZE=wide", "VITRINE_SCALE=nan",
                      "VITRINE_SCALE=-1", "VITRINE_REFRESH_RATE=inf", "VITRINE_BUFFERS=9", "VITRINE_DISPLAY=x11",
                      "VITRINE_DRM_DEVICE=card0", "VITRINE_DRM_CONNECTOR=", "VITRINE_DRM_MODE=1080p",
                      "VITRINE_DRM_ROTATION=45", "VITRINE_DRM_LEGACY=maybe", "VITRINE_ROTATION=left",
                      "VITRINE_ROTATION=-90", "VITRINE_SCREENSHOT=", "VITRINE_RUN_SECONDS=-1",
                      "VITRINE_RUN_SECONDS=nan", "VITRINE_RUN_SECONDS=soon"])
    func invalidValuesKeepTheDefault(setting: String) {
        let parts = setting.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
        let configuration = VitrineConfiguration(environment: [parts[0]: parts[1]])
        #expect(configuration == VitrineConfiguration())
    }

    // A ported app's first screen, headless: run for a while, then write the screen.
    @Test func screenshotAndRunSeconds() {
        let configuration = VitrineConfiguration(environment: ["VITRINE_SCREENSHOT": "/tmp/first.png"],
                                                 arguments: ["app", "--vitrine-run-seconds", "2.5"])
        #expect(configuration.screenshotPath == "/tmp/first.png")
        #expect(configuration.runSeconds == 2.5)
        #expect(VitrineConfiguration(environment: [:]).runSeconds == nil)
        #expect(VitrineConfiguration(environment: [:]).screenshotPath == nil)
    }

    @Test func rotationFromEitherSpellingTheArgumentWinning() {
        #expect(VitrineConfiguration(environment: [:]).rotation == nil)
        #expect(VitrineConfiguration(environment: ["VITRINE_ROTATION": "90"]).rotation == .clockwise90)
        #expect(VitrineConfiguration(environment: ["VITRINE_DRM_ROTATION": "270"]).rotation == .counterclockwise90)
        #expect(VitrineConfiguration(environment: ["VITRINE_DRM_ROTATION": "270", "VITRINE_ROTATION": "180"]).rotation == .upsideDown)
        #expect(VitrineConfiguration(environment: ["VITRINE_ROTATION": "90"],
                                     arguments: ["app", "--vitrine-rotation", "0"]).rotation == DisplayRotation.none)
        #expect(VitrineConfiguration(environment: [:], arguments: ["app", "--vitrine-drm-rotation=180"]).rotation == .upsideDown)
    }

    @Test func theAppearanceSettingIsRead() {
        #expect(VitrineConfiguration(environment: ["VITRINE_APPEARANCE": "dark"]).userInterfaceStyle == .dark)
        #expect(VitrineConfiguration(environment: [:], arguments: ["app", "--vitrine-appearance", "dark"]).userInterfaceStyle == .dark)
        #expect(VitrineConfiguration(environment: ["VITRINE_APPEARANCE": "sepia"]).userInterfaceStyle == .light)
    }
}
