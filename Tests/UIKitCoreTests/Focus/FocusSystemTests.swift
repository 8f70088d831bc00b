import Foundation
import Testing
import UIKitCore
import VitrinePlatform

/// Keyboard focus as iPadOS 15 has it (Apple's "Navigating an app's user interface using
/// a keyboard", WWDC21 session 10260, and the UIFocusSystem, UIFocusEnvironment,
/// UIFocusGuide and `focusGroupIdentifier` documentation): nothing is focused until the
/// first key; Tab and Shift-Tab move between focus groups in reading order, landing on a
/// group's primary item (the one focused last there); the arrow keys move within a group by
/// geometry, through focus guides; Return selects. The grids are those of Apple's sample.
@MainActor
@Suite(.serialized)
struct FocusSystemTests {
    private let keyboard = InputDeviceInfo(id: 6, name: "USB Keyboard", capabilities: .keyboard)

    final class Item: UIView {
        let name: String
        var log: [String] = []
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var canBecomeFocused: Bool { true }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append("\((context.previouslyFocusedItem as? Item)?.name ?? "-")→\((context.nextFocusedItem as? Item)?.name ?? "-")")
        }
    }

    final class Grid: UIViewController {
        let items = ["a", "b", "c", "d"].map { Item($0) }
        var log: [String] = []
        var refuse: Item?
        var animated = false
        override func viewDidLoad() {
            super.viewDidLoad()
            // a b
            // c d   (60-point squares, 20 apart)
            for (index, item) in items.enumerated() {
                item.frame = CGRect(x: 20 + CGFloat(index % 2) * 80, y: 10 + CGFloat(index / 2) * 80, width: 60, height: 60)
                view.addSubview(item)
            }
        }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { context.nextFocusedItem !== refuse }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append((context.nextFocusedItem as? Item)?.name ?? "-")
            coordinator.addCoordinatedAnimations({ self.animated = true })
        }
    }

    private func makeGrid() throws -> (VitrineRuntime, Grid) {
        let (runtime, window, _) = try Events.makeScene(width: 200, height: 200)
        let grid = Grid()
        window.rootViewController = grid
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 6, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        return (runtime, grid)
    }

    private func press(_ runtime: VitrineRuntime, _ hid: UIKeyboardHIDUsage, _ characters: String = "", modifiers: InputModifiers = []) {
        runtime.pressKey(hid, characters: characters, modifiers: modifiers)
        runtime.stepFrames(1)
    }

    private func focused(_ grid: Grid) -> String? {
        (grid.view.window.flatMap { UIFocusSystem.focusSystem(for: $0)?.focusedItem } as? Item)?.name
    }

    @Test func nothingIsFocusedUntilTheFirstKeyThenArrowsMoveByGeometry() throws {
        let (runtime, grid) = try makeGrid()
        #expect(focused(grid) == nil)
        #expect(!grid.items[0].isFocused)
        press(runtime, .keyboardRightArrow)
        #expect(focused(grid) == "a")
        #expect(grid.items[0].isFocused)
        press(runtime, .keyboardRightArrow)
        #expect(focused(grid) == "b")
        press(runtime, .keyboardDownArrow)
        #expect(focused(grid) == "d")
        press(runtime, .keyboardLeftArrow)
        #expect(focused(grid) == "c")
        press(runtime, .keyboardLeftArrow)
        #expect(focused(grid) == "c", "nothing further left: focus stays")
        press(runtime, .keyboardUpArrow)
        #expect(focused(grid) == "a")
    }

    /// Both items are told about a change, and the environments around them (the view
    /// controller) once; animations given to the coordinator run; a refusal cancels.
    @Test func environmentsAroundAChangeAreAskedAndTold() throws {
        let (runtime, grid) = try makeGrid()
        final class Counter: @unchecked Sendable { var count = 0 }
        let notified = Counter()
        let observer = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { _ in
            notified.count += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        press(runtime, .keyboardTab)
        press(runtime, .keyboardRightArrow)
        #expect(grid.items[0].log == ["-→a", "a→b"])
        #expect(grid.items[1].log == ["a→b"])
        #expect(grid.log == ["a", "b"])
        #expect(grid.animated)
        #expect(notified.count == 2)
        grid.refuse = grid.items[3]
        press(runtime, .keyboardDownArrow)
        #expect(focused(grid) == "b")
        #expect(grid.log == ["a", "b"])
    }

    /// Apple's "Groups" sample: the rows are two groups; Tab moves between them, the arrows
    /// within one, and a group keeps the item focused last as its primary item.
    @Test func tabMovesBetweenGroupsAndArrowsStayInOne() throws {
        let (runtime, grid) = try makeGrid()
        grid.items[0].focusGroupIdentifier = "top"
        grid.items[1].focusGroupIdentifier = "top"
        grid.items[2].focusGroupIdentifier = "bottom"
        grid.items[3].focusGroupIdentifier = "bottom"
        press(runtime, .keyboardTab)
        #expect(focused(grid) == "a")
        press(runtime, .keyboardRightArrow)
        #expect(focused(grid) == "b")
        press(runtime, .keyboardDownArrow)
        #expect(focused(grid) == "b", "the bottom row is another group")
        press(runtime, .keyboardTab)
        #expect(focused(grid) == "c")
        press(runtime, .keyboardTab, modifiers: .shift)
        #expect(focused(grid) == "b", "the top group's primary item is the one focused last")
        press(runtime, .keyboardTab)
        press(runtime, .keyboardTab)
        #expect(focused(grid) == "b", "Tab wraps around")
        // A prioritized item beats the remembered one.
        grid.items[3].focusGroupPriority = .prioritized
        press(runtime, .keyboardTab)
        #expect(focused(grid) == "d")
    }

    /// Apple's "Group Sorting" sample: the leading column's two items each have a group and
    /// the column groups them, so Tab visits both before the trailing item beside them.
    @Test func nestedGroupsAreVisitedBeforeTheirNeighbours() throws {
        let (runtime, grid) = try makeGrid()
        let column = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 170))
        grid.view.addSubview(column)
        for (item, name) in [(grid.items[0], "top"), (grid.items[2], "bottom")] {
            item.frame = column.convert(item.frame, from: grid.view)
            column.addSubview(item)
            item.focusGroupIdentifier = name
        }
        column.focusGroupIdentifier = "leading"
        grid.items[1].frame = CGRect(x: 100, y: 10, width: 60, height: 140)
        grid.items[1].focusGroupIdentifier = "trailing"
        grid.items[3].isHidden = true
        var order: [String?] = []
        for _ in 0..<4 {
            press(runtime, .keyboardTab)
            order.append(focused(grid))
        }
        #expect(order == ["a", "c", "b", "a"])
    }

    /// Apple's "Focus Guides" sample: a guide over each row sends focus coming into the row
    /// to the item it prefers (the one focused last there), and is passed over inside it.
    @Test func focusGuidesRedirectFocusComingIntoThem() throws {
        let (runtime, grid) = try makeGrid()
        let topGuide = UIFocusGuide(), bottomGuide = UIFocusGuide()
        for guide in [topGuide, bottomGuide] { grid.view.addLayoutGuide(guide) }
        NSLayoutConstraint.activate([
            topGuide.leadingAnchor.constraint(equalTo: grid.view.leadingAnchor),
            topGuide.trailingAnchor.constraint(equalTo: grid.view.trailingAnchor),
            topGuide.topAnchor.constraint(equalTo: grid.view.topAnchor),
            topGuide.heightAnchor.constraint(equalToConstant: 80),
            bottomGuide.leadingAnchor.constraint(equalTo: grid.view.leadingAnchor),
            bottomGuide.trailingAnchor.constraint(equalTo: grid.view.trailingAnchor),
            bottomGuide.topAnchor.constraint(equalTo: topGuide.bottomAnchor),
            bottomGuide.heightAnchor.constraint(equalToConstant: 80),
        ])
        topGuide.preferredFocusEnvironments = [grid.items[0]]
        bottomGuide.preferredFocusEnvironments = [grid.items[2]]
        grid.view.layoutIfNeeded()
        press(runtime, .keyboardTab)
        press(runtime, .keyboardRightArrow)
        #expect(focused(grid) == "b", "the top guide is under the focused item: passed over")
        press(runtime, .keyboardDownArrow)
        #expect(focused(grid) == "c", "the bottom guide is nearer than d and prefers c")
        bottomGuide.isEnabled = false
        press(runtime, .keyboardUpArrow)
        press(runtime, .keyboardRightArrow)
        press(runtime, .keyboardDownArrow)
        #expect(focused(grid) == "d", "a disabled guide redirects nothing")
    }

    /// Return selects the focused item: a tap recognizer that hears the select press
    /// recognizes (Apple's "Selection" sample); a focusable button sends its primary action.
    @Test func returnSelectsTheFocusedItem() throws {
        let (runtime, grid) = try makeGrid()
        final class Target {
            var log: [String] = []
            func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap") }
            func primary() { log.append("primary") }
        }
        final class FocusableButton: UIButton {
            override var canBecomeFocused: Bool { true }
        }
        let target = Target()
        let select = UITapGestureRecognizer(target: target, action: Selector("tapped:", Target.tapped))
        select.allowedTouchTypes = []
        select.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        grid.items[0].addGestureRecognizer(select)
        let touchOnly = UITapGestureRecognizer(target: target, action: Selector("tapped:", Target.tapped))
        touchOnly.allowedPressTypes = []
        grid.items[0].addGestureRecognizer(touchOnly)
        let button = FocusableButton(type: .system)
        button.frame = CGRect(x: 20, y: 170, width: 60, height: 20)
        button.addAction(UIAction { _ in target.log.append("primary") }, for: .primaryActionTriggered)
        grid.view.addSubview(button)

        press(runtime, .keyboardTab)
        press(runtime, .keyboardReturnOrEnter, "\r")
        #expect(target.log == ["tap"])
        press(runtime, .keyboardDownArrow)
        press(runtime, .keyboardDownArrow)
        #expect(button.isFocused)
        #expect(button.state.contains(.focused))
        press(runtime, .keyboardReturnOrEnter, "\r")
        #expect(target.log == ["tap", "primary"])
    }
}
