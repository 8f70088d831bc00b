import Testing
import VitrinePlatform
@testable import WindowDisplay

struct PointerTouchEmulationTests {
    @Test("the mouse is one finger: down, moved while pressed, up; motion unpressed is nothing")
    func singleFinger() {
        var mouse = PointerTouchEmulation()
        #expect(mouse.move(x: 0.1, y: 0.1).isEmpty)
        #expect(mouse.press(x: 0.2, y: 0.3, mirrored: false) == [.touchDown(slot: 0, x: 0.2, y: 0.3, majorRadius: nil), .touchFrame])
        #expect(mouse.press(x: 0.2, y: 0.3, mirrored: false).isEmpty)
        #expect(mouse.move(x: 0.4, y: 0.5) == [.touchMotion(slot: 0, x: 0.4, y: 0.5, majorRadius: nil), .touchFrame])
        #expect(mouse.release() == [.touchUp(slot: 0), .touchFrame])
        #expect(mouse.release().isEmpty)
    }

    @Test("with Alt the second finger mirrors the first about the centre")
    func mirroredFinger() {
        var mouse = PointerTouchEmulation()
        #expect(mouse.press(x: 0.25, y: 0.5, mirrored: true) == [
            .touchDown(slot: 0, x: 0.25, y: 0.5, majorRadius: nil), .touchDown(slot: 1, x: 0.75, y: 0.5, majorRadius: nil), .touchFrame])
        #expect(mouse.move(x: 0, y: 0) == [
            .touchMotion(slot: 0, x: 0, y: 0, majorRadius: nil), .touchMotion(slot: 1, x: 1, y: 1, majorRadius: nil), .touchFrame])
        #expect(mouse.release() == [.touchUp(slot: 0), .touchUp(slot: 1), .touchFrame])
    }
}
