import Foundation

extension UIReturnKeyType {
    /// Whether the return key is blue with a white title (all but "return" and "next").
    var isBlueKey: Bool {
        switch self {
        case .default, .next: false
        default: true
        }
    }
}
