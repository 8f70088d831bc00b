import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UIColorPickerViewController's tabs (Grid, Spectrum, Sliders), its eyedropper and the
/// order of its delegate calls while a finger drags, as on iOS 17.
@Suite(.serialized)
@MainActor
struct UIColorPickerViewControllerTests {
    final class Host: UIViewController {
        let red = UIView(frame: CGRect(x: 40, y: 300, width: 120, height: 120))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            view.addSubview(red)
        }
    }

    /// Records each delegate call with the picker's `selectedColor` at the time.
    final class Listener: UIColorPickerViewControllerDelegate {
        var calls: [(continuously: Bool, color: UIColor, selected: UIColor)] = []
        var finished = 0
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            calls.append((continuously, color, viewController.selectedColor))
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
    }

    private func present(_ picker: UIColorPickerViewController) throws -> (VitrineRuntime, Host) {
        let host = Host()
        let (runtime, _) = try ControllerScene.make(root: host, width: 390, height: 844)
        ControllerScene.settle(runtime)
        host.present(picker, animated: false)
        ControllerScene.settle(runtime)
        return (runtime, host)
    }

    private func drag(_ runtime: VitrineRuntime, from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        runtime.touchDown(at: start)
        runtime.stepFrames(1)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            runtime.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(2)
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func select(_ tab: UIColorPickerViewController.Tab, in picker: UIColorPickerViewController, _ runtime: VitrineRuntime) {
        let control = picker.tabControl
        let width = control.bounds.width / CGFloat(control.numberOfSegments)
        runtime.tap(at: control.convert(CGPoint(x: width * (CGFloat(tab.rawValue) + 0.5), y: control.bounds.midY), to: nil))
        ControllerScene.settle(runtime)
    }

    /// The colour's red, green, blue and alpha, each rounded to 1/255.
    private func bytes(_ color: UIColor) -> [Int] {
        let (red, green, blue, alpha) = ColorGridPalette.components(color)
        return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
    }

    // iOS 17's picker: a segmented control with Grid, Spectrum and Sliders, each tab in
    // the same place; the Grid shows first.
    @Test func theSegmentedControlSwitchesTabs() throws {
        let picker = UIColorPickerViewController()
        let (runtime, _) = try present(picker)
        let control = picker.tabControl
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Grid", "Spectrum", "Sliders"])
        #expect(picker.tab == .grid && !picker.grid.isHidden && picker.spectrum.isHidden && picker.sliders.isHidden)
        select(.spectrum, in: picker, runtime)
        #expect(picker.tab == .spectrum && picker.grid.isHidden && !picker.spectrum.isHidden)
        #expect(picker.spectrum.frame == picker.grid.frame)
        select(.sliders, in: picker, runtime)
        #expect(picker.tab == .sliders && !picker.sliders.isHidden && picker.spectrum.isHidden)
    }

    // colorPickerViewController(_:didSelect:continuously:): "A continuous selection is
    // always followed by a noncontinuous one when the user finishes the gesture." The
    // picker's selectedColor is the new colour when the delegate hears it.
    @Test func draggingTheSpectrumLoupeReportsContinuouslyThenOnce() throws {
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        let (runtime, _) = try present(picker)
        select(.spectrum, in: picker, runtime)
        let field = picker.spectrum
        let start = field.convert(CGPoint(x: field.bounds.width * 0.2, y: field.bounds.height * 0.5), to: nil)
        let end = field.convert(CGPoint(x: field.bounds.width * 0.6, y: field.bounds.height * 0.7), to: nil)
        runtime.touchDown(at: start)
        runtime.stepFrames(1)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            runtime.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            runtime.stepFrames(1)
        }
        // The loupe grows under the finger while it drags.
        runtime.stepFrames(20)
        #expect(field.loupe.bounds.width == ColorSpectrumView.draggedLoupeSide)
        runtime.touchUp()
        runtime.stepFrames(20)
        #expect(field.loupe.bounds.width == ColorSpectrumView.loupeSide)
        let flags = listener.calls.map(\.continuously)
        #expect(flags.count >= 3)
        #expect(flags.dropLast().allSatisfy { $0 })
        #expect(flags.last == false)
        #expect(listener.calls.allSatisfy { bytes($0.color) == bytes($0.selected) })
        let last = try #require(listener.calls.last)
        #expect(bytes(last.color) == bytes(ColorSpectrumView.color(at: CGPoint(x: 0.6, y: 0.7))))
        #expect(bytes(picker.selectedColor) == bytes(last.color))
        // Not a grid colour: no swatch is ringed.
        #expect(picker.grid.selectedCell == nil)
    }

    // The Grid tab: a finger dragged over the swatches picks each one continuously.
    @Test func draggingOverTheGridReportsContinuouslyThenOnce() throws {
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        let (runtime, _) = try present(picker)
        let grid = picker.grid
        let side = grid.cellSide
        drag(runtime, from: grid.convert(CGPoint(x: side * 1.5, y: side * 4.5), to: nil),
             to: grid.convert(CGPoint(x: side * 6.5, y: side * 4.5), to: nil))
        let flags = listener.calls.map(\.continuously)
        #expect(flags.count >= 2)
        #expect(flags.dropLast().allSatisfy { $0 } && flags.last == false)
        #expect(grid.selectedCell ?? (-1, -1) == (4, 6))
        #expect(picker.selectedColor == ColorGridPalette.color(row: 4, column: 6))
    }

    // The Sliders tab: RED, GREEN and BLUE 0-255 and the hex code under "Display P3 Hex
    // Color #"; a slider dragged reports continuously, a code typed reports once.
    @Test func theSlidersTab() throws {
        let picker = UIColorPickerViewController()
        picker.selectedColor = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
        let listener = Listener()
        picker.delegate = listener
        let (runtime, _) = try present(picker)
        select(.sliders, in: picker, runtime)
        let sliders = picker.sliders
        #expect(sliders.hexLabel.text == "Display P3 Hex Color #")
        #expect(sliders.hexField.text == "FF9500")
        #expect(sliders.fields.map(\.text) == ["255", "149", "0"])
        let red = sliders.sliders[0]
        drag(runtime, from: red.convert(CGPoint(x: red.bounds.maxX - 18, y: red.bounds.midY), to: nil),
             to: red.convert(CGPoint(x: red.bounds.midX, y: red.bounds.midY), to: nil))
        let flags = listener.calls.map(\.continuously)
        #expect(flags.count >= 2 && flags.dropLast().allSatisfy { $0 } && flags.last == false)
        let dragged = bytes(picker.selectedColor)
        #expect(dragged[0] > 100 && dragged[0] < 160 && dragged[1] == 149 && dragged[2] == 0)
        #expect(sliders.fields[0].text == "\(dragged[0])")
        #expect(sliders.hexField.text == String(format: "%02X9500", dragged[0]))
        listener.calls.removeAll()
        #expect(sliders.hexField.becomeFirstResponder())
        sliders.hexField.text = "#34c759"
        #expect(sliders.hexField.resignFirstResponder())
        #expect(listener.calls.map(\.continuously) == [false])
        #expect(bytes(picker.selectedColor) == [0x34, 0xC7, 0x59, 255])
        #expect(sliders.hexField.text == "34C759")
        // A code that is not one is refused (logged) and the field shows the colour again.
        listener.calls.removeAll()
        sliders.hexField.becomeFirstResponder()
        sliders.hexField.text = "green"
        sliders.hexField.resignFirstResponder()
        #expect(listener.calls.isEmpty)
        #expect(sliders.hexField.text == "34C759")
    }

    // supportsAlpha: the opacity slider sets the alpha, continuously while dragged.
    @Test func theOpacitySlider() throws {
        let picker = UIColorPickerViewController()
        picker.selectedColor = .black
        let listener = Listener()
        picker.delegate = listener
        let (runtime, _) = try present(picker)
        let slider = picker.opacitySlider
        #expect(!slider.isHidden && slider.value == 1)
        drag(runtime, from: slider.convert(CGPoint(x: slider.bounds.maxX - 18, y: slider.bounds.midY), to: nil),
             to: slider.convert(CGPoint(x: slider.bounds.midX, y: slider.bounds.midY), to: nil))
        #expect(listener.calls.last?.continuously == false)
        let alpha = bytes(picker.selectedColor)[3]
        #expect(alpha > 100 && alpha < 160)
        // A swatch picked keeps the opacity.
        runtime.tap(at: picker.grid.convert(CGPoint(x: picker.grid.cellSide * 3.5, y: picker.grid.cellSide * 5.5), to: nil))
        runtime.stepFrames(1)
        #expect(bytes(picker.selectedColor)[3] == alpha)
    }

    // supportsEyedropper (iOS 17): "A Boolean value that enables the eyedropper"; the
    // eyedropper picks a colour from the screen behind the sheet.
    @Test func theEyedropperPicksFromTheScreen() throws {
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        let (runtime, host) = try present(picker)
        #expect(!picker.eyedropperButton.isHidden)
        runtime.tap(at: center(of: picker.eyedropperButton))
        ControllerScene.settle(runtime)
        let overlay = try #require(picker.eyedropper)
        #expect(overlay.window != nil)
        // The loupe samples the captured screen in place; points off it (a gesture's
        // location can be anything) are nothing, not a trap.
        let sampled = try #require(overlay.color(at: host.red.convert(CGPoint(x: 60, y: 60), to: overlay)))
        #expect(bytes(sampled) == [255, 0, 0, 255])
        for point in [CGPoint(x: CGFloat.infinity, y: 10), CGPoint(x: 10, y: CGFloat.nan), CGPoint(x: 1e300, y: 10),
                      CGPoint(x: -1, y: 10), CGPoint(x: 10, y: overlay.bounds.height)] {
            #expect(overlay.color(at: point) == nil, "\(point)")
        }
        runtime.tap(at: center(of: host.red))
        ControllerScene.settle(runtime)
        #expect(picker.eyedropper == nil && overlay.superview == nil)
        #expect(bytes(picker.selectedColor) == [255, 0, 0, 255])
        #expect(listener.calls.map(\.continuously) == [false])
        #expect(host.presentedViewController === picker)
        picker.supportsEyedropper = false
        picker.view.layoutIfNeeded()
        #expect(picker.eyedropperButton.isHidden)
    }
}
