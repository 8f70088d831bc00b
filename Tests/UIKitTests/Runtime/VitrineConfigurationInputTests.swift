import Testing
import UIKit

struct VitrineConfigurationInputTests {
    @Test func defaults() {
        let input = VitrineConfiguration(environment: [:]).input
        #expect(input.kind == .automatic && input.calibration == nil)
        #expect(input.xkbLayout == "us" && input.xkbModel.isEmpty && input.xkbVariant.isEmpty && input.xkbOptions.isEmpty)
        #expect(input.keyRepeatDelay == 0.5 && input.keyRepeatRate == 25)
    }

    @Test func environmentAndArguments() {
        let configuration = VitrineConfiguration(
            environment: ["VITRINE_INPUT": "libinput", "VITRINE_INPUT_CALIBRATION": "0 1 0 -1 0 1",
                          "VITRINE_KEY_REPEAT_DELAY": "300", "VITRINE_XKB_LAYOUT": "de",
                          "VITRINE_INPUT_FAULT": "eio:20"],
            arguments: ["app", "--vitrine-xkb-variant", "nodeadkeys", "--vitrine-key-repeat-rate=0"])
        let input = configuration.input
        #expect(input.kind == .libinput)
        #expect(input.calibration == [0, 1, 0, -1, 0, 1])
        #expect(input.keyRepeatDelay == 0.3 && input.keyRepeatRate == 0)
        #expect(input.xkbLayout == "de" && input.xkbVariant == "nodeadkeys")
        #expect(input.fault?.errorCode == 5 && input.fault?.count == 20, "EIO, 20 reads")
    }

    @Test func cursorVisibility() {
        #expect(VitrineConfiguration(environment: [:]).input.cursor == .automatic)
        #expect(VitrineConfiguration(environment: ["VITRINE_CURSOR": "hide"]).input.cursor == .hide)
        #expect(VitrineConfiguration(environment: [:], arguments: ["--vitrine-cursor=SHOW"]).input.cursor == .show)
        #expect(VitrineConfiguration(environment: ["VITRINE_CURSOR": "blink"]).input.cursor == .automatic, "bad value: default kept")
    }

    @Test func xkbDefaultsComeFromTheXKBVariablesUnlessVitrineSetsThem() {
        let fromXKB = VitrineConfiguration(environment: ["XKB_DEFAULT_LAYOUT": "fr", "XKB_DEFAULT_OPTIONS": "ctrl:nocaps",
                                                         "XKB_DEFAULT_MODEL": ""]).input
        #expect(fromXKB.xkbLayout == "fr" && fromXKB.xkbOptions == "ctrl:nocaps" && fromXKB.xkbModel.isEmpty)
        let overridden = VitrineConfiguration(environment: ["XKB_DEFAULT_LAYOUT": "fr", "VITRINE_XKB_LAYOUT": "de"]).input
        #expect(overridden.xkbLayout == "de")
    }

    @Test func anEmptyCalibrationKeepsTheDevicesOwn() {
        #expect(VitrineConfiguration(environment: ["VITRINE_INPUT_CALIBRATION": " "]).input.calibration == nil)
    }

    @Test(arguments: ["VITRINE_INPUT=evdev", "VITRINE_INPUT_CALIBRATION=1 0 0 0 1", "VITRINE_INPUT_CALIBRATION=1 0 0 0 1 0 0",
                      "VITRINE_INPUT_CALIBRATION=1 0 nan 0 1 0", "VITRINE_INPUT_CALIBRATION=1,0,0,0,1,0",
                      "VITRINE_KEY_REPEAT_DELAY=-5", "VITRINE_KEY_REPEAT_DELAY=soon", "VITRINE_KEY_REPEAT_RATE=inf",
                      "VITRINE_INPUT_FAULT=EIO", "VITRINE_INPUT_FAULT=EAGAIN:3"])
    func invalidValuesKeepTheDefault(setting: String) {
        let equals = setting.firstIndex(of: "=")!
        let configuration = VitrineConfiguration(environment: [String(setting[..<equals]): String(setting[setting.index(after: equals)...])])
        #expect(configuration == VitrineConfiguration())
    }

    @Test func libinputReadsDevicesWithAKMSDisplayOrWhenAskedTo() {
        var input = VitrineConfiguration.Input()
        #expect(input.usesLibInput(displayIsKMS: true) && !input.usesLibInput(displayIsKMS: false))
        input.kind = .libinput
        #expect(input.usesLibInput(displayIsKMS: false))
        input.kind = .none
        #expect(!input.usesLibInput(displayIsKMS: true))
    }
}
