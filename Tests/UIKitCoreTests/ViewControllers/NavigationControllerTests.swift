import Testing
@testable import UIKitCore

/// UINavigationController: the stack, the appearance order of pushes and pops (iOS: the
/// leaving controller's will, the arriving one's will, the animation, then the dids),
/// the bar, the interactive pop by an edge swipe, and bad input.
@MainActor
struct NavigationControllerTests {
    private func makeStack() throws -> (VitrineRuntime, UINavigationController, LoggingController, EventLog) {
        let log = EventLog()
        let root = LoggingController("A", log: log)
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        log.entries = []
        return (runtime, navigation, root, log)
    }

    @Test func aPushAnimatesWithTheParallaxAndCallsBackInIOSOrder() throws {
        let (runtime, navigation, root, log) = try makeStack()
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: true)
        #expect(navigation.topViewController === next)
        #expect(navigation.viewControllers.count == 2)
        #expect(log.take() == ["B: willMove(parent)", "A: willDisappear", "B: willAppear"])
        #expect(next.isMovingToParent)
        runtime.stepFrames(8)
        let arriving = try #require(next.view.layer.presentation()).frame.minX
        let leaving = try #require(root.view.layer.presentation()).frame.minX
        #expect(arriving > 0 && arriving < 390)
        // The view underneath moves a third as far, the other way.
        #expect(leaving < 0 && abs(leaving / (390 - arriving) + 0.3) < 0.02)
        ControllerScene.settle(runtime)
        #expect(log.take() == ["A: didDisappear", "B: didAppear", "B: didMove(parent)"])
        #expect(root.view.window == nil)
        #expect(next.view.frame == navigation.view.bounds)
        #expect(next.navigationController === navigation)
    }

    // viewWillAppear(_:): "This method is called before the view controller's view is about
    // to be added to a view hierarchy"; viewDidLoad(): "called after the view controller has
    // loaded its view hierarchy into memory". An app that makes its collection view in
    // viewDidLoad reads it in viewWillAppear (Apple's Emoji Explorer sample, pushed from its
    // outline, trapped on a nil collection view before the view was loaded first).
    @Test func aPushedControllerHasLoadedItsViewWhenItWillAppear() throws {
        final class ListController: UIViewController {
            var list: UIScrollView!
            var sawLoadedList: [Bool] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                list = UIScrollView(frame: view.bounds)
                view.addSubview(list)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                sawLoadedList.append(list != nil)
            }
        }
        let (runtime, navigation, _, _) = try makeStack()
        for animated in [false, true] {
            let next = ListController()
            #expect(!next.isViewLoaded)
            navigation.pushViewController(next, animated: animated)
            ControllerScene.settle(runtime)
            #expect(next.sawLoadedList == [true])
            navigation.popViewController(animated: false)
            ControllerScene.settle(runtime)
        }
    }

    @Test func aPopRemovesTheTopControllerAfterItsAnimation() throws {
        let (runtime, navigation, root, log) = try makeStack()
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: false)
        log.entries = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === next)
        #expect(log.take() == ["B: willMove(nil)", "B: willDisappear", "A: willAppear"])
        #expect(next.isMovingFromParent)
        ControllerScene.settle(runtime)
        #expect(log.take() == ["B: didDisappear", "A: didAppear", "B: didMove(nil)"])
        #expect(navigation.viewControllers == [root])
        #expect(next.parent == nil && next.view.window == nil)
    }

    @Test func popToRootReturnsThePoppedControllersAndOnlyTheTopAnimates() throws {
        let (runtime, navigation, root, log) = try makeStack()
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        log.entries = []
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root])
        #expect(log.take().filter { $0.hasPrefix("A:") } == ["A: willAppear", "A: didAppear"])
    }

    // Apple refuses these; Vitrine logs and leaves the stack as it was.
    @Test func badOperationsLeaveTheStackIntact() throws {
        let (runtime, navigation, root, _) = try makeStack()
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        navigation.pushViewController(root, animated: true)
        navigation.pushViewController(UINavigationController(), animated: true)
        #expect(navigation.popToViewController(UIViewController(), animated: true) == nil)
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root])
        navigation.setViewControllers([root, root], animated: false)
        #expect(navigation.viewControllers == [root])
    }

    @Test func operationsDuringATransitionRunAfterIt() throws {
        let (runtime, navigation, root, log) = try makeStack()
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [root, b])
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root, b, c])
        #expect(c.view.window != nil && b.view.window == nil)
    }

    @Test func theBarShowsTheTitleButtonsAndABackButtonThatPops() throws {
        let (runtime, navigation, root, log) = try makeStack()
        var added = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        let next = LoggingController("B", log: log)
        next.title = "Wi-Fi"
        navigation.pushViewController(next, animated: false)
        runtime.stepFrames(1)
        #expect(navigation.navigationBar.topItem === next.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        #expect(next.view.safeAreaInsets.top == 44)
        // The back button reads the previous title; tapping it pops.
        runtime.tap(at: CGPoint(x: 30, y: 22))
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root])
        let add = try #require(root.navigationItem.rightBarButtonItem?.view)
        runtime.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: nil))
        runtime.stepFrames(1)
        #expect(added == 1)
    }

    @Test func largeTitlesMakeTheBarTallerAndHidingItRemovesItsInset() throws {
        let (runtime, navigation, root, _) = try makeStack()
        navigation.navigationBar.prefersLargeTitles = true
        runtime.stepFrames(1)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == 96)
        root.navigationItem.largeTitleDisplayMode = .never
        runtime.stepFrames(1)
        #expect(navigation.navigationBar.frame.height == 44)
        navigation.setNavigationBarHidden(true, animated: false)
        runtime.stepFrames(1)
        #expect(root.view.safeAreaInsets.top == 0)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test func aPromptAndAnAppearanceShapeTheBar() throws {
        let (runtime, navigation, root, _) = try makeStack()
        root.navigationItem.prompt = "Choose a station"
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.scrollEdgeAppearance = appearance
        runtime.stepFrames(1)
        #expect(navigation.navigationBar.frame.height == 74)
        #expect(root.view.safeAreaInsets.top == 74)
        let pixels = runtime.renderScreen()!
        // The bar's fill is the appearance's colour (iOS 17 systemIndigo: 88, 86, 214).
        let pixel = pixels.pixel(x: 5, y: 60)
        let red = Int((pixel >> 16) & 0xFF), green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
        #expect(abs(red - 88) <= 2 && abs(green - 86) <= 2 && abs(blue - 214) <= 2)
    }

    @Test func anEdgeSwipePastHalfwayPops() throws {
        let (runtime, navigation, root, log) = try makeStack()
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: false)
        log.entries = []
        runtime.touchDown(at: CGPoint(x: 5, y: 300))
        for x in stride(from: 25, through: 245, by: 20) {
            runtime.stepFrames(1)
            runtime.touchMove(to: CGPoint(x: CGFloat(x), y: 300))
        }
        // The top view follows the finger.
        let following = next.view.convert(CGPoint.zero, to: nil).x
        #expect(following > 200 && following < 250)
        #expect(log.take() == ["B: willMove(nil)", "B: willDisappear", "A: willAppear"])
        runtime.stepFrames(1)
        runtime.touchUp()
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root])
        #expect(log.take() == ["B: didDisappear", "A: didAppear", "B: didMove(nil)"])
    }

    @Test func anEdgeSwipeLetGoEarlyCancelsInIOSOrder() throws {
        let (runtime, navigation, root, log) = try makeStack()
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: false)
        log.entries = []
        runtime.touchDown(at: CGPoint(x: 5, y: 300))
        for x in stride(from: 15, through: 75, by: 10) {
            runtime.stepFrames(2)
            runtime.touchMove(to: CGPoint(x: CGFloat(x), y: 300))
        }
        for _ in 0..<10 { runtime.stepFrames(1) }
        runtime.touchUp()
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers == [root, next])
        #expect(next.parent === navigation)
        #expect(log.take() == ["B: willMove(nil)", "B: willDisappear", "A: willAppear",
                               "A: willDisappear", "A: didDisappear", "B: willAppear", "B: didAppear"])
        #expect(next.view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(root.view.window == nil)
    }

    @Test func aSwipeAwayFromTheEdgeDoesNotPop() throws {
        let (runtime, navigation, root, _) = try makeStack()
        navigation.pushViewController(UIViewController(), animated: false)
        runtime.touchDown(at: CGPoint(x: 100, y: 300))
        for x in stride(from: 120, through: 340, by: 20) {
            runtime.stepFrames(1)
            runtime.touchMove(to: CGPoint(x: CGFloat(x), y: 300))
        }
        runtime.touchUp()
        ControllerScene.settle(runtime)
        #expect(navigation.viewControllers.count == 2)
        _ = root
    }
}
