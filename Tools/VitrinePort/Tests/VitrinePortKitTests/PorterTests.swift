import Foundation
import Testing
import SwiftParser
@testable import VitrinePortKit

/// The planned package, the report, rewriting only what changed, and the command's exit codes.
@Suite struct PorterTests {
    func plan(_ project: URL = Fixtures.sampleApp, configure: (inout PortOptions) -> Void = { _ in }) throws -> Porter.Plan {
        var options = PortOptions(project: project, vitrinePath: Fixtures.vitrine)
        configure(&options)
        return try Porter(options: options).plan()
    }

    @Test func sampleAppPlan() throws {
        let plan = try plan()
        #expect(!plan.hasErrors)
        // The launch screen left out; NSLocalizedString looking in the module's bundle;
        // `init()` on the scene delegate's metatype value.
        #expect(plan.findings.map(\.severity) == [.note, .note, .note])
        guard case .text(let scene) = plan.files["Sources/SampleApp/SceneDelegate.swift"] else {
            Issue.record("SceneDelegate.swift not carried over")
            return
        }
        #expect(scene.contains("UINavigationController(rootViewController: rootViewControllerType.vitrineInit())"))
        guard case .text(let counter) = plan.files["Sources/SampleApp/CounterViewController.swift"] else {
            Issue.record("CounterViewController.swift not carried over")
            return
        }
        #expect(counter.contains(#"NSLocalizedString("reset", bundle: .module, comment: "")"#))
        let paths = Set(plan.files.keys)
        for path in ["Package.swift", "Sources/SampleApp/AppDelegate.swift", "Sources/SampleApp/Views/StepperView.swift",
                     "Sources/SampleApp/VitrinePort/ApplicationEntry.swift", "Sources/SampleApp/VitrinePort/GeneratedAssetSymbols.swift",
                     "Sources/SampleApp/Resources/Assets.xcassets/Logo.imageset/logo.png",
                     "Sources/SampleApp/Resources/en.lproj/Localizable.strings",
                     "Sources/SampleAppMain/main.swift", "Sources/SampleAppMain/AppInfo/Info.plist"] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(!paths.contains { $0.hasSuffix(".storyboard") })
        guard case .text(let manifest) = plan.files["Package.swift"], case .text(let entry) = plan.files["Sources/SampleApp/VitrinePort/ApplicationEntry.swift"],
              case .text(let plist) = plan.files["Sources/SampleAppMain/AppInfo/Info.plist"] else {
            Issue.record("generated files missing")
            return
        }
        #expect(manifest.contains(".package(path: \"\(Fixtures.vitrine.standardizedFileURL.path)\")"))
        #expect(manifest.contains(#".package(url: "https://github.com/apple/swift-log", from: "1.6.0")"#))
        #expect(manifest.contains(#".product(name: "Logging", package: "swift-log")"#))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(manifest.contains(#".copy("Resources/Assets.xcassets")"#))
        #expect(manifest.contains(#"resources: [.copy("AppInfo")]"#))
        #expect(entry.contains("NSStringFromClass(AppDelegate.self)"))
        // Xcode substitutes build settings into Info.plist; so does the port (plist-contract).
        #expect(plist.contains("<string>SampleApp.SceneDelegate</string>"))
        #expect(plist.contains("<string>org.vitrine.SampleApp</string>"))
    }

    @Test func assetSymbolsFollowXcode() throws {
        #expect(AssetSymbols.symbolName(for: "BackgroundDay", isColor: true) == "backgroundDay")
        #expect(AssetSymbols.symbolName(for: "AccentColor", isColor: true) == "accent")
        #expect(AssetSymbols.symbolName(for: "HeroImage", isColor: false) == "hero")
        #expect(AssetSymbols.symbolName(for: "hero-banner", isColor: false) == "heroBanner")
        #expect(AssetSymbols.symbolName(for: "URLIcon", isColor: false) == "urlIcon")
        #expect(AssetSymbols.symbolName(for: "Icons/tab_home", isColor: false) == "iconsTabHome")
        #expect(AssetSymbols.symbolName(for: "2up", isColor: false) == "_2up")
        #expect(AssetSymbols.symbolName(for: "default", isColor: false) == "`default`")
        let source = AssetSymbols.source(for: [.init(name: "red", isColor: true), .init(name: "Brand", isColor: true)],
                                         withExtensions: true, declaredByApp: ["UIColor": ["brand"]])!
        #expect(source.contains("static let red = ColorResource(name: \"red\""))
        // UIKit's own `UIColor.red` and the app's own `UIColor.brand` are not declared again.
        #expect(!source.contains("static var red: UIColor"))
        #expect(!source.contains("static var brand: UIColor"))
    }

    @Test func storyboardsAndMissingFrameworksStopThePort() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("<document/>", to: folder.appendingPathComponent("Main.storyboard"))
        try Fixtures.write("import MapKit\nimport UIKit\nfinal class Map {\n    let board = UIStoryboard(name: \"Main\", bundle: nil)\n}\n",
                           to: folder.appendingPathComponent("Map.swift"))
        let stopped = try plan(folder)
        #expect(stopped.findings.filter { $0.severity == .error }.map(\.file).sorted() == ["Main.storyboard", "Map.swift"])
        let fixed = try plan(folder) { options in
            options.stubs = ["MapKit"]
            options.excludes = ["Main.storyboard"]
        }
        #expect(!fixed.hasErrors)
        #expect(fixed.files["Sources/MapKit/MapKit.swift"] != nil)
    }

    /// WebKit and SafariServices get stand-ins whose views say that web content is not
    /// available (logging through swift-log, which the package then depends on); other
    /// stubs stay empty modules.
    @Test func webFrameworksGetStandIns() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("import UIKit\nimport WebKit\nimport SafariServices\nimport MapKit\nfinal class Help: UIViewController {\n    let web = WKWebView()\n}\n",
                           to: folder.appendingPathComponent("Help.swift"))
        let stopped = try plan(folder)
        #expect(stopped.findings.filter { $0.severity == .error && $0.message.contains("a stand-in whose views show no web content") }.count == 2)
        let plan = try plan(folder) { $0.stubs = ["WebKit", "SafariServices", "MapKit"] }
        #expect(!plan.hasErrors)
        guard case .text(let webKit) = plan.files["Sources/WebKit/WebKit.swift"],
              case .text(let safari) = plan.files["Sources/SafariServices/SafariServices.swift"],
              case .text(let mapKit) = plan.files["Sources/MapKit/MapKit.swift"],
              case .text(let manifest) = plan.files["Package.swift"] else {
            Issue.record("stub modules or manifest missing")
            return
        }
        #expect(webKit.contains("open class WKWebView: UIView {") && webKit.contains("@MainActor public protocol WKNavigationDelegate"))
        #expect(safari.contains("open class SFSafariViewController: UIViewController {"))
        #expect(mapKit == StandIns.emptyModule("MapKit"))
        #expect(manifest.contains(#".package(url: "https://github.com/apple/swift-log", from: "1.6.0")"#))
        #expect(manifest.contains(#".product(name: "Logging", package: "swift-log")],\#n                path: "Sources/WebKit")"#))
        #expect(manifest.contains(#".target(name: "MapKit", path: "Sources/MapKit")"#))
    }

    /// `--stub os` (or OSLog) writes a working stand-in: Logger and os_log through
    /// swift-log, signposts that do nothing, unfair locks; a file that uses the lock or
    /// os_log with only Foundation imported (Darwin brings them on Apple's platforms) gets
    /// `import os` before its first import.
    @Test func osGetsAStandInAndFilesUsingItsLockImportIt() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("import os\nlet log = Logger(subsystem: \"app\", category: \"ui\")\n",
                           to: folder.appendingPathComponent("Log.swift"))
        try Fixtures.write("// A lock.\n\nimport Foundation\nfinal class Lock {\n    var lock = os_unfair_lock()\n}\n",
                           to: folder.appendingPathComponent("Lock.swift"))
        let stopped = try plan(folder)
        #expect(stopped.findings.contains { $0.severity == .error && $0.message.contains("a stand-in that logs through swift-log") })
        let plan = try plan(folder) { $0.stubs = ["os"] }
        #expect(!plan.hasErrors)
        guard case .text(let os) = plan.files["Sources/os/os.swift"],
              let lockFile = plan.files.first(where: { $0.key.hasSuffix("/Lock.swift") }), case .text(let lock) = lockFile.value,
              let logFile = plan.files.first(where: { $0.key.hasSuffix("/Log.swift") }), case .text(let log) = logFile.value,
              case .text(let manifest) = plan.files["Package.swift"] else {
            Issue.record("the stand-in, the ported files or the manifest are missing")
            return
        }
        #expect(os.contains("public struct Logger: Sendable {") && os.contains("public struct OSSignposter: Sendable {")
                && os.contains("public func os_unfair_lock_lock("))
        #expect(lock.hasPrefix("// A lock.\n\nimport os\nimport Foundation\n"))
        #expect(log.hasPrefix("import os\nlet log"))
        #expect(manifest.contains(#".package(url: "https://github.com/apple/swift-log", from: "1.6.0")"#))
    }

    /// Xcode's template keeps Main.storyboard in apps that make their UI in code: one that
    /// neither Info.plist (UIMainStoryboardFile, UISceneStoryboardFile) nor the code names is
    /// left out with a warning; a xib is named by a class of the same name too.
    @Test func unusedInterfaceFilesAreLeftOut() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("<document/>", to: folder.appendingPathComponent("Main.storyboard"))
        try Fixtures.write("<document/>", to: folder.appendingPathComponent("Unused.xib"))
        try Fixtures.write("<document/>", to: folder.appendingPathComponent("ProfileViewController.xib"))
        try Fixtures.write("import UIKit\nclass ProfileViewController: UIViewController {}\n",
                           to: folder.appendingPathComponent("ProfileViewController.swift"))
        let plan = try plan(folder)
        #expect(plan.findings.filter { $0.severity == .error }.map(\.file) == ["ProfileViewController.xib"])
        #expect(plan.findings.filter { $0.severity == .warning }.map(\.file).sorted() == ["Main.storyboard", "Unused.xib"])

        var plist = try String(contentsOf: folder.appendingPathComponent("Info.plist"), encoding: .utf8)
        plist = plist.replacingOccurrences(of: "<dict>\n\t<key>UIApplicationSceneManifest</key>",
                                           with: "<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n\t<key>UIApplicationSceneManifest</key>")
        try plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        #expect(try self.plan(folder).findings.filter { $0.severity == .error }.map(\.file).sorted() == ["Main.storyboard", "ProfileViewController.xib"])
    }

    /// Xcode copies resources flat into the app's bundle; two of one name cannot both be there.
    @Test func resourcesAreFlattenedAndDuplicatesReported() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("{}", to: folder.appendingPathComponent("Data/a/config.json"))
        try Fixtures.write("[]", to: folder.appendingPathComponent("Data/b/config.json"))
        try Fixtures.write("x", to: folder.appendingPathComponent("Sounds/click.wav"))
        let plan = try plan(folder)
        #expect(plan.files["Sources/Small/Resources/config.json"] == .copy(folder.appendingPathComponent("Data/a/config.json").standardizedFileURL))
        #expect(plan.files["Sources/Small/Resources/click.wav"] != nil)
        #expect(plan.findings.filter { $0.severity == .warning }.map(\.file) == ["Data/b/config.json"])
    }

    /// Xcode compiles a string catalog into `.strings` tables per language ("Localizing and
    /// varying text with a string catalog"); the port does the same, and turns `.stringsdict`
    /// tables, on which Foundation on Linux crashes, into `.strings` entries.
    @Test func stringCatalogsAndStringsdictBecomeStringsTables() throws {
        let folder = try Fixtures.smallFolderProject()
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "greeting": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                "fr": {"stringUnit": {"state": "translated", "value": "Bonjour \\"toi\\""}}}},
              "%lld items": {"localizations": {
                "en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
              "untranslated": {}
            }}
            """
        try Fixtures.write(catalog, to: folder.appendingPathComponent("Localizable.xcstrings"))
        try Fixtures.write("\"title\" = \"Notes\";\n", to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d notes</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>You have %#@notes@</string>
            <key>notes</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one note</string><key>other</key><string>%d notes</string></dict>
            </dict></dict></plist>
            """
        try Fixtures.write(stringsdict, to: folder.appendingPathComponent("en.lproj/Localizable.stringsdict"))
        let plan = try plan(folder)
        #expect(plan.files["Sources/Small/Resources/en.lproj/Localizable.strings"]
                == .text("\"title\" = \"Notes\";\n\n\"%lld items\" = \"%lld items\";\n\"greeting\" = \"Hello\";\n\"%d notes\" = \"You have %d notes\";\n"))
        #expect(plan.files["Sources/Small/Resources/fr.lproj/Localizable.strings"] == .text("\"greeting\" = \"Bonjour \\\"toi\\\"\";\n"))
        #expect(!plan.files.keys.contains { $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") })
        guard case .text(let manifest) = plan.files["Package.swift"] else { Issue.record("no manifest"); return }
        #expect(manifest.contains(#".copy("Resources/en.lproj")"#) && manifest.contains(#".copy("Resources/fr.lproj")"#))
        let warnings = plan.findings.filter { $0.severity == .warning }
        #expect(warnings.map(\.file).sorted() == ["Localizable.xcstrings", "en.lproj/Localizable.stringsdict"])
    }

    static func storyboard(rootView: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s-1"><objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" prefersLargeTitles="YES" id="bar-1"/>
                        <connections>
                            <segue destination="list-1" kind="relationship" relationship="rootViewController" id="seg-1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                </objects></scene>
                <scene sceneID="s-2"><objects>
                    <viewController storyboardIdentifier="List" id="list-1" customClass="ListViewController" customModule="Small" sceneMemberID="viewController">
                        \(rootView)
                        <navigationItem key="navigationItem" title="Items &quot;all&quot;" id="item-1"/>
                    </viewController>
                </objects></scene>
            </scenes>
            <resources><systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor></resources>
        </document>
        """
    }

    /// Storyboards and xibs are made in code as UIKit's nib loading makes them ("Loading
    /// Nib Files", Resource Programming Guide: objects unarchived with `init?(coder:)`,
    /// outlets and actions connected, then `awakeFromNib`): a navigation controller, a table
    /// with a prototype cell and its selection segue, a view of subviews, constraints,
    /// outlets (one private, one a collection), actions and a presentation segue, a bar
    /// button item's action, and a xib's cell registered by name.
    @Test func storyboardsAndXibsAreMadeInCode() throws {
        let made = try plan(Fixtures.planets)
        #expect(!made.hasErrors)
        #expect(made.findings.filter { $0.severity == .warning }.isEmpty)
        guard case .text(let code) = made.files["Sources/Planets/VitrinePort/InterfaceFiles.swift"],
              case .text(let main) = made.files["Sources/PlanetsMain/main.swift"],
              case .text(let planet) = made.files["Sources/Planets/PlanetViewController.swift"],
              case .text(let planets) = made.files["Sources/Planets/PlanetsViewController.swift"],
              case .text(let data) = made.files["Sources/Planets/PlanetsViewController+Data.swift"] else {
            Issue.record("no interface code, entry point or ported controller")
            return
        }
        for line in [
            #"UIStoryboard.register(name: "Main") { identifier in"#, "case nil: return storyboardMain_nav_root()",
            #"case "Planet": return storyboardMain_planet_1()"#,
            "let controller = UINavigationController(coder: InterfaceBuilderCoder())!",
            "controller.navigationBar.prefersLargeTitles = true",
            "controller.setViewControllers([storyboardMain_planets_1()], animated: false)",
            #"let controller = PlanetsViewController(coder: InterfaceBuilderCoder(["UITableViewStyle": UITableView.Style.insetGrouped.rawValue]))!"#,
            #"let segue_segue_planet = UIStoryboard.addSegue(identifier: "showPlanet", kind: .show, from: controller) { storyboardMain_planet_1() }"#,
            "UIStoryboard.loadView(of: controller) { [unowned controller] in",
            #"tableView_planets_table.register(UINib(name: "Main.storyboard#planet-cell") { _ in"#,
            #"let tableViewCell_planet_cell = UITableViewCell(coder: InterfaceBuilderCoder(["UITableViewCellStyle": UITableViewCell.CellStyle.subtitle.rawValue, "UIReuseIdentifier": "PlanetCell"]))!"#,
            #"tableViewCell_planet_cell.textLabel!.text = "Title""#,
            "UIStoryboard.setSelectionSegue(segue_segue_planet, of: tableViewCell_planet_cell)",
            #"}, forCellReuseIdentifier: "PlanetCell")"#,
            "tableView_planets_table.dataSource = controller",
            "stackView_planet_stack.addArrangedSubview(label_name_label)",
            "label_name_label.font = UIFont.boldSystemFont(ofSize: 34)",
            "label_moons_label.font = UIFont.preferredFont(forTextStyle: .body)",
            "label_moons_label.textColor = UIColor.secondaryLabel",
            "let constraint_c_stack_top = NSLayoutConstraint(item: stackView_planet_stack, attribute: .top, relatedBy: .equal, toItem: view_planet_view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 20)",
            #"let button_moons_button = UIButton(coder: InterfaceBuilderCoder(["UIButtonType": UIButton.ButtonType.system.rawValue]))!"#,
            "button_moons_button.configuration = UIButton.Configuration.filled()",
            #"switch_favorite_switch.addTarget(controller, action: Selector("favoriteChanged:", PlanetViewController.favoriteChanged(_:)), for: .valueChanged)"#,
            #"button_moons_button.addTarget(controller, action: Selector("showMoons:", PlanetViewController.showMoons(_:)), for: .touchUpInside)"#,
            "controller.moonsLabel = label_moons_label",
            "controller.valueLabels = [label_name_label, label_moons_label]",
            #"    UIStoryboard.addSegue(identifier: "showMoons", kind: .presentModally(presentation: .formSheet, transition: nil), from: controller) { storyboardMain_moons_nav() }"#,
            "let item_moons_done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)",
            "item_moons_done.target = controller",
            #"item_moons_done.action = Selector("done:", MoonsViewController.done(_:))"#,
            "controller.navigationItem.rightBarButtonItem = item_moons_done",
            "controller.awakeFromNib()",
            #"UINib.register(name: "BadgeCell") { _ in"#,
            #"let tableViewCell_badge_cell = BadgeCell(coder: InterfaceBuilderCoder(["UIReuseIdentifier": "BadgeCell"]))!"#,
            "tableViewCell_badge_cell.contentView.addSubview(label_badge_label)",
            "tableViewCell_badge_cell.badgeLabel = label_badge_label",
            "NSLayoutConstraint(item: label_badge_label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 140)",
            "tableViewCell_badge_cell.awakeFromNib()",
            // A table view controller's static cells, given to it (no reuse identifier: shown as they are).
            "let tableViewCell_version_cell = UITableViewCell(coder: InterfaceBuilderCoder([\"UITableViewCellStyle\": UITableViewCell.CellStyle.value1.rawValue]))!",
            "UIStoryboard.setStaticSections([",
            #"UIStoryboard.StaticSection(headerTitle: "Application", footerTitle: nil, cells: [tableViewCell_version_cell, tableViewCell_sound_cell], rowHeights: [nil, 60]),"#,
            #"UIStoryboard.StaticSection(headerTitle: nil, footerTitle: "Made in a storyboard", cells: [tableViewCell_licence_cell], rowHeights: [nil]),"#,
            "], of: controller)",
            "controller.soundSwitch = switch_sound_switch",
            // An exit connection: an unwind segue to whichever app class implements the action.
            #"let segue_segue_unwind = UIStoryboard.addUnwindSegue(identifier: nil, action: "unwindToPlanets:", from: controller) { candidate in if let target = candidate as? PlanetsViewController { return { target.unwindToPlanets($0) } }; return nil }"#,
            #"button_unwind_button.addTarget(segue_segue_unwind, action: Selector("trigger:", UIStoryboard.SegueTemplate.trigger(sender:)), for: .touchUpInside)"#,
            // A visual effect view: its blur, and its subviews in its content view.
            "visualEffectView_favorite_effect.effect = UIBlurEffect(style: .systemMaterial)",
            "visualEffectView_favorite_effect.contentView.addSubview(label_favorite_label)",
            "NSLayoutConstraint(item: visualEffectView_favorite_effect.contentView, attribute: .trailing, relatedBy: .equal, toItem: label_favorite_label, attribute: .trailing, multiplier: 1, constant: 8)",
            // A bar button item's segue: the item triggers it.
            "item_about_item.target = segue_segue_about",
            #"item_about_item.action = Selector("trigger:", UIStoryboard.SegueTemplate.trigger(sender:))"#,
            "return [tableViewCell_badge_cell]",
        ] {
            #expect(code.contains(line), "\(line)")
        }
        // Outlets connect before the app's objects hear awakeFromNib, and constraints are active by then.
        let outlet = try #require(code.range(of: "tableViewCell_badge_cell.badgeLabel = label_badge_label"))
        let activate = try #require(code.range(of: "NSLayoutConstraint.activate([constraint_c_badge_x"))
        let awake = try #require(code.range(of: "tableViewCell_badge_cell.awakeFromNib()"))
        #expect(outlet.lowerBound < activate.lowerBound && activate.lowerBound < awake.lowerBound)
        #expect(!Parser.parse(source: code).hasError)
        #expect(main.contains("vitrinePortRegisterInterfaceFiles()\n    return vitrineApplicationMain()"))
        // A private outlet or action is connected from another file: it becomes internal.
        #expect(planet.contains("    weak var moonsLabel: UILabel!") && planet.contains("    func showMoons(_ sender: Any) {"))
        // The data source overridden in an extension in another file joins the class's body
        // (Swift refuses overrides in extensions without the Objective-C runtime); the
        // file-private names it uses become internal.
        #expect(planets.contains("        print(\"PlanetsViewController: prepare showPlanet \\(Planet.all[row].name)\")\n    }\n\n    override func numberOfSections(in tableView: UITableView) -> Int { 2 }\n"))
        #expect(!data.contains("override func") && data.contains("internal let planetCellIdentifier") && data.contains("internal func badgeText"))
    }

    /// What the port cannot make yet is said, and the rest is made.
    @Test func interfaceFilesReportWhatIsLeftOut() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("import UIKit\nclass ListViewController: UITableViewController {}\nlet board = UIStoryboard(name: \"Main\", bundle: nil)\n",
                           to: folder.appendingPathComponent("ListViewController.swift"))
        let view = #"<tableView key="view" dataMode="static" id="v-1"><subviews><mapView id="m-1"/></subviews><variation key="heightClass=compact"/></tableView>"#
        try Fixtures.write(Self.storyboard(rootView: view), to: folder.appendingPathComponent("Base.lproj/Main.storyboard"))
        let plan = try plan(folder)
        #expect(!plan.hasErrors)
        let warnings = plan.findings.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("static cells") })
        #expect(warnings.contains { $0.contains("<mapView>") })
        #expect(warnings.contains { $0.contains("size-class variations") })
    }

    /// A view controller with its own designated `init()` does not inherit UIKit's
    /// convenience `init()`, so a metatype's `vitrineInit()` cannot reach it through the
    /// vtable: the port registers a closure that calls it, for it and for the subclasses that
    /// inherit it, and the executable runs the registration before the app starts.
    @Test func classesWithTheirOwnInitAreRegisteredForVitrineInit() throws {
        let folder = try Fixtures.smallFolderProject()
        try Fixtures.write("""
            import UIKit
            class SettingsViewController: UIViewController {
                let rows: [String]
                init() {
                    rows = ["Wi-Fi"]
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class AdvancedSettingsViewController: SettingsViewController {}
            class DetailViewController: SettingsViewController {
                init(row: Int) { super.init() }
                required init?(coder: NSCoder) { nil }
            }
            class PlainViewController: UIViewController {}
            class BadgeView: UIView {
                init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            private class HiddenViewController: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            class Loader<Item>: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            class Model {
                init() {}
            }
            enum Screens {
                class HelpViewController: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { nil }
                }
            }
            """, to: folder.appendingPathComponent("Settings.swift"))
        let made = try plan(folder)
        #expect(!made.hasErrors)
        guard case .text(let registrations) = made.files["Sources/Small/VitrinePort/Initializers.swift"],
              case .text(let main) = made.files["Sources/SmallMain/main.swift"] else {
            Issue.record("no registrations or entry point")
            return
        }
        let lines = registrations.split(separator: "\n").filter { $0.contains("vitrineRegisterInit") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["NSObject.vitrineRegisterInit(AdvancedSettingsViewController.self) { AdvancedSettingsViewController() }",
                          "NSObject.vitrineRegisterInit(BadgeView.self) { BadgeView() }",
                          "NSObject.vitrineRegisterInit(Screens.HelpViewController.self) { Screens.HelpViewController() }",
                          "NSObject.vitrineRegisterInit(SettingsViewController.self) { SettingsViewController() }"])
        #expect(main.contains("MainActor.assumeIsolated {\n    vitrinePortRegisterInitializers()\n    return vitrineApplicationMain()\n}"))

        // Without such a class nothing is generated.
        #expect(try plan().files["Sources/SampleApp/VitrinePort/Initializers.swift"] == nil)
    }

    @Test func excludingTheAppDelegateGeneratesAPlainOne() throws {
        let plan = try plan { $0.excludes = ["SampleApp/AppDelegate.swift"] }
        guard case .text(let entry) = plan.files["Sources/SampleApp/VitrinePort/ApplicationEntry.swift"] else {
            Issue.record("no entry point")
            return
        }
        #expect(entry.contains("class AppDelegate: UIResponder, UIApplicationDelegate"))
        #expect(plan.files["Sources/SampleApp/AppDelegate.swift"] == nil)
    }

    @Test func localPackageReplacesTheRemoteOne() throws {
        let plan = try plan { $0.localPackages = ["swift-log": "/opt/checkouts/swift-log"] }
        guard case .text(let manifest) = plan.files["Package.swift"] else { return }
        #expect(manifest.contains(#".package(path: "/opt/checkouts/swift-log")"#))
        #expect(!manifest.contains("github.com/apple/swift-log"))
    }

    @Test func releasedVitrine() throws {
        let plan = try plan {
            $0.vitrineURL = "https://example.org/vitrine.git"
            $0.vitrineVersion = "1.2.0"
        }
        guard case .text(let manifest) = plan.files["Package.swift"] else { return }
        #expect(manifest.contains(#".package(url: "https://example.org/vitrine.git", from: "1.2.0")"#))
        #expect(manifest.contains(#".product(name: "UIKit", package: "vitrine")"#))
    }

    @Test func mainSwiftBecomesTheEntryFunction() throws {
        let folder = Fixtures.temporaryFolder().appendingPathComponent("Legacy")
        try Fixtures.write("import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Delegate.self))\n",
                           to: folder.appendingPathComponent("main.swift"))
        try Fixtures.write("import UIKit\nclass Delegate: UIResponder, UIApplicationDelegate {}\n", to: folder.appendingPathComponent("Delegate.swift"))
        let plan = try plan(folder)
        guard case .text(let main) = plan.files["Sources/Legacy/ApplicationMain.swift"] else {
            Issue.record("main.swift not carried over")
            return
        }
        #expect(main.contains("public func vitrineApplicationMain() -> Int32 {\n    UIApplicationMain("))
        // Declarations stay at file scope: the rest of the app may use them.
        let wrapped = EntryPoint.wrapMainFile("import Foundation\n\nextension Date {\n    var x: Int { 1 }\n}\nlet start = Date()\nprint(start.x)\n")
        #expect(wrapped.contains("import Foundation\n\nextension Date {\n    var x: Int { 1 }\n}\nlet start = Date()\n\n@MainActor\npublic func vitrineApplicationMain() -> Int32 {\n    print(start.x)\n    return 0\n}\n"))
        #expect(plan.files["Sources/Legacy/VitrinePort/ApplicationEntry.swift"] == nil)
    }

    @Test func rewritesOnlyWhatChanged() throws {
        let project = try Fixtures.copyOfSampleApp()
        let output = Fixtures.temporaryFolder().appendingPathComponent("Out")
        let writer = PackageWriter(output: output)
        let first = try writer.write(try plan(project).files)
        #expect(first.written.count == 15)
        #expect(try writer.write(try plan(project).files).written.isEmpty)

        let scene = project.appendingPathComponent("SampleApp/SceneDelegate.swift")
        try (String(contentsOf: scene, encoding: .utf8) + "// changed\n").write(to: scene, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: project.appendingPathComponent("SampleApp/Assets.xcassets/Logo.imageset"))
        let third = try writer.write(try plan(project).files)
        #expect(third.written.sorted() == ["Sources/SampleApp/SceneDelegate.swift", "Sources/SampleApp/VitrinePort/GeneratedAssetSymbols.swift"])
        #expect(third.removed.sorted() == ["Sources/SampleApp/Resources/Assets.xcassets/Logo.imageset/Contents.json",
                                           "Sources/SampleApp/Resources/Assets.xcassets/Logo.imageset/logo.png"])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/SampleApp/Resources/Assets.xcassets/Logo.imageset").path))
    }
}

/// `vitrine-port` as a command: the report, and no package written when it lists errors.
@Suite struct CommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Fixtures.executable
        process.arguments = arguments + ["--vitrine-path", Fixtures.vitrine.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func checkWritesNothing() throws {
        let (status, output) = try run(["--check", Fixtures.sampleApp.path])
        #expect(status == 0)
        #expect(output.contains("0 error(s)"))
    }

    @Test func unsupportedStoryboardExitsNonZeroWithoutWriting() throws {
        let project = try Fixtures.smallFolderProject()
        try Fixtures.write("<document/>", to: project.appendingPathComponent("Main.storyboard"))
        try Fixtures.write("import UIKit\nlet board = UIStoryboard(name: \"Main\", bundle: nil)\n", to: project.appendingPathComponent("Board.swift"))
        let output = Fixtures.temporaryFolder().appendingPathComponent("Out")
        let (status, text) = try run([project.path, output.path])
        #expect(status == 1)
        #expect(text.contains("Main.storyboard: error: storyboard cannot be carried over (it has no view controllers)"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let (checkStatus, _) = try run(["--check", project.path])
        #expect(checkStatus == 1)
        let (excludedStatus, _) = try run(["--exclude", "Main.storyboard", project.path, output.path])
        #expect(excludedStatus == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Package.swift").path))
    }

    @Test func badCommandLineExitsTwo() throws {
        #expect(try run(["--bogus"]).status == 2)
        #expect(try run(["/nonexistent/project", "/tmp/x"]).status == 2)
    }
}
