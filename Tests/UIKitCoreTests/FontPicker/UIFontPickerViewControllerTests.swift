import Foundation
import Testing
@testable import UIKitCore

/// UIFontPickerViewController (Apple: "A view controller that manages the interface for
/// selecting a font provided by the system or installed by the user", iOS 13): the installed
/// families, a pick sets `selectedFontDescriptor` and tells the delegate, Cancel tells it
/// too, the search field filters, the picked family is checked.
@MainActor
@Suite(.serialized)
struct UIFontPickerViewControllerTests {
    final class Listener: UIFontPickerViewControllerDelegate {
        var log: [String] = []
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            log.append("pick \(viewController.selectedFontDescriptor?.object(forKey: .family) as? String ?? "?")")
        }
        func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { log.append("cancel") }
    }

    private func list(of picker: UIFontPickerViewController) throws -> FontListController {
        try #require(picker.children.first.flatMap { ($0 as? UINavigationController)?.viewControllers.first as? FontListController })
    }

    @Test func pickingAFamilyTellsTheDelegateAndChecksIt() throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let picker = UIFontPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        root.present(picker, animated: false)
        ControllerScene.settle(runtime)
        let families = UIFontPickerViewController.entries(for: picker.configuration).map(\.family)
        #expect(!families.isEmpty && families == families.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        #expect(!families.contains("Material Icons") && !families.contains("Sans"), "the symbol font and fontconfig's aliases are not listed")
        let table = try list(of: picker).tableView!
        #expect(table.numberOfRows(inSection: 0) == families.count)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        runtime.tap(at: first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil))
        ControllerScene.settle(runtime)
        #expect(listener.log == ["pick \(families[0])"])
        let descriptor = try #require(picker.selectedFontDescriptor)
        #expect(UIFont(descriptor: descriptor, size: 20).familyName == families[0])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
        #expect(root.presentedViewController === picker, "the picker stays until the app dismisses it")
        let cancel = try #require(try list(of: picker).navigationItem.leftBarButtonItem)
        let button = try #require(cancel.view)
        runtime.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        ControllerScene.settle(runtime)
        #expect(listener.log.last == "cancel")
    }

    @Test func theSearchFieldFiltersTheFamilies() throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let picker = UIFontPickerViewController()
        root.present(picker, animated: false)
        ControllerScene.settle(runtime)
        let controller = try list(of: picker)
        let search = try #require(controller.navigationItem.searchController)
        let families = UIFontPickerViewController.entries(for: picker.configuration).map(\.family)
        let family = try #require(families.first)
        search.searchBar.text = family
        controller.updateSearchResults(for: search)
        let rows = controller.tableView.numberOfRows(inSection: 0)
        #expect(rows >= 1 && rows < families.count)
        search.searchBar.text = "no such family anywhere"
        controller.updateSearchResults(for: search)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test func facesAreListedUnderTheirFamilyWhenAsked() {
        let configuration = UIFontPickerViewController.Configuration()
        let families = UIFontPickerViewController.entries(for: configuration)
        configuration.includeFaces = true
        let withFaces = UIFontPickerViewController.entries(for: configuration)
        #expect(families.allSatisfy { $0.fontName == nil })
        #expect(withFaces.count > families.count)
        #expect(withFaces.filter { $0.fontName == nil } == families)
    }
}
