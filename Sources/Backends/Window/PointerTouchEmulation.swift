import VitrinePlatform

/// The mouse as fingers: pressing the left button puts a finger down where the pointer
/// is, dragging moves it, releasing lifts it. With Alt held at the press a second finger
/// goes down mirrored about the window's centre and moves mirrored, so a drag pinches
/// and rotates. Positions are normalized to the window (0...1).
struct PointerTouchEmulation {
    /// The slots of the two fingers; touchscreen fingers take the slots after them.
    static let primarySlot = 0
    static let mirroredSlot = 1

    private(set) var isPressed = false
    private(set) var isMirrored = false

    mutating func press(x: Double, y: Double, mirrored: Bool) -> [InputEvent.Kind] {
        guard !isPressed else { return [] }
        isPressed = true
        isMirrored = mirrored
        var kinds: [InputEvent.Kind] = [.touchDown(slot: Self.primarySlot, x: x, y: y, majorRadius: nil)]
        if mirrored { kinds.append(.touchDown(slot: Self.mirroredSlot, x: 1 - x, y: 1 - y, majorRadius: nil)) }
        return kinds + [.touchFrame]
    }

    mutating func move(x: Double, y: Double) -> [InputEvent.Kind] {
        guard isPressed else { return [] }
        var kinds: [InputEvent.Kind] = [.touchMotion(slot: Self.primarySlot, x: x, y: y, majorRadius: nil)]
        if isMirrored { kinds.append(.touchMotion(slot: Self.mirroredSlot, x: 1 - x, y: 1 - y, majorRadius: nil)) }
        return kinds + [.touchFrame]
    }

    mutating func release() -> [InputEvent.Kind] {
        guard isPressed else { return [] }
        isPressed = false
        var kinds: [InputEvent.Kind] = [.touchUp(slot: Self.primarySlot)]
        if isMirrored { kinds.append(.touchUp(slot: Self.mirroredSlot)) }
        isMirrored = false
        return kinds + [.touchFrame]
    }
}
