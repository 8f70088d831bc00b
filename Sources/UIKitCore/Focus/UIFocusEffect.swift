import Foundation

/// What the system draws around a focused item (iOS 15). This base class is the system's
/// default: a halo in the tint colour that follows the item's bounds and corner radius.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    /// The one default effect views start with (a view holds no effect of its own until
    /// given one).
    static let systemDefault = UIFocusEffect()

    public required override init() { super.init() }

    /// The system's default effect, with metrics from the item it is set on.
    public class func effect() -> Self { Self() }
}
