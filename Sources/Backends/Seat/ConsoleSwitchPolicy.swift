import Foundation
import Logging

/// Whether Ctrl+Alt+F1..F12 (or `chvt`) may switch a kiosk away from its VT:
/// `VITRINE_VT_SWITCH=1` allows it, unset or `0` refuses (the default: a kiosk's keyboard
/// must not reach a login prompt). Other values are refused with a logged line.
public enum ConsoleSwitchPolicy {
    public static func allowsSwitching(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch environment["VITRINE_VT_SWITCH"] {
        case nil, "", "0": return false
        case "1": return true
        case let value?:
            Logger(label: "vitrine.console").warning("VITRINE_VT_SWITCH=\(value) is neither 0 nor 1: VT switches refused")
            return false
        }
    }
}
