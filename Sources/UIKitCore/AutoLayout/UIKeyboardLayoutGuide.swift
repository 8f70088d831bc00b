/// Where the on-screen keyboard is: the part of the owning view the keyboard covers, from
/// the keyboard's top edge to the view's bottom; with no keyboard shown, a guide of no
/// height along the bottom of the safe area. It follows the keyboard as it slides in and
/// out, animated with it, so constraints to its `topAnchor` keep content above the keyboard.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard; kept as API.
    open var followsUndockedKeyboard = false

    /// How far up from the owning view's bottom the keyboard reaches (0: no keyboard).
    var keyboardOverlap: CGFloat = 0

    /// Every keyboard guide alive, for the keyboard to move them.
    private static var allGuides: [WeakGuide] = []

    private struct WeakGuide {
        weak var guide: UIKeyboardLayoutGuide?
    }

    public override init() {
        super.init()
        Self.allGuides.removeAll { $0.guide == nil }
        Self.allGuides.append(WeakGuide(guide: self))
    }

    /// The guides alive now.
    static var liveGuides: [UIKeyboardLayoutGuide] { allGuides.compactMap(\.guide) }
    /// Entries of the guides' list, gone guides not yet removed included (the soak's census).
    static var listedGuideCount: Int { allGuides.count }

    /// Moves the guide to a keyboard whose top edge is at `keyboardTop` in screen
    /// coordinates (nil: no keyboard); returns whether it moved.
    @discardableResult
    func follow(keyboardTop: CGFloat?) -> Bool {
        guard let owner = owningView, let window = owner.window else { return false }
        var overlap: CGFloat = 0
        if let keyboardTop {
            let top = owner.convert(CGPoint(x: 0, y: keyboardTop - window.frame.minY), from: window).y
            overlap = min(max(0, owner.bounds.maxY - top), owner.bounds.height)
        }
        guard overlap != keyboardOverlap else { return false }
        keyboardOverlap = overlap
        owner.engineRoot.layoutEngine?.keyboardGuideDidMove(self)
        return true
    }
}
