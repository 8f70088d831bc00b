import Foundation
import Logging

/// Shows the keyboard for the first responder, as iOS does, and tells the app.
///
/// At each frame pass (before animations advance) it compares what should be shown with
/// what is: a first responder adopting `UIKeyInput` gets the system keyboard unless a
/// hardware keyboard is attached (`VITRINE_ONSCREEN_KEYBOARD` overrides); any first
/// responder's `inputView` replaces it and its `inputAccessoryView` sits above. The
/// keyboard slides up from the bottom of the screen in its own window over 0.25 s and
/// back down when the responder resigns, posting the keyboard notifications around the
/// animation and moving every `keyboardLayoutGuide` with it.
@MainActor
final class KeyboardPresenter {
    /// The duration the notifications report.
    static let animationDuration: TimeInterval = 0.25
    /// The curve the notifications report: iOS's private keyboard curve.
    static let animationCurve = 7

    /// The presenter of the running runtime.
    private(set) static weak var current: KeyboardPresenter?

    private let screen: UIScreen
    private let hasHardwareKeyboard: @MainActor () -> Bool
    private let logger = Logger(label: "vitrine.keyboard")
    var settings: KeyboardSettings

    /// What is shown: the responder and views, compared at each pass.
    private struct Content: Equatable {
        let responder: ObjectIdentifier
        let inputView: ObjectIdentifier?
        let accessory: ObjectIdentifier?
        let system: Bool
        let generation: Int
        let screenSize: CGSize
    }

    private(set) var window: KeyboardWindow?
    /// The system keyboard, once made.
    private(set) var keyboardView: KeyboardView?
    private var shown: Content?
    private var hostedViews: [UIView] = []
    /// The keyboard's frame on screen once its animation ends; nil while hidden.
    private(set) var frame: CGRect?
    /// Counts shows and hides, so that a hide's completion after a newer show leaves it be.
    private var transitions = 0

    init(screen: UIScreen, settings: KeyboardSettings, hasHardwareKeyboard: @escaping @MainActor () -> Bool) {
        self.screen = screen
        self.settings = settings
        self.hasHardwareKeyboard = hasHardwareKeyboard
        Self.current = self
    }

    /// Whether the system keyboard shows for a text responder now.
    var showsSystemKeyboard: Bool {
        switch settings.mode {
        case .always: true
        case .never: false
        case .auto: !hasHardwareKeyboard()
        }
    }

    /// Brings the keyboard in line with the first responder.
    func update() {
        guard let responder = UIResponder.firstResponder,
              (responder as? UIView).map({ $0.window != nil }) ?? true else {
            if shown != nil { hide() }
            return
        }
        let inputView = responder.inputView, accessory = responder.inputAccessoryView
        let system = inputView == nil && responder is UIKeyInput && showsSystemKeyboard
        guard inputView != nil || system || accessory != nil else {
            if shown != nil { hide() }
            return
        }
        let content = Content(responder: ObjectIdentifier(responder), inputView: inputView.map(ObjectIdentifier.init),
                              accessory: accessory.map(ObjectIdentifier.init), system: system,
                              generation: UIResponder.inputViewsGeneration, screenSize: screen.bounds.size)
        let palette = KeyboardPalette.resolved((responder as? UITextInputTraits)?.keyboardAppearance ?? .default,
                                               style: screen.traitCollection.userInterfaceStyle)
        keyboardView?.palette = palette
        guard content != shown else {
            // Text and the caret can change by other means than the keyboard (a tap, a paste, code).
            if system { keyboardView?.refreshForTextChanges() }
            return
        }
        show(content, responder: responder, inputView: inputView, accessory: accessory, palette: palette)
    }

    // MARK: Showing and hiding

    private func show(_ content: Content, responder: UIResponder, inputView: UIView?, accessory: UIView?, palette: KeyboardPalette) {
        let window = self.window ?? KeyboardWindow(frame: .zero)
        self.window = window
        for view in hostedViews where view.superview === window { view.removeFromSuperview() }
        hostedViews = []
        let width = screen.bounds.width, screenHeight = screen.bounds.height
        let metrics = KeyboardMetrics(screenSize: screen.bounds.size)

        var contentView: UIView?
        var contentHeight: CGFloat = 0
        if let inputView {
            contentView = inputView
            contentHeight = Self.height(of: inputView, default: metrics.height)
        } else if content.system {
            let keyboard = keyboardView ?? KeyboardView(layout: settings.layout, metrics: metrics, palette: palette)
            keyboardView = keyboard
            keyboard.palette = palette
            keyboard.configure(traits: responder as? UITextInputTraits, settings: settings, metrics: metrics)
            contentView = keyboard
            contentHeight = keyboard.preferredHeight
        }
        let accessoryHeight = accessory.map { Self.height(of: $0, default: 44) } ?? 0
        let total = accessoryHeight + contentHeight
        let offscreen = CGRect(x: 0, y: screenHeight, width: width, height: total)
        let begin = frame ?? offscreen
        let end = CGRect(x: 0, y: screenHeight - total, width: width, height: total)
        UIView.performWithoutAnimation {
            // The window takes its new size first, so that autoresizing leaves the views as placed.
            if window.isHidden {
                window.frame = offscreen
            } else {
                window.frame = CGRect(x: 0, y: window.frame.minY, width: width, height: total)
            }
            if let accessory {
                accessory.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
                accessory.autoresizingMask = [.flexibleWidth]
                window.addSubview(accessory)
                hostedViews.append(accessory)
            }
            if let contentView {
                contentView.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: contentHeight)
                contentView.autoresizingMask = [.flexibleWidth]
                window.addSubview(contentView)
                hostedViews.append(contentView)
            }
            window.isHidden = false
            window.layoutIfNeeded()
        }
        frame = end
        shown = content
        transitions += 1
        let info = Self.userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        animate(to: end, keyboardTop: end.minY) {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: info)
        }
    }

    private func hide() {
        guard let window, let begin = frame else {
            shown = nil
            return
        }
        keyboardView?.cancelTracking()
        let end = CGRect(x: 0, y: screen.bounds.height, width: begin.width, height: begin.height)
        frame = nil
        shown = nil
        transitions += 1
        let transition = transitions
        let info = Self.userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        animate(to: end, keyboardTop: nil) { [weak self] in
            if let self, transitions == transition {
                window.isHidden = true
                for view in hostedViews where view.superview === window { view.removeFromSuperview() }
                hostedViews = []
                keyboardView?.releaseKeys()
            }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
        }
    }

    /// Slides the keyboard window to `frame` with iOS's keyboard motion (a critically
    /// damped spring settling in 0.25 s), the keyboard guides and their views with it.
    private func animate(to frame: CGRect, keyboardTop: CGFloat?, completion: @escaping () -> Void) {
        guard let window else { return }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            window.frame = frame
            self.moveGuides(keyboardTop: keyboardTop)
            UIScrollView.followKeyboard(top: keyboardTop)
        }, completion: { _ in completion() })
    }

    /// Moves every keyboard guide of the app's windows to the keyboard's top edge and lays
    /// their views out (inside the keyboard's animation, so they move with it).
    private func moveGuides(keyboardTop: CGFloat?) {
        var windows: [UIWindow] = []
        for guide in UIKeyboardLayoutGuide.liveGuides {
            guard let appWindow = guide.owningView?.window, !(appWindow is KeyboardWindow),
                  guide.follow(keyboardTop: keyboardTop) else { continue }
            if !windows.contains(where: { $0 === appWindow }) { windows.append(appWindow) }
        }
        for appWindow in windows { appWindow.layoutIfNeeded() }
    }

    private static func height(of view: UIView, default fallback: CGFloat) -> CGFloat {
        if view.frame.height > 0, view.frame.height.isFinite { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 && intrinsic.isFinite ? intrinsic : fallback
    }

    private static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
         UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
         UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
         UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
         UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true)]
    }
}
