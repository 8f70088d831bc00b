import Foundation

/// One event from an input device, in the display's terms.
///
/// Positions of touches and absolute pointers are normalized to the panel as scanned
/// out (0...1 on each axis, before the display's rotation; the device's calibration is
/// already applied). UIKit turns them into points of the screen the app sees.
public struct InputEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A finger touched down in multitouch slot `slot`. `majorRadius` is in panel
        /// pixels when the device reports contact size.
        case touchDown(slot: Int, x: Double, y: Double, majorRadius: Double?)
        case touchMotion(slot: Int, x: Double, y: Double, majorRadius: Double?)
        case touchUp(slot: Int)
        /// The device gave up on the touch (palm, kernel reset).
        case touchCancel(slot: Int)
        /// Ends a group of touch changes that happened at once.
        case touchFrame
        /// A mouse or touchpad moved by `dx`, `dy` panel pixels.
        case pointerMotion(dx: Double, dy: Double)
        /// An absolute pointer (tablet, virtual machine mouse) moved to a normalized position.
        case pointerMotionAbsolute(x: Double, y: Double)
        /// A pointer button went down or up.
        case pointerButton(button: PointerButton, isPressed: Bool)
        /// A wheel turned or fingers scrolled on a touchpad, by `dx`, `dy` points of content:
        /// positive moves towards the content's end (a wheel turned towards the user).
        case pointerScroll(dx: Double, dy: Double)
        /// The fingers left the touchpad after scrolling (libinput's scroll stop): the content
        /// may glide on, as after a fling.
        case pointerScrollStopped
        case key(InputKey)
        case deviceAdded(InputDeviceInfo)
        /// The device is gone; its touches and pressed keys end as cancelled.
        case deviceRemoved(InputDeviceInfo)
    }

    public var kind: Kind
    /// The device the event came from (see `InputDeviceInfo.id`).
    public var device: Int
    /// When the device reported it, in seconds of CLOCK_MONOTONIC (the display's clock).
    public var timestamp: TimeInterval

    public init(_ kind: Kind, device: Int, timestamp: TimeInterval) {
        self.kind = kind
        self.device = device
        self.timestamp = timestamp
    }
}
