import Foundation
import Testing
import UIKitCore
import VitrinePlatform

/// Focus in collections and text: cells take focus when their collection view
/// `allowsFocus` (Apple's UICollectionView.allowsFocus, iOS 15), Return selects the focused
/// item as a tap does, `selectionFollowsFocus` selects as focus moves, the delegate hears
/// focus changes with index paths, the focused cell shows `isFocused` in its configuration
/// state and starts the responder chain for key commands (Apple's "Key Commands" sample);
/// a text field that takes focus starts editing and keeps the keys text needs.
@MainActor
@Suite(.serialized)
struct FocusCollectionTests {
    private let keyboard = InputDeviceInfo(id: 6, name: "USB Keyboard", capabilities: .keyboard)

    final class Cell: UICollectionViewCell {
        var states: [Bool] = []
        var removed = false
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state.isFocused)
        }
        func remove(_ sender: Any) { removed = true }
    }

    final class Screen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var collection: UICollectionView!
        var log: [String] = []
        var count = 4
        override func loadView() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 40, height: 40)
            layout.minimumInteritemSpacing = 10
            collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
            collection.register(Cell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = self
            collection.delegate = self
            view = collection
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {
            log.append("focus \(context.previouslyFocusedIndexPath?.item ?? -1)→\(context.nextFocusedIndexPath?.item ?? -1)")
        }
        func remove(_ sender: Any) { log.append("controller remove") }
        static let remove = Selector("remove:", Screen.remove)
    }

    private func makeScreen(count: Int = 4) throws -> (VitrineRuntime, Screen) {
        let (runtime, window, _) = try Events.makeScene(width: 200, height: 200)
        let screen = Screen()
        screen.count = count
        window.rootViewController = screen
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 6, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        return (runtime, screen)
    }

    private func press(_ runtime: VitrineRuntime, _ hid: UIKeyboardHIDUsage, _ characters: String = "", modifiers: InputModifiers = []) {
        runtime.pressKey(hid, characters: characters, modifiers: modifiers)
        runtime.stepFrames(1)
    }

    private func cell(_ screen: Screen, _ item: Int) -> Cell? {
        screen.collection.cellForItem(at: IndexPath(item: item, section: 0)) as? Cell
    }

    @Test func cellsTakeFocusOnlyWhenTheCollectionViewAllowsIt() throws {
        let (runtime, screen) = try makeScreen()
        #expect(cell(screen, 0)?.canBecomeFocused == false)
        press(runtime, .keyboardTab)
        #expect(screen.log.isEmpty)
        screen.collection.allowsFocus = true
        #expect(cell(screen, 0)?.canBecomeFocused == true)
        press(runtime, .keyboardTab)
        press(runtime, .keyboardRightArrow)
        #expect(screen.log == ["focus -1→0", "focus 0→1"])
        #expect(cell(screen, 1)?.isFocused == true)
        #expect(cell(screen, 1)?.states.last == true)
        #expect(cell(screen, 0)?.states.last == false)
        press(runtime, .keyboardReturnOrEnter, "\r")
        #expect(screen.log.last == "select 1")
        #expect(screen.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func selectionFollowsFocusWhenAsked() throws {
        let (runtime, screen) = try makeScreen()
        screen.collection.allowsFocus = true
        screen.collection.selectionFollowsFocus = true
        press(runtime, .keyboardTab)
        press(runtime, .keyboardRightArrow)
        #expect(screen.log == ["select 0", "focus -1→0", "select 1", "focus 0→1"])
        #expect(screen.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    /// Down from the last row on screen scrolls the list to bring the next rows in, so a
    /// keypad walks a list to its end (4 items a row, 10 rows, 5 on screen).
    @Test func arrowsWalkALongListScrollingItIn() throws {
        let (runtime, screen) = try makeScreen(count: 40)
        screen.collection.allowsFocus = true
        press(runtime, .keyboardTab)
        for _ in 0..<12 { press(runtime, .keyboardDownArrow) }
        let focusedItem = (screen.collection.visibleCells.first { $0.isFocused }).flatMap { screen.collection.indexPath(for: $0)?.item }
        #expect(focusedItem == 36)
        #expect(screen.collection.contentOffset.y > 200)
    }

    /// Apple's "Key Commands" sample: the controller offers Command-Delete, the focused cell
    /// implements the action, and the cell gets it as the chain starts there.
    @Test func aKeyCommandStartsAtTheFocusedCell() throws {
        let (runtime, screen) = try makeScreen()
        screen.collection.allowsFocus = true
        screen.addKeyCommand(UIKeyCommand(title: "Delete", action: Selector("remove:", Cell.remove),
                                          input: UIKeyCommand.inputDelete, modifierFlags: .command))
        press(runtime, .keyboardTab)
        press(runtime, .keyboardDeleteForward, modifiers: .command)
        #expect(cell(screen, 0)?.removed == true)
    }

    /// A text field that takes focus starts editing; typed text goes into it, left and right
    /// stay with the text, Tab takes focus on and ends the editing.
    @Test func aTextFieldThatTakesFocusEdits() throws {
        let (runtime, screen) = try makeScreen()
        screen.collection.allowsFocus = true
        let field = UITextField(frame: CGRect(x: 10, y: 150, width: 180, height: 30))
        screen.view.window?.addSubview(field)
        runtime.stepFrames(1)
        press(runtime, .keyboardTab)
        press(runtime, .keyboardTab)
        #expect(field.isFocused)
        #expect(field.isFirstResponder)
        press(runtime, .keyboardH, "h")
        press(runtime, .keyboardI, "i")
        press(runtime, .keyboardLeftArrow)
        #expect(field.isFocused, "left moves the caret, not focus")
        press(runtime, .keyboardX, "x")
        #expect(field.text == "hxi")
        press(runtime, .keyboardTab)
        #expect(!field.isFirstResponder)
        #expect(cell(screen, 0)?.isFocused == true)
    }

    /// A list style's background shows focus in the tint colour: its colour becomes nil,
    /// which resolves to the tint (Apple's keyboard navigation sample reads it so); other
    /// backgrounds and unfocused states keep theirs.
    @Test func aFocusedListBackgroundIsTheTint() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemBackground)
        state.isFocused = true
        let focused = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        #expect(focused.backgroundColor == nil)
        #expect(focused.resolvedBackgroundColor(for: .systemPink) == .systemPink)
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor == nil)
        #expect(UIBackgroundConfiguration.clear().updated(for: state).backgroundColor == .clear)
    }
}
