import Foundation
import HeadlessDisplay
import Testing
import UIKitCore

/// UISplitViewController, after Apple's documentation: a column style wraps each column's
/// controller in a navigation controller and `viewController(for:)` gives back the one
/// set; in regular width the columns sit side by side, `hide(_:)`/`show(_:)` change the
/// display mode and tell the delegate first; collapsed (compact width) it is one stack,
/// the secondary column's on top of the primary one unless the delegate's
/// `topColumnForCollapsingToProposedTopColumn` picks the primary (the proposed column is
/// the secondary); `showDetailViewController(_:sender:)` fills the secondary column, or
/// pushes when collapsed. Widths: 320 points by default, a hairline between columns.
@MainActor
@Suite(.serialized)
struct SplitViewControllerTests {
    final class Delegate: UISplitViewControllerDelegate {
        var log: [String] = []
        var top: UISplitViewController.Column?

        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            log.append("willShow \(column)")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            log.append("willHide \(column)")
        }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            log.append("willChangeTo \(displayMode)")
        }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            log.append("proposed \(proposedTopColumn)")
            return top ?? proposedTopColumn
        }
    }

    private func makeSplit(style: UISplitViewController.Style = .doubleColumn) -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: style)
        let list = UIViewController(), detail = UIViewController()
        list.title = "List"
        detail.title = "Detail"
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    @Test func regularWidthShowsTheColumnsSideBySide() throws {
        let (split, list, detail) = makeSplit()
        let (runtime, _) = try ControllerScene.make(root: split, width: 1024, height: 768)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        let navigations = split.viewControllers.compactMap { $0 as? UINavigationController }
        #expect(navigations.count == 2 && navigations[0].topViewController === list && navigations[1].topViewController === detail)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(navigations[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigations[1].view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
        #expect(split.primaryColumnWidth == 320)
        #expect(list.splitViewController === split && detail.splitViewController === split)
        // The sidebar background style colours the primary column, and is taken back.
        split.primaryBackgroundStyle = .sidebar
        runtime.stepFrames(1)
        #expect(navigations[0].view.backgroundColor === UIColor.secondarySystemBackground)
        split.primaryBackgroundStyle = .none
        runtime.stepFrames(1)
        #expect(navigations[0].view.backgroundColor == nil)
    }

    @Test func hidingAndShowingThePrimaryColumnTellsTheDelegateFirst() throws {
        let (split, _, detail) = makeSplit()
        let delegate = Delegate()
        split.delegate = delegate
        let (runtime, _) = try ControllerScene.make(root: split, width: 1024, height: 768)
        split.hide(.primary)
        runtime.stepFrames(1)
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        split.show(.primary)
        runtime.stepFrames(1)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(delegate.log == ["willHide primary", "willChangeTo secondaryOnly", "willShow primary", "willChangeTo oneBesideSecondary"])
    }

    @Test func compactWidthCollapsesTheSecondaryStackOntoThePrimaryOne() throws {
        let (split, list, detail) = makeSplit()
        let delegate = Delegate()
        split.delegate = delegate
        let (_, _) = try ControllerScene.make(root: split, width: 390, height: 844)
        #expect(split.isCollapsed)
        #expect(delegate.log == ["proposed secondary"])
        let primary = try #require(list.navigationController)
        #expect(primary.viewControllers == [list, detail])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aDelegateCanKeepThePrimaryColumnOnTopAndDetailsArePushed() throws {
        let (split, list, _) = makeSplit()
        let delegate = Delegate()
        delegate.top = .primary
        split.delegate = delegate
        let (runtime, _) = try ControllerScene.make(root: split, width: 390, height: 844)
        let primary = try #require(list.navigationController)
        #expect(primary.viewControllers == [list])
        let other = UIViewController()
        list.showDetailViewController(other, sender: nil)
        ControllerScene.settle(runtime)
        #expect(primary.viewControllers == [list, other])
    }

    @Test func showingADetailInRegularWidthFillsTheSecondaryColumn() throws {
        let (split, list, detail) = makeSplit()
        let (runtime, _) = try ControllerScene.make(root: split, width: 1024, height: 768)
        let other = UIViewController()
        list.showDetailViewController(other, sender: nil)
        ControllerScene.settle(runtime)
        #expect(split.viewController(for: .secondary) === other)
        #expect(other.navigationController?.viewControllers == [other])
        #expect(detail.parent == nil)
        #expect(list.navigationController?.viewControllers == [list])
    }

    @Test func widthsFollowThePreferredFractionWithinTheLimits() throws {
        let (split, _, _) = makeSplit()
        split.preferredPrimaryColumnWidthFraction = 0.4
        split.maximumPrimaryColumnWidth = 380
        let (runtime, _) = try ControllerScene.make(root: split, width: 1024, height: 768)
        #expect(split.primaryColumnWidth == 380)
        split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
        split.view.setNeedsLayout()
        runtime.stepFrames(1)
        #expect(split.primaryColumnWidth == 410)
    }

    @Test func threeColumnsOnAWideScreenShowTwoBesideTheSecondary() throws {
        let (split, list, detail) = makeSplit(style: .tripleColumn)
        let middle = UIViewController()
        split.setViewController(middle, for: .supplementary)
        let (_, _) = try ControllerScene.make(root: split, width: 1180, height: 820)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(middle.navigationController?.view.frame == CGRect(x: 321, y: 0, width: 320, height: 820))
        #expect(detail.navigationController?.view.frame == CGRect(x: 642, y: 0, width: 538, height: 820))
    }

    @Test func theClassicPairIsTakenAsItIs() throws {
        let split = UISplitViewController()
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        split.viewControllers = [master, detail]
        let (_, _) = try ControllerScene.make(root: split, width: 1024, height: 768)
        #expect(split.style == .unspecified)
        #expect(split.viewControllers == [master, detail])
        #expect(detail.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
    }
}
