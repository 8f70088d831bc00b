import Foundation

/// An abstract object that can respond to and handle events: the base of views, windows
/// and the application. Responders form a chain through `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `objc_setAssociatedObject`'s values for this object (AssociatedObjects).
    nonisolated(unsafe) package final var associatedValuesStorage: AssociatedValues?
    // One first responder for the whole app: Vitrine drives one key window at a time.
    private static weak var currentFirstResponder: UIResponder? {
        // The keyboard follows the first responder at the next frame pass.
        didSet { if currentFirstResponder !== oldValue { FrameScheduler.shared.setNeedsFrame() } }
    }

    /// Counts `reloadInputViews()` calls, for the keyboard to see them.
    package private(set) static var inputViewsGeneration = 0

    public override init() {
        _ = Self.standardEditActions
        super.init()
    }

    /// The next responder in the chain, or nil at its end. The default is nil.
    open var next: UIResponder? { nil }

    /// Called on each object a storyboard or nib made once all its outlets are set; the
    /// default does nothing. NSObject's on iOS; here a responder's (views and view
    /// controllers), as Swift cannot add an overridable method to NSObject.
    open func awakeFromNib() {}

    /// The keyboard shortcuts this responder offers while it is in the chain a key press
    /// searches (see `UIKeyCommand`). Default nil.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Called when a property this object observes (`addObserver(_:forKeyPath:options:context:)`)
    /// changed; the default does nothing. NSObject's on iOS; here a responder's, as Swift
    /// cannot add an overridable method to NSObject (NSObject+KeyValueObserving.swift).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// Whether the responder accepts first responder status. The default is false.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first responder status when asked. The default is true.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { Self.currentFirstResponder === self }

    /// Makes this responder the first responder, after asking the current one to resign.
    /// Returns false when it cannot become first responder: it refuses
    /// (`canBecomeFirstResponder`), it is a view outside any window, or the current first
    /// responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = Self.currentFirstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        Self.currentFirstResponder = self
        // The keyboard (or input view) comes at once, as on iOS; text fields and views
        // bring it after telling their delegates they began editing.
        if !(self is TextEditingControl) { KeyboardPresenter.current?.update() }
        return true
    }

    /// Gives up first responder status. Returns false when `canResignFirstResponder` is
    /// false; otherwise true, also when the responder was not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { Self.currentFirstResponder = nil }
        return true
    }

    // MARK: User activities

    /// The activity the responder stands for (the item a screen shows). Before UIKit saves
    /// an activity that `needsSave`, the responders holding it hear
    /// `updateUserActivityState(_:)`.
    open var userActivity: NSUserActivity? {
        didSet { if userActivity != nil, oldValue == nil { Self.trackActivity(of: self) } }
    }

    /// Adds the responder's state to `activity`'s `userInfo` before it is saved; the
    /// default does nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the responder's state from `activity`; the default does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    private struct WeakResponder {
        weak var responder: UIResponder?
        init(_ responder: UIResponder) { self.responder = responder }
    }
    private static var activityHolders: [WeakResponder] = []
    /// How many responders are kept as holders now (tests check it stays bounded).
    static var activityHolderCount: Int { activityHolders.count }

    /// Keeps `responder` among the holders once, dropping those gone or holding none, so
    /// that a screen setting and clearing its activity on every visit adds no entries.
    private static func trackActivity(of responder: UIResponder) {
        activityHolders.removeAll { $0.responder?.userActivity == nil }
        if !activityHolders.contains(where: { $0.responder === responder }) { activityHolders.append(WeakResponder(responder)) }
    }

    /// The live responders whose `userActivity` is `activity`.
    static func responders(with activity: NSUserActivity) -> [UIResponder] {
        activityHolders.removeAll { $0.responder?.userActivity == nil }
        return activityHolders.compactMap(\.responder).filter { $0.userActivity === activity }
    }

    // MARK: Input views

    /// A view shown instead of the system keyboard while the responder is first responder.
    /// The default is nil.
    open var inputView: UIView? { nil }

    /// A view shown above the keyboard (or the input view) while the responder is first
    /// responder. The default is nil.
    open var inputAccessoryView: UIView? { nil }

    /// Reads the first responder's input view and accessory view again and the keyboard's
    /// traits (its type, return key), and shows them; call it after changing them while
    /// the responder is first responder.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        Self.inputViewsGeneration += 1
        FrameScheduler.shared.setNeedsFrame()
    }

    // MARK: Touches

    /// Fingers touched down in the view or window. The default passes them to `next`; a
    /// responder handling touches overrides all four touch methods.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken away: a gesture recognizer took them, their device went away
    /// or the display was paused. The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Keys went down. The default passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Pressed keys changed. The default passes them to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys went up. The default passes them to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Pressed keys were taken away (their keyboard went away). The default passes them to
    /// `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The first responder, if any (used to resign it when its view is hidden or leaves
    /// its window).
    package static var firstResponder: UIResponder? { currentFirstResponder }

    // MARK: Standard edit actions (the edit menu, Ctrl-X/C/V/A); text controls implement them.

    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}

    /// The standard edit actions' selectors, made once so that a selector made from one of
    /// their names (`NSSelectorFromString("copy:")`) calls the responder's method.
    static let standardEditActions: [Selector] = [
        Selector("cut:", UIResponder.cut(_:)), Selector("copy:", UIResponder.copy(_:)),
        Selector("paste:", UIResponder.paste(_:)), Selector("selectAll:", UIResponder.selectAll(_:)),
        // The edit menu offers the four above (UIMenuController); the rest are for apps.
        Selector("select:", UIResponder.select(_:) as (UIResponder) -> (Any?) -> Void), Selector("delete:", UIResponder.delete(_:)),
        Selector("toggleBoldface:", UIResponder.toggleBoldface(_:)), Selector("toggleItalics:", UIResponder.toggleItalics(_:)),
        Selector("toggleUnderline:", UIResponder.toggleUnderline(_:)), Selector("increaseSize:", UIResponder.increaseSize(_:)),
        Selector("decreaseSize:", UIResponder.decreaseSize(_:)),
    ]
    private static let standardEditActionNames = Set(standardEditActions.map(NSStringFromSelector))

    // MARK: Actions

    /// Whether the responder performs `action`: true when it has the selector's method (its
    /// class or a superclass defines it), as on iOS. The standard edit actions count only
    /// where a subclass implements them: on iOS UIResponder itself has none, Vitrine's
    /// empty ones exist because Swift has no optional methods. Text fields and text views
    /// answer for their selection and the pasteboard; override to hide an action from the
    /// edit menu.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard let method = action.method(for: self) else { return false }
        if Self.standardEditActionNames.contains(NSStringFromSelector(action)) {
            guard let owner = method.ownerType as? AnyClass else { return false }
            return owner != UIResponder.self
        }
        return true
    }

    /// The object that performs `action`: this responder when `canPerformAction(_:withSender:)`
    /// says so, else the answer of the next responder up the chain; nil at its end.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// The first responder is leaving its window or being hidden: it resigns whatever it
    /// would answer (a text field's delegate cannot keep it).
    func resignBecauseGone() {
        resignFirstResponder()
        if isFirstResponder { Self.currentFirstResponder = nil }
    }

    /// A new runtime is a new app: the last one's first responder (still alive if
    /// something holds it) no longer takes keys.
    package static func forgetFirstResponder() {
        currentFirstResponder = nil
    }
}

extension UIResponder: AssociatedObjects.Host {}

extension UIResponder: UIResponderStandardEditActions {}
