import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// Screenshots of the search bar, a navigation bar with a search controller, the colour
/// picker sheet and a colour well, against references in light and dark at scale 2.
/// Tolerance: 2 levels per channel (text antialiasing differs by less across machines).
@Suite(.serialized)
@MainActor
struct SearchLookTests {
    final class Content: UIViewController {
        let build: (UIView) -> Void
        init(title: String?, build: @escaping (UIView) -> Void = { _ in }) {
            self.build = build
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            build(view)
        }
    }

    private func suffix(_ style: UIUserInterfaceStyle) -> String { style == .dark ? "dark" : "light" }

    private func render(_ root: UIViewController, width: Int = 390, height: Int, style: UIUserInterfaceStyle,
                        after change: (VitrineRuntime) -> Void = { _ in }) throws -> PixelBuffer {
        let (runtime, window) = try ControllerScene.make(root: root, width: width, height: height, scale: 2)
        window.overrideUserInterfaceStyle = style
        ControllerScene.settle(runtime)
        change(runtime)
        ControllerScene.settle(runtime)
        return runtime.renderScreen()!
    }

    // An idle bar (placeholder), and one being edited: text, Cancel, the scope bar. The
    // keyboard is not in the picture: a hardware keyboard is attached.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func searchBars(style: UIUserInterfaceStyle) throws {
        let idle = UISearchBar(frame: CGRect(x: 0, y: 10, width: 390, height: 0))
        let editing = UISearchBar(frame: CGRect(x: 0, y: 86, width: 390, height: 0))
        let root = Content(title: nil) { view in
            idle.placeholder = "Search"
            idle.sizeToFit()
            view.addSubview(idle)
            editing.scopeButtonTitles = ["All", "Europe", "Asia", "Americas"]
            editing.showsScopeBar = true
            editing.showsCancelButton = true
            editing.text = "Par"
            editing.sizeToFit()
            view.addSubview(editing)
        }
        let pixels = try render(root, height: 200, style: style) { runtime in
            runtime.inject(InputEvent(.deviceAdded(InputDeviceInfo(id: 99, name: "keyboard", capabilities: .keyboard)),
                                      device: 99, timestamp: runtime.inputTimestamp))
            runtime.stepFrames(1)
            editing.becomeFirstResponder()
        }
        expectMatchesReference(pixels, named: "search-bars-\(suffix(style))")
    }

    // Search tokens in a bar: a chip with an icon and one without, before typed text.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func searchTokens(style: UIUserInterfaceStyle) throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 10, width: 390, height: 0))
        let root = Content(title: nil) { view in
            bar.searchTextField.tokens = [UISearchToken(icon: UIImage(systemName: "globe"), text: "Europe"),
                                          UISearchToken(icon: nil, text: "Cities")]
            bar.text = "Pa"
            bar.sizeToFit()
            view.addSubview(bar)
        }
        let pixels = try render(root, height: 76, style: style) { _ in }
        expectMatchesReference(pixels, named: "search-tokens-\(suffix(style))")
    }

    // A large title with the search bar under it, and the same search active: the title
    // row gone, Cancel and the scope bar shown, the content dimmed.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aNavigationBarWithASearchController(style: UIUserInterfaceStyle) throws {
        for active in [false, true] {
            let root = Content(title: "Cities") { view in
                let label = UILabel(frame: CGRect(x: 16, y: 260, width: 300, height: 24))
                label.text = "Amsterdam"
                view.addSubview(label)
            }
            let search = UISearchController(searchResultsController: nil)
            search.searchBar.scopeButtonTitles = ["All", "Europe", "Asia"]
            root.navigationItem.searchController = search
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            let pixels = try render(navigation, height: 320, style: style) { _ in
                if active { search.isActive = true }
            }
            expectMatchesReference(pixels, named: "navigation-search-\(active ? "active" : "idle")-\(suffix(style))")
        }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theColorPickerSheet(style: UIUserInterfaceStyle) throws {
        let root = Content(title: "Root")
        let picker = UIColorPickerViewController()
        picker.selectedColor = ColorGridPalette.color(row: 5, column: 1)
        let pixels = try render(root, height: 700, style: style) { _ in
            root.present(picker, animated: false)
        }
        expectMatchesReference(pixels, named: "color-picker-\(suffix(style))")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func colorWells(style: UIUserInterfaceStyle) throws {
        let root = Content(title: nil) { view in
            for (index, color) in [UIColor.systemBlue, .systemOrange, nil].enumerated() {
                let well = UIColorWell(frame: CGRect(x: 20 + 48 * index, y: 16, width: 28, height: 28))
                well.selectedColor = color
                view.addSubview(well)
            }
            let big = UIColorWell(frame: CGRect(x: 180, y: 6, width: 48, height: 48))
            big.selectedColor = .systemPink
            view.addSubview(big)
        }
        let pixels = try render(root, width: 260, height: 60, style: style)
        expectMatchesReference(pixels, named: "color-wells-\(suffix(style))")
    }
}
