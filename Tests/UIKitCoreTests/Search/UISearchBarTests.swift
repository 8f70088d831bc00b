import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UISearchBar as on iOS 17: its sizes, the delegate's calls in Apple's order while the
/// user edits, searches, cancels and picks a scope, and its place as a table header.
@Suite(.serialized)
@MainActor
struct UISearchBarTests {
    final class Recorder: UISearchBarDelegate {
        var log: [String] = []
        var allowsBegin = true

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) \(text)")
            return text != "!"
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope \(selectedScope)")
        }
    }

    private func makeBar() throws -> (VitrineRuntime, UIWindow, UISearchBar) {
        let display = HeadlessDisplay(pixelWidth: 390, pixelHeight: 400, scale: 1, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 390, height: 0))
        bar.sizeToFit()
        window.addSubview(bar)
        runtime.stepFrames(1)
        return (runtime, window, bar)
    }

    // UISearchTextField's tokens (https://developer.apple.com/documentation/uikit/uisearchtextfield/tokens):
    // chips between the glass and the text, no placeholder while there are some, and the
    // delete key at the start of the text removes the last one when allowsDeletingTokens.
    @Test func tokensSitBeforeTheTextAndDeleteFromTheEnd() throws {
        let (runtime, _, bar) = try makeBar()
        let field = bar.searchTextField
        bar.placeholder = "Search"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let textStart = field.textRect(forBounds: field.bounds).minX
        let europe = UISearchToken(icon: UIImage(systemName: "globe"), text: "Europe")
        europe.representedObject = 2
        field.insertToken(UISearchToken(icon: nil, text: "Cities"), at: 0)
        field.insertToken(europe, at: 0)
        #expect(field.tokens.map(\.text) == ["Europe", "Cities"])
        #expect(field.tokens.first?.representedObject as? Int == 2)
        runtime.stepFrames(1)
        let chips = field.subviews.compactMap { $0 as? SearchTokenView }
        #expect(chips.count == 2)
        #expect(chips[0].frame.minX > field.leftViewRect(forBounds: field.bounds).maxX)
        #expect(chips[1].frame.minX > chips[0].frame.maxX)
        #expect(field.textRect(forBounds: field.bounds).minX > chips[1].frame.maxX)
        #expect(field.textRect(forBounds: field.bounds).minX > textStart)
        #expect(field.subviews.compactMap { $0 as? UILabel }.allSatisfy { $0.text != "Search" })

        #expect(field.becomeFirstResponder())
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["Europe"])
        #expect(changes == 1)
        field.allowsDeletingTokens = false
        field.deleteBackward()
        #expect(field.tokens.count == 1)
        field.removeToken(at: 5)
        field.removeToken(at: 0)
        #expect(field.tokens.isEmpty)
        runtime.stepFrames(1)
        #expect(field.subviews.allSatisfy { !($0 is SearchTokenView) })
    }

    // UISearchBar: "sizeToFit" gives the standard bar height (56 points on iOS 13 and
    // later); the scope bar adds its row when `showsScopeBar` is true and there are titles.
    @Test func sizeToFitGivesTheStandardHeights() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        bar.sizeToFit()
        #expect(bar.frame.size == CGSize(width: 320, height: 56))
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.sizeToFit()
        #expect(bar.frame.height == 56)
        bar.showsScopeBar = true
        bar.sizeToFit()
        #expect(bar.frame.height == 100)
        #expect(bar.intrinsicContentSize.height == 100)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    }

    // UISearchBar.placeholder: nil by default; iOS shows "Search" in the empty field then.
    // UISearchBar.text: empty, not nil, when nothing was typed.
    @Test func theDefaults() {
        let bar = UISearchBar()
        #expect(bar.placeholder == nil)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.text == "")
        #expect(bar.searchBarStyle == .default)
        #expect(!bar.showsCancelButton && !bar.showsScopeBar)
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(bar.returnKeyType == .search)
        bar.placeholder = "Cities"
        #expect(bar.searchTextField.placeholder == "Cities")
    }

    // UISearchBarDelegate: searchBarShouldBeginEditing, searchBarTextDidBeginEditing, then
    // searchBar(_:shouldChangeTextIn:replacementText:) and searchBar(_:textDidChange:) for
    // each change, searchBarSearchButtonClicked for the Search key, and
    // searchBarShouldEndEditing, searchBarTextDidEndEditing at the end.
    @Test func editingCallsTheDelegateInOrder() throws {
        let (runtime, _, bar) = try makeBar()
        let recorder = Recorder()
        bar.delegate = recorder
        runtime.tap(at: CGPoint(x: 150, y: 48))
        runtime.stepFrames(1)
        #expect(bar.isFirstResponder)
        #expect(recorder.log == ["shouldBegin", "didBegin"])
        bar.searchTextField.insertText("O")
        bar.searchTextField.insertText("!")
        bar.searchTextField.insertText("k")
        #expect(bar.text == "Ok")
        #expect(recorder.log.dropFirst(2) == ["shouldChange 0,0 O", "textDidChange O", "shouldChange 1,0 !",
                                             "shouldChange 1,0 k", "textDidChange Ok"])
        recorder.log = []
        bar.searchTextField.insertText("\n")
        #expect(recorder.log == ["search"])
        bar.resignFirstResponder()
        #expect(recorder.log == ["search", "shouldEnd", "didEnd"])
        #expect(!bar.isFirstResponder)
        // Setting the text calls no delegate method.
        recorder.log = []
        bar.text = "Set"
        #expect(recorder.log.isEmpty)
        runtime.stepUntilIdle()
    }

    // searchBarShouldBeginEditing(_:): "false if editing should not begin".
    @Test func theDelegateMayRefuseEditing() throws {
        let (runtime, _, bar) = try makeBar()
        let recorder = Recorder()
        recorder.allowsBegin = false
        bar.delegate = recorder
        runtime.tap(at: CGPoint(x: 150, y: 48))
        runtime.stepFrames(1)
        #expect(!bar.isFirstResponder)
        #expect(recorder.log == ["shouldBegin"])
    }

    // searchBarCancelButtonClicked(_:): "Tells the delegate that the cancel button was
    // tapped"; a bar without a search controller leaves the rest to the app.
    @Test func cancelTellsTheDelegate() throws {
        let (runtime, _, bar) = try makeBar()
        let recorder = Recorder()
        bar.delegate = recorder
        bar.text = "Paris"
        bar.setShowsCancelButton(true, animated: true)
        runtime.stepUntilIdle()
        #expect(bar.showsCancelButton)
        let cancel = bar.cancelButton
        #expect(cancel.alpha == 1 && !cancel.isHidden)
        #expect(bar.searchTextField.frame.maxX < cancel.frame.minX)
        let center = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        runtime.tap(at: center)
        runtime.stepFrames(1)
        #expect(recorder.log == ["cancel"])
        #expect(bar.text == "Paris")
        bar.setShowsCancelButton(false, animated: false)
        #expect(bar.searchTextField.frame.width == 374)
    }

    // searchBar(_:selectedScopeButtonIndexDidChange:): called when the user picks another
    // scope button; `selectedScopeButtonIndex` follows.
    @Test func aScopeTapTellsTheDelegate() throws {
        let (runtime, _, bar) = try makeBar()
        let recorder = Recorder()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Europe", "Asia"]
        bar.showsScopeBar = true
        bar.sizeToFit()
        runtime.stepFrames(1)
        // The third segment, in the scope row under the field.
        runtime.tap(at: CGPoint(x: 8 + 374 * 5 / 6, y: 20 + 56 + 14))
        runtime.stepFrames(1)
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(recorder.log == ["scope 2"])
        bar.selectedScopeButtonIndex = 0
        #expect(recorder.log == ["scope 2"])
    }

    // A search bar is commonly a table's `tableHeaderView`: sized with sizeToFit it takes
    // the table's width and its 56-point height, above the first row.
    @Test func aTableHeader() throws {
        let (runtime, window, _) = try makeBar()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 300), style: .plain)
        let bar = UISearchBar()
        bar.sizeToFit()
        table.tableHeaderView = bar
        window.addSubview(table)
        runtime.stepFrames(1)
        #expect(bar.frame.height == 56)
        #expect(bar.frame.width == 390)
        #expect(bar.superview === table)
    }

    // showsBookmarkButton: the bookmark button shows in the empty field;
    // searchBarBookmarkButtonClicked(_:) hears its tap.
    @Test func theBookmarkButton() throws {
        let (runtime, _, bar) = try makeBar()
        let recorder = Recorder()
        bar.delegate = recorder
        bar.showsBookmarkButton = true
        runtime.stepFrames(1)
        let button = try #require(bar.searchTextField.rightView as? UIButton)
        runtime.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        runtime.stepFrames(1)
        #expect(recorder.log == ["bookmark"])
        bar.becomeFirstResponder()
        bar.searchTextField.insertText("a")
        #expect(bar.searchTextField.rightView == nil)
        runtime.stepUntilIdle()
    }
}
