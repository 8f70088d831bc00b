import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// Menus of buttons, bar button items and context menus, driven through the headless
/// runtime with real touches. Apple's pages: UIContextMenuInteraction,
/// UIContextMenuInteractionDelegate, UIContextMenuConfiguration, UIButton.menu,
/// UIControl.showsMenuAsPrimaryAction, UIButton.changesSelectionAsPrimaryAction,
/// UIBarButtonItem.menu, UIDeferredMenuElement, UIMenu.Options, UIMenuElement.Attributes,
/// UITableViewDelegate and UICollectionViewDelegate ("Managing context menus").
@Suite(.serialized)
@MainActor
struct UIContextMenuInteractionTests {
    final class Recorder: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        var menu: () -> UIMenu? = { nil }
        var preview: (@MainActor () -> UIViewController?)?
        var appearanceWhenAsked: UIContextMenuInteraction.Appearance?

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration \(Int(location.x)),\(Int(location.y))")
            appearanceWhenAsked = interaction.menuAppearance
            guard let menu = menu() else { return nil }
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: preview) { _ in menu }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
            animator?.addCompletion { self.log.append("displayed") }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) {
            log.append("willPerformPreview")
            animator.preferredCommitStyle = .pop
            animator.addCompletion { self.log.append("commit \(animator.previewViewController?.title ?? "-")") }
        }
    }

    private func makeScene(style: UIUserInterfaceStyle = .light) throws -> (VitrineRuntime, UIWindow) {
        let display = HeadlessDisplay(pixelWidth: 320, pixelHeight: 480, scale: 1, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.overrideUserInterfaceStyle = style
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        return (runtime, window)
    }

    private func overlay(in window: UIWindow) -> MenuOverlay? { window.subviews.last as? MenuOverlay }

    private func row(_ title: String, in window: UIWindow) throws -> MenuRowView {
        let menu = try #require(overlay(in: window)).menuView
        return try #require(menu.rows.first { $0.titleLabel.text == title })
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// A finger held still past the long press's half second, then lifted.
    private func longPress(_ runtime: VitrineRuntime, at point: CGPoint) {
        runtime.touchDown(at: point)
        runtime.stepFrames(40)
        runtime.touchUp()
        runtime.stepFrames(1)
    }

    /// UIButton.menu with showsMenuAsPrimaryAction: the menu opens on touch down (the
    /// control sends .menuActionTriggered, not its primary action), below the button,
    /// inside the window; a tap on an action closes it and runs the action with the button
    /// as its sender.
    @Test func aButtonShowsItsMenuAsItsPrimaryAction() throws {
        let (runtime, window) = try makeScene()
        var log: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Menu Button") { _ in log.append("primary") })
        button.addAction(UIAction { _ in log.append("menu triggered") }, for: .menuActionTriggered)
        button.menu = UIMenu(children: (1...3).map { number in
            UIAction(title: "Option \(number)") { action in log.append("\(action.title) from \(action.sender is UIButton)") }
        })
        button.showsMenuAsPrimaryAction = true
        button.frame = CGRect(x: 200, y: 60, width: 110, height: 44)
        window.addSubview(button)
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction != nil)
        runtime.stepFrames(1)

        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        #expect(log == ["menu triggered"])
        let shown = try #require(overlay(in: window))
        #expect(shown.menuView.rowTitles == ["Option 1", "Option 2", "Option 3"])
        #expect(shown.backgroundColor == nil, "a control's menu does not dim the screen")
        #expect(shown.menuView.frame.minY == 112, "8 points below the button")
        #expect(shown.menuView.frame.maxX == 310, "a button in the right half lines up with its trailing edge")
        #expect(shown.menuView.frame.height == 132, "three 44-point rows")

        runtime.tap(at: center(of: try row("Option 2", in: window)))
        runtime.stepFrames(1)
        #expect(log == ["menu triggered", "Option 2 from true"])
        #expect(overlay(in: window) == nil)
    }

    /// Without showsMenuAsPrimaryAction a tap runs the primary action and a long press
    /// shows the menu; a tap outside the menu closes it without reaching what is under it.
    @Test func aLongPressShowsAButtonsMenuAndATapOutsideClosesIt() throws {
        let (runtime, window) = try makeScene()
        var log: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Menu Button") { _ in log.append("primary") })
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in log.append("copy") }])
        button.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        window.addSubview(button)
        var behindTapped = 0
        let behind = UIButton(primaryAction: UIAction(title: "Behind") { _ in behindTapped += 1 })
        behind.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        window.addSubview(behind)
        runtime.stepFrames(1)

        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        #expect(log == ["primary"] && overlay(in: window) == nil)

        longPress(runtime, at: center(of: button))
        #expect(log == ["primary"], "the long press does not tap")
        let menu = try #require(overlay(in: window)).menuView
        #expect(menu.frame.minX == 20, "a button in the left half lines up with its leading edge")
        #expect(menu.frame.minY == 352)

        runtime.tap(at: center(of: behind))
        runtime.stepFrames(1)
        #expect(overlay(in: window) == nil)
        #expect(behindTapped == 0, "the tap that closes a menu goes no further")
    }

    /// A pop-up button (changesSelectionAsPrimaryAction with a menu) shows its selected
    /// action's title (the first when none is on); choosing another selects it.
    @Test func aPopUpButtonFollowsTheChosenAction() throws {
        let (runtime, window) = try makeScene()
        let actions = ["Small", "Medium", "Large"].map { UIAction(title: $0) { _ in } }
        let button = UIButton(type: .system)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: actions)
        button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        window.addSubview(button)
        runtime.stepFrames(1)
        #expect(button.title(for: .normal) == "Small")
        #expect(actions.map(\.state) == [.on, .off, .off])

        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        #expect(try row("Small", in: window).subviews.contains { ($0 as? UIImageView)?.image != nil && !$0.isHidden },
                "the selected action is checked")
        runtime.tap(at: center(of: try row("Large", in: window)))
        runtime.stepFrames(1)
        #expect(button.title(for: .normal) == "Large")
        #expect(actions.map(\.state) == [.off, .off, .on])
        #expect(button.menu?.selectedElements.map(\.title) == ["Large"])
    }

    /// UIContextMenuInteraction on a plain view: a long press asks the delegate (with the
    /// rich appearance), lifts the view over a dimmed screen with the menu below it, and
    /// tells willDisplay then willEnd in Apple's order; updateVisibleMenu changes the menu
    /// on screen; location(in:) is where the press was.
    @Test func aLongPressOnAViewShowsItsContextMenu() throws {
        let (runtime, window) = try makeScene()
        let view = UIView(frame: CGRect(x: 60, y: 80, width: 200, height: 120))
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        let recorder = Recorder()
        recorder.menu = { UIMenu(children: [UIAction(title: "Share") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in }]) }
        let interaction = UIContextMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        #expect(interaction.view === view && interaction.menuAppearance == .unknown)
        runtime.stepFrames(1)

        longPress(runtime, at: CGPoint(x: 100, y: 100))
        #expect(recorder.log == ["configuration 40,20", "willDisplay photo", "displayed"])
        #expect(recorder.appearanceWhenAsked == .rich && interaction.menuAppearance == .rich)
        #expect(interaction.location(in: window) == CGPoint(x: 100, y: 100))
        let shown = try #require(overlay(in: window))
        #expect(shown.backgroundColor != nil, "the screen is dimmed behind the lifted view")
        #expect(shown.menuView.frame.minY == 208, "below the lifted view")
        #expect(try row("Delete", in: window).titleLabel.textColor == .systemRed)

        interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Pin") { _ in }])
        }
        #expect(shown.menuView.rowTitles == ["Share", "Delete", "Pin"])

        runtime.tap(at: CGPoint(x: 10, y: 470))
        runtime.stepFrames(1)
        #expect(recorder.log.last == "willEnd")
        #expect(overlay(in: window) == nil && interaction.menuAppearance == .unknown)
        #expect(interaction.location(in: window) == .zero)
    }

    /// A nil configuration shows nothing and leaves the touch to the view.
    @Test func aNilConfigurationShowsNoMenu() throws {
        let (runtime, window) = try makeScene()
        var tapped = 0
        let button = UIButton(primaryAction: UIAction(title: "Tap") { _ in tapped += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        window.addSubview(button)
        let recorder = Recorder()
        let interaction = UIContextMenuInteraction(delegate: recorder)
        button.addInteraction(interaction)
        runtime.stepFrames(1)
        longPress(runtime, at: center(of: button))
        #expect(recorder.log.count == 1 && overlay(in: window) == nil)
        #expect(tapped == 1, "the press still ends as the button's tap")
    }

    /// The preview provider's controller is shown lifted; a tap on it calls
    /// willPerformPreviewActionForMenuWith, and its animator's completion runs after the
    /// menu went (willEnd), so the app can show the controller there.
    @Test func tappingThePreviewCommitsIt() throws {
        let (runtime, window) = try makeScene()
        let view = UIView(frame: CGRect(x: 60, y: 300, width: 200, height: 60))
        window.addSubview(view)
        let recorder = Recorder()
        recorder.menu = { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        recorder.preview = {
            let controller = UIViewController()
            controller.title = "Detail"
            controller.preferredContentSize = CGSize(width: 200, height: 100)
            return controller
        }
        view.addInteraction(UIContextMenuInteraction(delegate: recorder))
        runtime.stepFrames(1)
        longPress(runtime, at: CGPoint(x: 100, y: 320))
        let shown = try #require(overlay(in: window))
        let preview = try #require(shown.subviews.first { !($0 is MenuView) })
        #expect(preview.frame.size == CGSize(width: 200, height: 100))
        #expect(shown.menuView.frame.minY >= preview.frame.maxY || shown.menuView.frame.maxY <= preview.frame.minY,
                "the menu does not cover the preview")
        #expect(shown.menuView.frame.maxY <= 472, "kept on screen")

        runtime.tap(at: center(of: preview))
        runtime.stepFrames(1)
        #expect(Array(recorder.log.suffix(3)) == ["willPerformPreview", "willEnd", "commit Detail"])
        #expect(overlay(in: window) == nil)
    }

    /// The menu's look: a title, inline sections with a band between them, destructive
    /// red, disabled grey, a checkmark for `.on`, a subtitle, trailing symbols, a submenu
    /// with its chevron, hidden actions left out. Screenshots light and dark at scale 1,
    /// tolerance 2 levels per channel.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theMenuLooksLikeIOS17(style: UIUserInterfaceStyle) throws {
        let (runtime, window) = try makeScene(style: style)
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(title: "Photo", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
            UIAction(title: "Favorite", image: UIImage(systemName: "heart"), state: .on) { _ in },
            UIAction(title: "Hidden", attributes: .hidden) { _ in },
            UIMenu(title: "Sort By", image: nil, children: [UIAction(title: "Date") { _ in }]),
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Rename", subtitle: "Keeps the file", image: UIImage(systemName: "pencil")) { _ in },
                UIAction(title: "Move", attributes: .disabled) { _ in },
            ]),
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ]),
        ])
        window.addSubview(button)
        runtime.stepFrames(1)
        runtime.tap(at: center(of: button))
        runtime.stepFrames(2)
        let menu = try #require(overlay(in: window)).menuView
        #expect(menu.rowTitles == ["Photo", "Copy", "Favorite", "Sort By", "Rename", "Move", "Delete"])
        #expect(!(try row("Move", in: window)).isEnabled)
        expectMatchesReference(runtime.renderScreen()!, named: "context-menu-\(style == .dark ? "dark" : "light")")
    }

    /// A submenu opens in place: its title (a tap goes back) over its children.
    @Test func aSubmenuOpensInPlace() throws {
        let (runtime, window) = try makeScene()
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in },
            UIMenu(title: "Sort By", options: .singleSelection, children: ["Date", "Name"].map { title in
                UIAction(title: title) { _ in chosen.append(title) }
            }),
        ])
        window.addSubview(button)
        runtime.stepFrames(1)
        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        runtime.tap(at: center(of: try row("Sort By", in: window)))
        runtime.stepFrames(1)
        let menu = try #require(overlay(in: window)).menuView
        #expect(menu.rowTitles == ["Sort By", "Date", "Name"])
        runtime.tap(at: center(of: try row("Sort By", in: window)))
        runtime.stepFrames(1)
        #expect(menu.rowTitles == ["Copy", "Sort By"])
        runtime.tap(at: center(of: try row("Sort By", in: window)))
        runtime.stepFrames(1)
        runtime.tap(at: center(of: try row("Name", in: window)))
        runtime.stepFrames(1)
        #expect(chosen == ["Name"])
        let sort = try #require(button.menu?.children.last as? UIMenu)
        #expect(sort.selectedElements.map(\.title) == ["Name"], "a single-selection menu checks the chosen action")
    }

    /// UIDeferredMenuElement: "Loading…" until the provider answers, then its elements;
    /// a cached element asks its provider once, an uncached one every time.
    @Test func deferredElementsLoadInPlace() throws {
        let (runtime, window) = try makeScene()
        var calls = 0
        var answer: (@MainActor ([UIMenuElement]) -> Void)?
        var uncachedCalls = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [
            UIAction(title: "Static") { _ in },
            UIDeferredMenuElement { completion in
                calls += 1
                answer = completion
            },
            UIDeferredMenuElement.uncached { completion in
                uncachedCalls += 1
                completion([UIAction(title: "Fresh \(uncachedCalls)") { _ in }])
            },
        ])
        window.addSubview(button)
        runtime.stepFrames(1)
        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        let menu = try #require(overlay(in: window)).menuView
        #expect(menu.rowTitles == ["Static", "Loading…", "Fresh 1"])
        let height = menu.frame.height
        answer?([UIAction(title: "Dynamic 1") { _ in }, UIAction(title: "Dynamic 2") { _ in }])
        #expect(menu.rowTitles == ["Static", "Dynamic 1", "Dynamic 2", "Fresh 1"])
        #expect(menu.frame.height == height + 44)

        runtime.tap(at: CGPoint(x: 300, y: 470))
        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        #expect(try #require(overlay(in: window)).menuView.rowTitles == ["Static", "Dynamic 1", "Dynamic 2", "Fresh 2"])
        #expect(calls == 1 && uncachedCalls == 2)
    }

    /// An action with .keepsMenuPresented runs and leaves the menu open, redrawn with its
    /// new state.
    @Test func keepsMenuPresentedLeavesTheMenuOpen() throws {
        let (runtime, window) = try makeScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        let toggle = UIAction(title: "Grid", attributes: .keepsMenuPresented) { action in action.state = action.state == .on ? .off : .on }
        button.menu = UIMenu(children: [toggle])
        window.addSubview(button)
        runtime.stepFrames(1)
        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        runtime.tap(at: center(of: try row("Grid", in: window)))
        runtime.stepFrames(1)
        #expect(toggle.state == .on)
        #expect(overlay(in: window) != nil)
    }

    /// UIBarButtonItem(title:image:primaryAction:menu:): an item without an action shows
    /// its menu on a tap; with a primary action the tap runs it.
    @Test func barButtonItemsShowTheirMenus() throws {
        let (runtime, window) = try makeScene()
        var log: [String] = []
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        controller.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"),
                            menu: UIMenu(children: [UIAction(title: "Option 1") { _ in log.append("option") }])),
            UIBarButtonItem(title: "Save", primaryAction: UIAction(title: "Save") { _ in log.append("save") },
                            menu: UIMenu(children: [UIAction(title: "Save As") { _ in }])),
        ]
        window.rootViewController = navigation
        runtime.stepFrames(2)
        let items = try #require(controller.navigationItem.rightBarButtonItems)
        #expect(items[0].menu?.children.count == 1)
        let save = try #require(items[1].view)
        runtime.tap(at: center(of: save))
        runtime.stepFrames(1)
        #expect(log == ["save"] && overlay(in: window) == nil)
        let ellipsis = try #require(items[0].view)
        runtime.tap(at: center(of: ellipsis))
        runtime.stepFrames(1)
        runtime.tap(at: center(of: try row("Option 1", in: window)))
        runtime.stepFrames(1)
        #expect(log == ["save", "option"])
    }

    final class ListDelegate: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
                              UICollectionViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for row \(indexPath.row)")
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Remove") { _ in self.log.append("remove \(indexPath.row)") }])
            })
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) { log.append("willDisplay") }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) { log.append("willEnd") }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("menu for item \(indexPath.item)")
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Info") { _ in }]) })
        }
    }

    /// A long press on a table row asks tableView(_:contextMenuConfigurationForRowAt:point:)
    /// and shows the menu with the cell lifted, without selecting the row; a tap still selects.
    @Test func aTableRowsLongPressShowsItsMenu() throws {
        let (runtime, window) = try makeScene()
        let table = UITableView(frame: window.bounds, style: .plain)
        let delegate = ListDelegate()
        table.dataSource = delegate
        table.delegate = delegate
        window.addSubview(table)
        runtime.stepFrames(2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        longPress(runtime, at: center(of: cell))
        #expect(delegate.log == ["menu for row 2", "willDisplay"])
        #expect(table.indexPathForSelectedRow == nil)
        let shown = try #require(overlay(in: window))
        let lifted = try #require(shown.subviews.first { !($0 is MenuView) })
        #expect(lifted.frame == cell.convert(cell.bounds, to: window), "the cell is lifted where it is")
        runtime.tap(at: center(of: try row("Remove", in: window)))
        runtime.stepFrames(1)
        #expect(delegate.log == ["menu for row 2", "willDisplay", "willEnd", "remove 2"])
        runtime.tap(at: center(of: cell))
        runtime.stepFrames(1)
        #expect(delegate.log.last == "select 2")
    }

    /// A collection view asks the iOS 16 method, whose default asks the iOS 13 one for a
    /// single item.
    @Test func aCollectionViewItemsLongPressShowsItsMenu() throws {
        let (runtime, window) = try makeScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let delegate = ListDelegate()
        collection.dataSource = delegate
        collection.delegate = delegate
        window.addSubview(collection)
        runtime.stepFrames(2)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        longPress(runtime, at: center(of: cell))
        #expect(delegate.log == ["menu for item 1"])
        #expect(try #require(overlay(in: window)).menuView.rowTitles == ["Info"])
    }
}
