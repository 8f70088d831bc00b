import Foundation

extension UIReturnKeyType {
    /// The return key's title on iOS's English keyboard.
    var keyboardTitle: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "Emergency Call"
        case .continue: "continue"
        }
    }

    /// Whether the return key is blue with a white title (all but "return" and "next").
    var isBlueKey: Bool {
        switch self {
        case .default, .next: false
        default: true
        }
    }
}
