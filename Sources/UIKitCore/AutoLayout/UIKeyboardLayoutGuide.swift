/// Where the on-screen keyboard is: the part of the owning view the keyboard covers, from
/// the keyboard's top edge to the view's bottom; with no keyboard shown, a guide of no
/// height along the bottom of the safe area. It follows the keyboard as it slides in and
/// out, animated with it, so constraints to its `topAnchor` keep content above the keyboard.
/// The keyboard is always docked here: as a tracking guide it is near the bottom edge.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom (an iPad's floating
    /// keyboard). Default false. The on-screen keyboard here is always docked, so the guide
    /// is where it would be either way.
    open var followsUndockedKeyboard = false

    /// Whether, with no keyboard on screen, the guide's top is at the safe area's bottom
    /// (true, the default) or at the view's bottom (iOS 17).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.engineRoot.layoutEngine?.keyboardGuideDidMove(self) } }
    }

    /// How far above the keyboard a drag still counts as dismissing it interactively
    /// (iOS 17; default 0). A scroll view's `.interactive` dismiss mode here dismisses the
    /// keyboard as the drag begins, wherever it is.
    open var keyboardDismissPadding: CGFloat = 0

    override var nearEdges: NSDirectionalRectEdge { .bottom }

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
