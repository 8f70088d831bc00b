import Testing
import VitrinePlatform
@testable import LibInputBackend

/// libinput reports buttons by evdev code (linux/input-event-codes.h); UIKit sees which
/// button it is.
struct PointerButtonTests {
    @Test func evdevCodesNameTheButtons() {
        #expect(PointerButton(evdevCode: 0x110) == .primary)
        #expect(PointerButton(evdevCode: 0x111) == .secondary)
        #expect(PointerButton(evdevCode: 0x112) == .middle)
        #expect(PointerButton(evdevCode: 0x113) == .other(0x113))
    }
}
