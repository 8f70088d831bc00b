import Foundation

/// A display attached to the device: its size in points and pixels, its scale and its
/// refresh rate.
///
/// The screen also holds the root of the layer tree the compositor draws: the layers of
/// its visible windows, back to front by window level.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private static var current = UIScreen(pixelWidth: 1024, pixelHeight: 768, scale: 1, maximumFramesPerSecond: 60)

    /// The screen the app runs on: a 1024x768 screen at scale 1 until the application
    /// installs the display's screen.
    open class var main: UIScreen { current }

    /// The attached screens; Vitrine drives one.
    open class var screens: [UIScreen] { [current] }

    /// The screen's rectangle in points.
    public private(set) var bounds: CGRect

    /// The screen's current coordinate space: its bounds are the screen's `bounds`, turned
    /// with the interface as the bounds are.
    open var coordinateSpace: any UICoordinateSpace { screenSpace }

    private lazy var screenSpace = ScreenCoordinateSpace(screen: self)

    /// The screen's rectangle in pixels.
    public private(set) var nativeBounds: CGRect

    /// Pixels per point.
    public private(set) var scale: CGFloat

    /// Pixels per point of the physical display; equal to `scale`.
    open var nativeScale: CGFloat { scale }

    /// The display's refresh rate, in frames per second.
    public private(set) var maximumFramesPerSecond: Int

    /// Light or dark: the appearance the screen's windows inherit.
    package var userInterfaceStyle = UIUserInterfaceStyle.light

    /// The app's own appearance (Info.plist's `UIUserInterfaceStyle`), which wins over
    /// `userInterfaceStyle` and its changes; `.unspecified` follows it.
    package var appUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The text size the screen's views are told the user prefers: `.large`, iOS's
    /// default; a kiosk has no Settings app to change it.
    package private(set) var preferredContentSizeCategory = UIContentSizeCategory.large

    /// Changes the preferred text size: views hear the new traits (those adjusting their
    /// fonts for the category make them again) and `UIContentSizeCategory.didChangeNotification` is posted.
    package func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != preferredContentSizeCategory, category != .unspecified else { return }
        let previous = traitCollection
        preferredContentSizeCategory = category
        traitsDidChange(from: previous)
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// The screen's traits: its appearance and scale, and size classes from its size
    /// (regular from 700 points wide and 500 tall, as an iPad's; compact below, as a
    /// phone's).
    open var traitCollection: UITraitCollection {
        let style = appUserInterfaceStyle == .unspecified ? userInterfaceStyle : appUserInterfaceStyle
        let horizontal: UIUserInterfaceSizeClass = bounds.width >= 700 ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = bounds.height >= 500 ? .regular : .compact
        // One object while nothing changes: every view asks for it, and views keep it
        // (appearanceTraits).
        if let traits = currentTraits, traits.userInterfaceStyle == style, traits.displayScale == scale,
           traits.horizontalSizeClass == horizontal, traits.verticalSizeClass == vertical,
           traits.preferredContentSizeCategory == preferredContentSizeCategory {
            return traits
        }
        let traits = UITraitCollection(userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal,
                                       verticalSizeClass: vertical, layoutDirection: .leftToRight,
                                       preferredContentSizeCategory: preferredContentSizeCategory)
        currentTraits = traits
        return traits
    }
    private var currentTraits: UITraitCollection?

    /// Called after the screen's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen's traits changed (appearance, or size classes with a new mode): the
    /// screen and its windows' views hear it.
    func traitsDidChange(from previous: UITraitCollection) {
        let traits = traitCollection
        guard traits != previous else { return }
        if self === UIScreen.current { UITraitCollection.current = traits }
        traitCollectionDidChange(previous)
        for window in windows { window.notifyTraitsChanged(ifChangedFrom: window.appearanceTraits) }
    }

    /// The root of the screen's layer tree: the visible windows' layers, back to front.
    /// Its frame is the screen's bounds.
    package let rootLayer = CALayer()

    /// The visible windows, back to front (stable by increasing `windowLevel`).
    package private(set) var windows: [UIWindow] = []

    /// The key window, if any.
    package internal(set) weak var keyWindow: UIWindow?

    /// Makes a screen of the given pixel size and scale (points = pixels / scale).
    package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, maximumFramesPerSecond: Int) {
        let validScale = Self.validated(scale)
        self.scale = validScale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        nativeBounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        bounds = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / validScale, height: CGFloat(pixelHeight) / validScale)
        super.init()
        rootLayer.frame = bounds
        rootLayer.contentsScale = validScale
    }

    /// Makes `screen` the one `UIScreen.main` returns.
    package static func setMain(_ screen: UIScreen) {
        current = screen
        UIGraphicsImageRendererFormat.noteMainScreenScale(screen.scale)
    }

    /// Adopts a new display mode: updates the bounds, the refresh rate and the root layer,
    /// resizes the windows that covered the whole screen, and moves every view to the new scale.
    package func updateMode(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, maximumFramesPerSecond: Int) {
        let oldBounds = bounds
        let validScale = Self.validated(scale)
        let scaleChanged = validScale != self.scale
        self.scale = validScale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        if self === UIScreen.current { UIGraphicsImageRendererFormat.noteMainScreenScale(validScale) }
        nativeBounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        bounds = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / validScale, height: CGFloat(pixelHeight) / validScale)
        // A display takes its new mode at once: the root layer (no view, so no delegate
        // to refuse actions) must not animate to its new size.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.frame = bounds
        rootLayer.contentsScale = validScale
        CATransaction.commit()
        for window in windows {
            if window.frame == oldBounds { window.frame = bounds }
            if scaleChanged { window.adoptScreenScale(validScale) }
        }
        if self === UIScreen.current { UIDevice.current.screenDidChangeMode() }
    }

    /// Shows `window`: its layer joins the root layer above the windows of the same or a
    /// lower level.
    func attach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        window.layer.removeFromSuperlayer()
        let index = windows.firstIndex { $0.windowLevel > window.windowLevel } ?? windows.count
        windows.insert(window, at: index)
        rootLayer.insertSublayer(window.layer, at: UInt32(index))
    }

    /// Hides `window`: its layer leaves the root layer, and it stops being key.
    func detach(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        windows.removeAll { $0 === window }
        window.layer.removeFromSuperlayer()
        if keyWindow === window {
            keyWindow = nil
            window.resignKey()
        }
    }

    private static func validated(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            viewLogger.warning("UIScreen: invalid scale \(scale), using 1")
            return 1
        }
        return scale
    }
}

extension UIScreen: UITraitEnvironment {}

extension UIScreen {
    /// Landscape when the screen is wider than tall: the panel is the device, so the
    /// orientation follows its shape (and its configured rotation).
    var interfaceOrientationFromBounds: UIInterfaceOrientation {
        bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}
