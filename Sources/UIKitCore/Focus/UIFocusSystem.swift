import Foundation
import VitrinePlatform

/// The focus of a window: the one item the keyboard acts on, moved by Tab and Shift-Tab
/// through focus groups and by the arrow keys within a group, as iPadOS 15 does with a
/// hardware keyboard (a kiosk's keypad or a panel's arrow and enter keys). Return selects
/// the focused item. Nothing is focused until the first such key; the focused item shows
/// its focus effect (a halo in the tint colour by default).
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// Posted after focus moved; `userInfo` holds the context under
    /// `focusUpdateContextUserInfoKey`.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// The key of the `UIFocusUpdateContext` in `didUpdateNotification`'s user info.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"

    /// The focused item, nil when nothing is.
    open private(set) weak var focusedItem: (any UIFocusItem)? {
        didSet {
            // By the id kept, not `oldValue`: an item freed while focused left it nil.
            if let focusedIdentifier { Self.focusedItems.remove(focusedIdentifier) }
            focusedIdentifier = focusedItem.map(ObjectIdentifier.init)
            if let focusedIdentifier { Self.focusedItems.insert(focusedIdentifier) }
        }
    }
    private var focusedIdentifier: ObjectIdentifier?

    /// The items focused in any window: `isFocused`, asked by every control's `state` and
    /// cell's configuration, answers from here without walking up to its window (an id
    /// reused by a new object is checked against the window's focus).
    static var focusedItems: Set<ObjectIdentifier> = []

    private weak var window: UIWindow?
    private weak var pendingEnvironment: (any UIFocusEnvironment)?
    private var updateScheduled = false
    /// The item focused last in each group stop (by the stop's groups), the group's primary
    /// item when Tab comes back (`UIFocusGroupPriority.previouslyFocused`).
    private var lastFocused: [[String]: WeakItem] = [:]
    private let halo = FocusHalo()

    private struct WeakItem {
        weak var view: UIView?
    }

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The focus system of the window `environment` is in; nil when it is in none.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var current: (any UIFocusEnvironment)? = environment
        while let environment = current {
            if let window = environment as? UIWindow { return window.focusSystem }
            if let view = environment as? UIView { return view.window?.focusSystem }
            current = environment.parentFocusEnvironment
        }
        return nil
    }

    /// Whether `environment` is `otherEnvironment` or contains it.
    public static func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        while let candidate = current {
            if candidate === environment { return true }
            current = candidate.parentFocusEnvironment
        }
        return false
    }

    /// Asks for focus to move to `environment`'s preferred item on the next update.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
        scheduleUpdate()
    }

    /// Runs a pending focus update now.
    open func updateFocusIfNeeded() {
        updateScheduled = false
        guard let environment = pendingEnvironment, let window, let map = map(in: window) else { return }
        pendingEnvironment = nil
        if let item = preferredItem(in: environment, map: map) { move(to: item, heading: [], map: map) }
    }

    /// An environment's `setNeedsFocusUpdate()`: only one that holds focus (or any, while
    /// nothing is focused) moves it.
    func setNeedsFocusUpdate(in environment: any UIFocusEnvironment) {
        if let focused = focusedItem, !Self.environment(environment, contains: focused) { return }
        requestFocusUpdate(to: environment)
    }

    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.updateFocusIfNeeded() } }
    }

    // MARK: Keys

    /// Moves focus for a key of a hardware keyboard: Tab and Shift-Tab, the arrow keys, and
    /// Return, which selects the focused item. Returns whether the key was focus's. Keys a
    /// text input needs stay with it: left and right in text, up and down and Tab in a
    /// text view, Return in either.
    func handle(_ key: InputKey, firstResponder: UIResponder?) -> Bool {
        guard key.modifiers.isDisjoint(with: [.command, .control, .alternate]), let window else { return false }
        let editing = firstResponder is UIKeyInput
        let multiline = firstResponder is UITextView
        let heading: UIFocusHeading
        // The key first: the map walks the whole interface, which typing must not pay for.
        switch UIKeyboardHIDUsage(rawValue: key.hidUsage) {
        case .keyboardTab?:
            guard !multiline else { return false }
            heading = key.modifiers.contains(.shift) ? .previous : .next
        case .keyboardUpArrow?: guard !multiline else { return false }; heading = .up
        case .keyboardDownArrow?: guard !multiline else { return false }; heading = .down
        case .keyboardLeftArrow?: guard !editing else { return false }; heading = .left
        case .keyboardRightArrow?: guard !editing else { return false }; heading = .right
        case .keyboardReturnOrEnter?, .keypadEnter?:
            guard !editing, let map = map(in: window), let view = current(in: map)?.view else { return false }
            if !key.isRepeat { select(view) }
            return true
        default:
            return false
        }
        guard let map = map(in: window) else { return false }
        guard let current = current(in: map) else {
            // The first key shows focus where the interface prefers it.
            guard !key.isRepeat, let item = preferredItem(in: window.frontmostFocusEnvironment, map: map) else { return false }
            move(to: item, heading: [], map: map)
            return true
        }
        switch heading {
        case .next, .previous:
            let stops = map.groupOrder()
            guard !stops.isEmpty else { return true }
            let index = stops.firstIndex(of: current.groups) ?? 0
            let step = heading == .next ? 1 : stops.count - 1
            if let item = primaryItem(of: stops[(index + step) % stops.count], map: map) { move(to: item, heading: heading, map: map) }
        default:
            var map = map, current = current
            // Nothing that way on screen: a scroll view around the item brings more in.
            if map.nearest(from: current, heading: heading) == nil, scrollFurther(from: current.view, heading: heading),
               let moved = self.map(in: window), let item = moved.item(for: current.view) {
                map = moved
                current = item
            }
            guard let target = map.nearest(from: current, heading: heading) else { return true }
            if let view = target.item {
                move(to: view, heading: heading, map: map)
            } else if let guide = target.guide,
                      let item = guide.preferredFocusEnvironments.lazy.compactMap({ self.preferredItem(in: $0, map: map) }).first,
                      item !== current.view {
                move(to: item, heading: heading, map: map)
            }
        }
        return true
    }

    /// Scrolls the nearest scroll view around `view` that can go `heading` by half its
    /// height or width (at most to its end); returns whether it moved.
    private func scrollFurther(from view: UIView, heading: UIFocusHeading) -> Bool {
        var ancestor = view.superview
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? UIScrollView else { return false }
        let insets = scrollView.adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(x: max(minimum.x, scrollView.contentSize.width + insets.right - scrollView.bounds.width),
                              y: max(minimum.y, scrollView.contentSize.height + insets.bottom - scrollView.bounds.height))
        var offset = scrollView.contentOffset
        switch heading {
        case .down: offset.y = min(maximum.y, offset.y + scrollView.bounds.height / 2)
        case .up: offset.y = max(minimum.y, offset.y - scrollView.bounds.height / 2)
        case .right: offset.x = min(maximum.x, offset.x + scrollView.bounds.width / 2)
        case .left: offset.x = max(minimum.x, offset.x - scrollView.bounds.width / 2)
        default: return false
        }
        guard offset != scrollView.contentOffset else { return false }
        scrollView.setContentOffset(offset, animated: false)
        scrollView.layoutIfNeeded()
        return true
    }

    /// The focused item as the map has it; a first responder that can be focused stands in
    /// while nothing is (a text field tapped before the first key).
    private func current(in map: FocusMap) -> FocusMap.Item? {
        if let view = focusedItem as? UIView, let item = map.item(for: view) { return item }
        if let view = UIResponder.firstResponder as? UIView, let item = map.item(for: view) { return item }
        return nil
    }

    private func map(in window: UIWindow) -> FocusMap? {
        guard !window.isHidden else { return nil }
        return FocusMap(scope: window.frontmostFocusScope, in: window)
    }

    // MARK: Choosing items

    /// The item a group stop gives focus to: the highest focus group priority, counting the
    /// item focused last in the group as `previouslyFocused`; the first in reading order
    /// among equals.
    private func primaryItem(of groups: [String], map: FocusMap) -> UIView? {
        let remembered = lastFocused[groups]?.view
        var best: (priority: UIFocusGroupPriority, view: UIView)?
        for item in map.items(in: groups) {
            var priority = item.view.focusGroupPriority
            if item.view === remembered { priority = max(priority, .previouslyFocused) }
            if best == nil || priority > best!.priority { best = (priority, item.view) }
        }
        return best?.view
    }

    /// The item focus goes to in `environment`: the environment itself if it is a visible
    /// focusable view, else the first of its preferred environments that leads to one, else
    /// the first focusable view inside it in reading order.
    private func preferredItem(in environment: any UIFocusEnvironment, map: FocusMap, depth: Int = 0) -> UIView? {
        guard depth < 32 else { return nil }
        if let view = environment as? UIView, map.item(for: view) != nil { return view }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let view = preferredItem(in: preferred, map: map, depth: depth + 1) { return view }
        }
        guard let root = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded else { return nil }
        return map.items.filter { $0.view.isDescendant(of: root) }
            .min { FocusMap.readsBefore($0.frame, $1.frame) }?.view
    }

    // MARK: Moving

    /// Moves focus to `next` if every environment around the change agrees, then tells
    /// them, updates the focus effect, and starts editing in a text input that took focus.
    private func move(to next: UIView, heading: UIFocusHeading, map: FocusMap) {
        let previous = (focusedItem as? UIView).flatMap { map.item(for: $0) != nil ? $0 : nil }
        guard next !== previous else { return }
        let context = UIFocusUpdateContext(previouslyFocusedItem: previous, nextFocusedItem: next, focusHeading: heading)
        let environments = Self.environments(around: [next, previous].compactMap { $0 })
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return }

        focusedItem = next
        if let item = map.item(for: next) { lastFocused[item.groups] = WeakItem(view: next) }
        lastFocused = lastFocused.filter { $0.value.view != nil }
        previous?.focusDidChange()
        next.focusDidChange()
        halo.show(for: next)
        if let scrollView = next.superview as? UIScrollView ?? next.superview?.superview as? UIScrollView {
            scrollView.scrollRectToVisible(next.convert(next.bounds, to: scrollView), animated: true)
        }
        if let responder = UIResponder.firstResponder as? UIView, responder !== next, responder is UIKeyInput {
            _ = responder.resignFirstResponder()
        }
        if next is UIKeyInput, !next.isFirstResponder { _ = next.becomeFirstResponder() }

        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.run()
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: self,
                                        userInfo: [Self.focusUpdateContextUserInfoKey: context])
    }

    /// The environments that hold any of `items`, each once, from the items up.
    private static func environments(around items: [UIView]) -> [any UIFocusEnvironment] {
        var seen = Set<ObjectIdentifier>()
        var environments: [any UIFocusEnvironment] = []
        for item in items {
            var current: (any UIFocusEnvironment)? = item
            while let environment = current {
                if seen.insert(ObjectIdentifier(environment)).inserted { environments.append(environment) }
                current = environment.parentFocusEnvironment
            }
        }
        return environments
    }

    /// Return on the focused item: a cell is selected as a tap selects it, a control sends
    /// its primary action (and touch-up-inside, as a tap would), and tap gesture
    /// recognizers that hear the select press recognize.
    private func select(_ view: UIView) {
        if let cell = view as? UICollectionViewCell, let collection = cell.owningCollectionView,
           let indexPath = collection.indexPath(for: cell) {
            collection.rowTapped(at: indexPath)
        } else if let cell = view as? UITableViewCell, let table = cell.owningTableView, let indexPath = table.indexPath(for: cell) {
            table.rowTapped(at: indexPath)
        } else if let control = view as? UIControl, control.isEnabled {
            control.sendActions(for: [.primaryActionTriggered, .touchUpInside])
        }
        let select = NSNumber(value: UIPress.PressType.select.rawValue)
        for recognizer in view.gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer
            && recognizer.isEnabled && recognizer.allowedPressTypes.contains(select) {
            guard recognizer.storedState == .possible else { continue }
            recognizer.storedState = .ended
            recognizer.sendActions()
            recognizer.storedState = .possible
        }
    }
}
