import Foundation

/// The pasteboard cut, copy and paste go through. Vitrine's `general` pasteboard is the
/// process's own (a kiosk has no other app to share with); strings only.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The pasteboard every text control uses.
    public static let general = UIPasteboard()
    /// Increases with every change.
    public private(set) var changeCount = 0
    private var items: [String] = []

    /// The first string on the pasteboard; setting it replaces what was there.
    open var string: String? {
        get { items.first }
        set {
            items = newValue.map { [$0] } ?? []
            changeCount += 1
        }
    }

    open var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set {
            items = newValue ?? []
            changeCount += 1
        }
    }

    open var hasStrings: Bool { !items.isEmpty }
    open var numberOfItems: Int { items.count }
}
