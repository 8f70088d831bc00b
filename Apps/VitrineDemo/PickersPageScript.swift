import DemoScenes
import Foundation
import UIKit

/// What the tour does on the pickers page: the drink wheel dragged up two rows (it comes
/// to rest on "Flat White"), then a tap on the compact date picker's date, so that the
/// picture shows its calendar panel open.
@MainActor
enum PickersPageScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: PickersPage) -> [Step] {
        let wheel = page.orderPicker.convert(CGPoint(x: 90, y: 150), to: nil)
        // 10 points start the pan, 64 more turn the wheel two rows; the finger rests, then lifts.
        let drag: [Step] = [{ $0.touchDown(at: wheel) }] + (1...8).map { step in
            { $0.touchMove(to: CGPoint(x: wheel.x, y: wheel.y - 74 * CGFloat(step) / 8)) }
        } + Array(repeating: { _ in }, count: 10) + [{ $0.touchUp() }]
        let settle: [Step] = Array(repeating: { _ in }, count: 40)
        let compact = page.compactDatePicker
        let date = compact.convert(CGPoint(x: 40, y: compact.bounds.midY), to: nil)
        return drag + settle + [{ $0.touchDown(at: date) }, { $0.touchUp() }] + settle
    }
}
