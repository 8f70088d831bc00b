import HeadlessDisplay
import Testing
import UIKitCore

/// present(_:animated:completion:) and dismiss(animated:completion:) in every built-in
/// style, with Apple's appearance callbacks (the presenter disappears only under a
/// full-screen presentation), presentation stacks, custom transitions and bad input.
@MainActor
struct PresentationTests {
    @Test func aFullScreenPresentationCoversAndRemovesThePresenter() throws {
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let (runtime, window) = try ControllerScene.make(root: root)
        let modal = LoggingController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        log.entries = []
        var completed = false
        root.present(modal, animated: true) { completed = true }
        #expect(root.presentedViewController === modal)
        #expect(modal.presentingViewController === root)
        #expect(modal.isBeingPresented)
        #expect(log.take() == ["root: willDisappear", "modal: willAppear"])
        runtime.stepFrames(5)
        // The model is at its end at once; what is shown slides up.
        let midway = try #require(modal.view.layer.presentation()).frame.minY
        #expect(midway > 0 && midway < window.bounds.height)
        ControllerScene.settle(runtime)
        #expect(completed)
        #expect(log.take() == ["root: didDisappear", "modal: didAppear"])
        #expect(root.view.window == nil)
        #expect(modal.view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(modal.view.bounds.size == window.bounds.size)

        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        #expect(log.take() == ["modal: willDisappear", "root: willAppear"])
        #expect(root.view.window === window)
        ControllerScene.settle(runtime)
        #expect(dismissed)
        #expect(log.take() == ["modal: didDisappear", "root: didAppear"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.window == nil)
        #expect(window.subviews.count == 1)
    }

    // UIPresentationController.h declares presentingViewController `strong`: an app that
    // keeps a sheet's presentation controller may read its presenter after the presenter
    // has left the screen and every other reference to it is gone.
    @Test func aPresentationControllerKeepsItsPresenter() throws {
        let (runtime, window) = try ControllerScene.make(root: UIViewController())
        var presenter: UIViewController? = UIViewController()
        weak let weakPresenter = presenter
        presenter?.modalPresentationStyle = .fullScreen
        window.rootViewController?.present(try #require(presenter), animated: false)
        let details = UIViewController()
        let sheet = try #require(details.sheetPresentationController)
        presenter?.present(details, animated: false)
        ControllerScene.settle(runtime)
        #expect(sheet.presentingViewController === presenter)
        window.rootViewController?.dismiss(animated: false)
        ControllerScene.settle(runtime)
        presenter = nil
        // Before the fix it was unowned: the presenter was gone and reading it trapped.
        try #require(weakPresenter != nil)
        #expect(sheet.presentingViewController === weakPresenter)
    }

    // A controller configured for a sheet and never presented goes when the app lets it go:
    // it keeps its presentation controller, which must not keep it in turn.
    @Test func aControllerConfiguredButNeverPresentedIsFreed() throws {
        var details: UIViewController? = UIViewController()
        weak let weakDetails = details
        let sheet = try #require(details?.sheetPresentationController)
        sheet.detents = [.medium()]
        #expect(sheet.presentedViewController === details && sheet.presentingViewController === details)
        details = nil
        #expect(weakDetails == nil)
    }

    // Partial curl is not drawn on Vitrine: it presents as cover vertical.
    @Test(arguments: [UIModalTransitionStyle.crossDissolve, .flipHorizontal, .partialCurl])
    func everyTransitionStylePresentsAndDismisses(style: UIModalTransitionStyle) throws {
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let (runtime, window) = try ControllerScene.make(root: root)
        let modal = LoggingController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = style
        log.entries = []
        root.present(modal, animated: true)
        runtime.stepFrames(3)
        #expect(log.entries == ["root: willDisappear", "modal: willAppear"])
        ControllerScene.settle(runtime)
        #expect(log.take() == ["root: willDisappear", "modal: willAppear", "root: didDisappear", "modal: didAppear"])
        #expect(modal.view.window === window && root.view.window == nil)
        #expect(modal.view.alpha == 1 && modal.view.frame == window.bounds)
        root.dismiss(animated: true)
        ControllerScene.settle(runtime)
        #expect(log.take() == ["modal: willDisappear", "root: willAppear", "modal: didDisappear", "root: didAppear"])
        #expect(root.view.window === window && modal.view.window == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func aPopoverCanPointAtABarButtonItem() throws {
        let root = UIViewController()
        root.title = "Orders"
        let share = UIBarButtonItem(barButtonSystemItem: .action)
        root.navigationItem.rightBarButtonItem = share
        let navigation = UINavigationController(rootViewController: root)
        let (runtime, _) = try ControllerScene.make(root: navigation, width: 1024, height: 768)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 320, height: 200)
        popover.popoverPresentationController?.barButtonItem = share
        navigation.present(popover, animated: false)
        runtime.stepFrames(1)
        let bubble = try #require(popover.presentationController?.presentedView)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(bubble.frame.minY == 44)
        #expect(bubble.frame.maxX <= 1014)
    }

    // Apple: adaptiveSheetPresentationController, "the sheet presentation controller to use
    // when the popover adapts to a sheet" (iOS 15; Apple's Postcards sample sets its detents).
    // At a compact width the popover becomes that sheet, at its medium detent; at a regular
    // width it stays a popover.
    @Test(arguments: [390, 1024])
    func aPopoverAdaptsToItsOwnSheet(width: Int) throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root, width: width, height: 640)
        let settings = UIViewController()
        settings.modalPresentationStyle = .popover
        let popover = try #require(settings.popoverPresentationController)
        popover.sourceView = root.view
        let sheet = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium(), .large()]
        #expect(popover.adaptiveSheetPresentationController === sheet)
        root.present(settings, animated: false)
        runtime.stepFrames(1)
        if width == 390 {
            #expect(settings.presentationController === sheet)
            #expect(sheet.presentedView?.frame.height == 315)
        } else {
            #expect(settings.presentationController === popover)
        }
    }

    // iOS 13 and later: .automatic is a page sheet, and the presenter does not disappear.
    @Test func aSheetLeavesThePresenterShownAndDimsIt() throws {
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let (runtime, window) = try ControllerScene.make(root: root)
        let sheet = LoggingController("sheet", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        #expect(sheet.sheetPresentationController != nil)
        log.entries = []
        root.present(sheet, animated: true)
        ControllerScene.settle(runtime)
        #expect(log.take() == ["sheet: willAppear", "sheet: didAppear"])
        #expect(root.view.window === window)
        let card = try #require(sheet.presentationController?.presentedView)
        // On this compact 390-point screen: a card from the bottom below a 10-point gap.
        #expect(card.convert(card.bounds, to: nil) == CGRect(x: 0, y: 10, width: 390, height: 630))
        #expect(card.layer.cornerRadius == 10)
        root.dismiss(animated: false)
        #expect(log.take() == ["sheet: willDisappear", "sheet: didDisappear"])
        #expect(card.window == nil)
    }

    @Test func aMediumDetentSheetRestsAtHalfHeightAndASwipeDownDismissesIt() throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let sheet = UIViewController()
        let sheetController = try #require(sheet.sheetPresentationController)
        sheetController.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        runtime.stepFrames(1)
        let card = try #require(sheet.presentationController?.presentedView)
        #expect(card.frame.height == 315)
        // A fast swipe down from the medium detent dismisses.
        runtime.touchDown(at: CGPoint(x: 200, y: 400))
        for step in 1...6 {
            runtime.stepFrames(1)
            runtime.touchMove(to: CGPoint(x: 200, y: 400 + CGFloat(step) * 30))
        }
        runtime.touchUp()
        ControllerScene.settle(runtime)
        #expect(root.presentedViewController == nil)
        #expect(card.window == nil)
    }

    @Test func aSheetThatIsModalInPresentationStaysAndTellsTheDelegate() throws {
        final class Listener: UIAdaptivePresentationControllerDelegate {
            var attempts = 0
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
        }
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        let listener = Listener()
        sheet.presentationController?.delegate = listener
        root.present(sheet, animated: false)
        runtime.stepFrames(1)
        runtime.touchDown(at: CGPoint(x: 200, y: 100))
        for step in 1...6 {
            runtime.stepFrames(1)
            runtime.touchMove(to: CGPoint(x: 200, y: 100 + CGFloat(step) * 60))
        }
        runtime.touchUp()
        ControllerScene.settle(runtime)
        #expect(root.presentedViewController === sheet)
        #expect(listener.attempts == 1)
        let card = try #require(sheet.presentationController?.presentedView)
        #expect(card.transform == .identity)
    }

    @Test func overFullScreenKeepsThePresenterAndCurrentContextCoversOnlyTheContext() throws {
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let context = LoggingController("context", log: log)
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.definesPresentationContext = true
        let (runtime, window) = try ControllerScene.make(root: root)
        log.entries = []
        let over = LoggingController("over", log: log)
        over.modalPresentationStyle = .overFullScreen
        root.present(over, animated: false)
        #expect(log.take() == ["over: willAppear", "over: didAppear"])
        #expect(root.view.window === window)
        over.dismiss(animated: false)
        log.entries = []

        let inner = LoggingController("inner", log: log)
        inner.modalPresentationStyle = .currentContext
        context.present(inner, animated: false)
        runtime.stepFrames(1)
        #expect(inner.presentingViewController === context)
        #expect(inner.view.convert(inner.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 390, height: 200))
        #expect(log.take() == ["context: willDisappear", "inner: willAppear", "context: didDisappear", "inner: didAppear"])
        #expect(context.view.window == nil && root.view.window === window)
    }

    @Test func dismissingFromTheBottomOfAStackDismissesEverythingAbove() throws {
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let (runtime, window) = try ControllerScene.make(root: root)
        let first = LoggingController("first", log: log), second = LoggingController("second", log: log)
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        log.entries = []
        root.dismiss(animated: true)
        ControllerScene.settle(runtime)
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(first.view.window == nil && second.view.window == nil)
        #expect(root.view.window === window)
        #expect(log.take().contains("root: didAppear"))
        #expect(window.subviews.count == 1)
    }

    // Apple logs and ignores these ("Attempt to present ... which is already presenting").
    @Test func badPresentationsAreLoggedAndIgnored() throws {
        let root = UIViewController()
        let (_, _) = try ControllerScene.make(root: root)
        let modal = UIViewController()
        root.present(modal, animated: false)
        root.present(UIViewController(), animated: false)
        #expect(root.presentedViewController === modal)
        modal.present(modal, animated: false)
        #expect(modal.presentedViewController == nil)
        let other = UIViewController()
        other.present(modal, animated: false)
        #expect(modal.presentingViewController === root)
        let detached = UIViewController()
        var ran = false
        detached.present(UIViewController(), animated: false) { ran = true }
        #expect(!ran && detached.presentedViewController == nil)
        UIViewController().dismiss(animated: false)
    }

    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        var animated = 0
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            animated += 1
            let view = transitionContext.view(forKey: .to) ?? transitionContext.view(forKey: .from)!
            let presenting = transitionContext.view(forKey: .to) != nil
            if presenting {
                view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                view.alpha = 0
                transitionContext.containerView.addSubview(view)
            }
            UIView.animate(withDuration: 0.2, animations: { view.alpha = presenting ? 1 : 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Transitions: UIViewControllerTransitioningDelegate {
        let animator = FadeAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    @Test func aTransitioningDelegateAnimatesPresentationAndDismissal() throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let modal = UIViewController()
        let transitions = Transitions()
        modal.transitioningDelegate = transitions
        modal.modalPresentationStyle = .overFullScreen
        var alongside = false
        root.present(modal, animated: true)
        modal.transitionCoordinator?.animate(alongsideTransition: { _ in alongside = true }, completion: nil)
        runtime.stepFrames(3)
        let shown = try #require(modal.view.layer.presentation()).opacity
        #expect(shown > 0 && shown < 1)
        ControllerScene.settle(runtime)
        #expect(alongside)
        #expect(modal.view.alpha == 1)
        #expect(modal.transitionCoordinator == nil)
        modal.dismiss(animated: true)
        ControllerScene.settle(runtime)
        #expect(transitions.animator.animated == 2)
        #expect(root.presentedViewController == nil)
    }

    @Test func aPopoverPointsAtItsSourceAndATapOutsideDismissesIt() throws {
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root, width: 1024, height: 768)
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(anchor)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = anchor
        root.present(popover, animated: false)
        runtime.stepFrames(1)
        #expect(controller.arrowDirection == .up)
        let bubble = try #require(controller.presentedView)
        #expect(bubble.frame.minY == 140)
        #expect(bubble.frame.height == 213)
        #expect(popover.view.bounds.size == CGSize(width: 300, height: 200))
        runtime.tap(at: CGPoint(x: 900, y: 700))
        ControllerScene.settle(runtime)
        #expect(root.presentedViewController == nil)
    }

    @Test func aPopoverOnACompactScreenBecomesASheet() throws {
        let root = UIViewController()
        let (_, _) = try ControllerScene.make(root: root)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        root.present(popover, animated: false)
        #expect(popover.presentationController is UISheetPresentationController)
    }
}
