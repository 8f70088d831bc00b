import Foundation

extension UIReturnKeyType {
    /// The return key's title on iOS's English keyboard.
    var keyboardTitle: String {
        KeyboardStrings.english.returnTitle(self) ?? "return"
    }

    /// Whether the return key is blue with a white title (all but "return" and "next").
    var isBlueKey: Bool {
        switch self {
        case .default, .next: false
        default: true
        }
    }
}
