import Foundation

/// The system font picker (iOS 13): a sheet titled "Fonts" with Cancel and a search field
/// over the installed font families (fontconfig's, as `UIFont.familyNames` lists them), each
/// name drawn in its own font, the selected one checked. A tap selects a family (or a face,
/// with `includeFaces`) and tells the delegate; the picker stays until the app dismisses it.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// What the picker lists; fixed when it is made.
    public let configuration: Configuration
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked, or the one to show checked; nil before any.
    open var selectedFontDescriptor: UIFontDescriptor? {
        didSet { list.selectedName = selectedFontDescriptor.map(Self.name(of:)) }
    }

    private let list = FontListController()
    private lazy var navigation = UINavigationController(rootViewController: list)

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        list.entries = Self.entries(for: configuration)
        list.drawsInOwnFonts = !configuration.displayUsingSystemFont
        list.onPick = { [weak self] entry in self?.pick(entry) }
        list.onCancel = { [weak self] in
            guard let self else { return }
            delegate?.fontPickerViewControllerDidCancel(self)
        }
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    private func pick(_ entry: FontListController.Entry) {
        selectedFontDescriptor = entry.fontName.map { UIFontDescriptor(name: $0, size: 0) }
            ?? UIFontDescriptor(fontAttributes: [.family: entry.family])
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// fontconfig's generic names (aliases of real families) and the icon font SF Symbols are
    /// drawn from, which are not fonts to write in.
    private static let hiddenFamilies: Set<String> = ["sans", "sans-serif", "serif", "monospace", "system-ui", "cursive",
                                                      "fantasy", "emoji", "math", SymbolCatalog.fontFamily.lowercased()]

    /// The families (and faces) the configuration lets through, sorted as iOS sorts them.
    static func entries(for configuration: Configuration) -> [FontListController.Entry] {
        var entries: [FontListController.Entry] = []
        let families = UIFont.familyNames.filter { !hiddenFamilies.contains($0.lowercased()) }
        for family in families.sorted(by: { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }) {
            if !configuration.filteredTraits.isEmpty {
                let traits = UIFontDescriptor(fontAttributes: [.family: family]).symbolicTraits
                guard traits.isSuperset(of: configuration.filteredTraits) else { continue }
            }
            entries.append(.init(family: family, fontName: nil))
            if configuration.includeFaces {
                for name in UIFont.fontNames(forFamilyName: family) {
                    entries.append(.init(family: family, fontName: name))
                }
            }
        }
        return entries
    }

    /// The family, or the font's name, a descriptor the picker made (or was given) stands for.
    private static func name(of descriptor: UIFontDescriptor) -> String {
        (descriptor.object(forKey: .name) as? String) ?? (descriptor.object(forKey: .family) as? String) ?? descriptor.postscriptName
    }
}
