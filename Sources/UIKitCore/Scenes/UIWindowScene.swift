import Foundation

/// A scene that shows windows on a screen: Vitrine's one scene, on the display.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    open var screen: UIScreen { UIScreen.main }

    /// The coordinate space the scene occupies: the screen's, as a Vitrine scene fills its
    /// screen.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The scene's windows, back to front (visible or not).
    open var windows: [UIWindow] { windowList.compactMap(\.window) }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// How the interface is turned: landscape when the screen is wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientationFromBounds }

    /// The traits of the scene's screen.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    private struct WeakWindow { weak var window: UIWindow? }
    private var windowList: [WeakWindow] = []

    /// The controllers of the windows shown while the scene connected appear as it enters
    /// the foreground (will) and becomes active (did), as on iOS.
    func beginShowingWindows() {
        for window in windows where !window.isHidden {
            window.rootViewController?.beginAppearanceTransition(true, animated: false)
        }
    }

    func endShowingWindows() {
        for window in windows where !window.isHidden {
            if window.rootViewController?.appearState == .appearing { window.rootViewController?.endAppearanceTransition() }
        }
    }

    func add(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
        windowList.append(WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
    }
}
