import Foundation
import VitrinePlatform

/// The mouse cursor: a small round layer above every window, at the pointer's position.
///
/// Kiosks are touch devices, so by default (`.automatic`, `VITRINE_CURSOR=auto`) it shows
/// only while a pointing device (mouse, touchpad) is plugged in.
@MainActor
final class PointerCursor {
    private static let diameter: CGFloat = 14
    private let layer = CALayer()
    private let screen: UIScreen

    var visibility = VitrineRuntime.CursorVisibility.automatic
    /// The cursor's position, in screen points.
    private(set) var location: CGPoint

    init(screen: UIScreen) {
        self.screen = screen
        location = CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
        layer.bounds = CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
        layer.cornerRadius = Self.diameter / 2
        layer.backgroundColor = UIColor.white.cgColor
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1.5
        layer.isHidden = true
    }

    /// Whether the cursor is on screen now.
    var isVisible: Bool { !layer.isHidden && layer.superlayer != nil }

    /// Moves the cursor to `point`, kept inside the screen.
    func move(to point: CGPoint) {
        let bounds = screen.bounds
        location = CGPoint(x: min(max(point.x, bounds.minX), bounds.maxX),
                           y: min(max(point.y, bounds.minY), bounds.maxY))
        withoutAnimation { layer.position = location }
    }

    /// Shows or hides the cursor for the devices present now.
    func update(devices: some Collection<InputDeviceInfo>) {
        let shown = switch visibility {
        case .show: true
        case .hide: false
        case .automatic: devices.contains { $0.capabilities.contains(.pointer) }
        }
        withoutAnimation {
            // Last among the root's sublayers: windows are inserted below it.
            if layer.superlayer !== screen.rootLayer { screen.rootLayer.addSublayer(layer) }
            layer.position = location
            layer.isHidden = !shown
        }
    }

    /// A cursor follows the hand at once.
    private func withoutAnimation(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
