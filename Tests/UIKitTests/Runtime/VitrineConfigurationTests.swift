import Testing
import UIKit

struct VitrineConfigurationTests {
    @Test func defaultsWithoutSettings() {
        let configuration = VitrineConfiguration(environment: [:])
        #expect(configuration.display == .automatic)
        #expect(configuration.headlessPixelWidth == 1280 && configuration.headlessPixelHeight == 800)
        #expect(configuration.scale == 1 && configuration.refreshRate == 60 && configuration.bufferCount == 2)
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
                      "VITRINE_SCALE=-1", "VITRINE_REFRESH_RATE=inf", "VITRINE_BUFFERS=9", "VITRINE_DISPLAY=x11"])
    func invalidValuesKeepTheDefault(setting: String) {
        let parts = setting.split(separator: "=").map(String.init)
        let configuration = VitrineConfiguration(environment: [parts[0]: parts[1]])
        #expect(configuration == VitrineConfiguration())
    }
}
