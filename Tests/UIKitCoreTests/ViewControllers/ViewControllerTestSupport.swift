import HeadlessDisplay
import Testing
import UIKitCore

/// A controller that logs its lifecycle as "name: event" in a shared log.
@MainActor
class LoggingController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name): willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name): didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name): willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name): didDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name): willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name): didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor
enum ControllerScene {
    /// A stepped runtime of `width`×`height` points with a shown key window whose root is
    /// `root`.
    static func make(root: UIViewController, width: Int = 390, height: Int = 640,
                     scale: CGFloat = 1) throws -> (VitrineRuntime, UIWindow) {
        let display = HeadlessDisplay(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale),
                                      scale: scale, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        return (runtime, window)
    }

    /// Runs frames until nothing animates any more.
    static func settle(_ runtime: VitrineRuntime) {
        runtime.stepUntilIdle()
    }
}
