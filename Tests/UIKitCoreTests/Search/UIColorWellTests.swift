import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UIColorWell and UIColorPickerViewController as on iOS 17: a tap on the well presents
/// the picker as a sheet; a swatch picked there becomes the well's colour with
/// `.valueChanged`; the picker's delegate hears each pick and the close.
@Suite(.serialized)
@MainActor
struct UIColorWellTests {
    final class Host: UIViewController {
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            view.addSubview(well)
        }
    }

    final class PickerListener: UIColorPickerViewControllerDelegate {
        var log: [String] = []
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            log.append("didSelect continuously: \(continuously)")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { log.append("didFinish") }
    }

    /// A delegate written for iOS 14, with the method deprecated in iOS 15 only.
    final class OldListener: UIColorPickerViewControllerDelegate {
        var selections = 0
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { selections += 1 }
    }

    private func gridView(in picker: UIColorPickerViewController) throws -> ColorSwatchGridView {
        try #require(picker.view.subviews.lazy.compactMap { $0 as? ColorSwatchGridView }.first)
    }

    /// The centre of grid cell `row`, `column` on screen.
    private func center(ofRow row: Int, column: Int, in grid: ColorSwatchGridView) -> CGPoint {
        let side = grid.cellSide
        return grid.convert(CGPoint(x: (CGFloat(column) + 0.5) * side, y: (CGFloat(row) + 0.5) * side), to: nil)
    }

    // UIColorWell: "tapping the well presents a color picker"; selectedColor: "the
    // selected color in the color picker"; the well sends valueChanged when it changes.
    @Test func pickingASwatchInTheWellsPicker() throws {
        let host = Host()
        let (runtime, _) = try ControllerScene.make(root: host, width: 390, height: 844)
        ControllerScene.settle(runtime)
        host.well.selectedColor = .systemTeal
        host.well.supportsAlpha = false
        host.well.title = "Marker"
        var changes: [UIColor?] = []
        host.well.addAction(UIAction { _ in changes.append(host.well.selectedColor) }, for: .valueChanged)
        runtime.tap(at: CGPoint(x: 114, y: 114))
        ControllerScene.settle(runtime)
        let picker = try #require(host.presentedViewController as? UIColorPickerViewController)
        #expect(!picker.supportsAlpha)
        #expect(picker.title == "Marker")
        #expect(changes.isEmpty)
        let grid = try gridView(in: picker)
        runtime.tap(at: center(ofRow: 4, column: 6, in: grid))
        runtime.stepFrames(1)
        let expected = ColorGridPalette.color(row: 4, column: 6)
        #expect(changes.count == 1)
        #expect(host.well.selectedColor == expected)
        #expect(picker.selectedColor == expected)
        #expect(grid.selectedCell ?? (-1, -1) == (4, 6))
    }

    // UIColorPickerViewControllerDelegate: colorPickerViewController(_:didSelect:continuously:)
    // for each pick, colorPickerViewControllerDidFinish(_:) when the picker is dismissed.
    @Test func thePickersDelegate() throws {
        let host = Host()
        let (runtime, _) = try ControllerScene.make(root: host, width: 390, height: 844)
        ControllerScene.settle(runtime)
        let picker = UIColorPickerViewController()
        #expect(picker.selectedColor == .white)
        #expect(picker.supportsAlpha)
        let listener = PickerListener()
        picker.delegate = listener
        host.present(picker, animated: false)
        ControllerScene.settle(runtime)
        let grid = try gridView(in: picker)
        // White is the grid's first swatch: it is ringed.
        #expect(grid.selectedCell ?? (-1, -1) == (0, 0))
        runtime.tap(at: center(ofRow: 2, column: 1, in: grid))
        runtime.stepFrames(1)
        #expect(listener.log == ["didSelect continuously: false"])
        picker.selectedColor = .black
        #expect(listener.log.count == 1)
        let close = picker.closeButton
        runtime.tap(at: close.convert(CGPoint(x: 15, y: 15), to: nil))
        ControllerScene.settle(runtime)
        #expect(host.presentedViewController == nil)
        #expect(listener.log == ["didSelect continuously: false", "didFinish"])
    }

    // colorPickerViewControllerDidSelectColor(_:) (iOS 14) is called for delegates that
    // do not implement the iOS 15 method.
    @Test func anIOS14Delegate() throws {
        let host = Host()
        let (runtime, _) = try ControllerScene.make(root: host, width: 390, height: 844)
        ControllerScene.settle(runtime)
        let picker = UIColorPickerViewController()
        let listener = OldListener()
        picker.delegate = listener
        host.present(picker, animated: false)
        ControllerScene.settle(runtime)
        runtime.tap(at: center(ofRow: 5, column: 3, in: try gridView(in: picker)))
        runtime.stepFrames(1)
        #expect(listener.selections == 1)
    }

    // supportsAlpha: "A Boolean value that enables alpha value control"; without it the
    // picked colour is opaque.
    @Test func opacity() throws {
        let host = Host()
        let (runtime, _) = try ControllerScene.make(root: host, width: 390, height: 844)
        ControllerScene.settle(runtime)
        let picker = UIColorPickerViewController()
        picker.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        host.present(picker, animated: false)
        ControllerScene.settle(runtime)
        let slider = picker.opacitySlider
        #expect(!slider.isHidden)
        #expect(abs(slider.value - 0.5) < 0.001)
        picker.supportsAlpha = false
        picker.view.layoutIfNeeded()
        #expect(slider.isHidden)
        runtime.tap(at: center(ofRow: 5, column: 3, in: try gridView(in: picker)))
        runtime.stepFrames(1)
        var alpha: CGFloat = 0
        _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha == 1)
    }
}
