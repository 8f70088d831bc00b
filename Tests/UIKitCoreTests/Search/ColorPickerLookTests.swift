import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Screenshots of the colour picker's Spectrum and Sliders tabs and of a large-title bar
/// whose search bar has half collapsed under a scrolled list, light and dark at scale 2.
/// Tolerance: 2 levels per channel (text antialiasing differs by less across machines).
@Suite(.serialized)
@MainActor
struct ColorPickerLookTests {
    final class Root: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    private func suffix(_ style: UIUserInterfaceStyle) -> String { style == .dark ? "dark" : "light" }

    // The picker is made inside `change`, under the runtime's screen: a view made detached
    // under another runtime's screen keeps colours resolved for that screen's appearance
    // (docs/LIMITATIONS.md, "Detached views and the appearance").
    private func render(_ root: UIViewController, height: Int, style: UIUserInterfaceStyle,
                        after change: (VitrineRuntime) -> Void) throws -> PixelBuffer {
        let (runtime, window) = try ControllerScene.make(root: root, width: 390, height: height, scale: 2)
        window.overrideUserInterfaceStyle = style
        ControllerScene.settle(runtime)
        change(runtime)
        ControllerScene.settle(runtime)
        return runtime.renderScreen()!
    }

    // iOS 17's Spectrum tab: hues across, pale at the top and dark at the bottom, the
    // loupe on the selected colour; the opacity slider's checkerboard shows through a
    // colour that is not opaque.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theSpectrumTab(style: UIUserInterfaceStyle) throws {
        let root = Root()
        let pixels = try render(root, height: 700, style: style) { _ in
            let picker = UIColorPickerViewController()
            picker.selectedColor = ColorSpectrumView.color(at: CGPoint(x: 0.35, y: 0.4)).withAlphaComponent(0.6)
            root.present(picker, animated: false)
            picker.tabControl.selectedSegmentIndex = UIColorPickerViewController.Tab.spectrum.rawValue
            picker.view.setNeedsLayout()
        }
        expectMatchesReference(pixels, named: "color-picker-spectrum-\(suffix(style))")
    }

    // iOS 17's Sliders tab: RED, GREEN, BLUE with gradient tracks and 0-255 fields, and the
    // "Display P3 Hex Color #" field.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theSlidersTab(style: UIUserInterfaceStyle) throws {
        let root = Root()
        let pixels = try render(root, height: 700, style: style) { _ in
            let picker = UIColorPickerViewController()
            picker.selectedColor = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
            root.present(picker, animated: false)
            picker.tabControl.selectedSegmentIndex = UIColorPickerViewController.Tab.sliders.rawValue
            picker.view.setNeedsLayout()
        }
        expectMatchesReference(pixels, named: "color-picker-sliders-\(suffix(style))")
    }

    // A list scrolled 20 points under a large title: the search bar cut and fading.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aCollapsingSearchBar(style: UIUserInterfaceStyle) throws {
        let list = SearchBarScrollingTests.List(style: .plain)
        list.title = "Cities"
        list.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let pixels = try render(navigation, height: 320, style: style) { runtime in
            let table = list.tableView!
            table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top + 20)
            runtime.stepFrames(1)
        }
        expectMatchesReference(pixels, named: "navigation-search-collapsing-\(suffix(style))")
    }
}
