import Combine
import UIKit

/// Runs the screen as a person would use it (types a query, taps twice), then reports on
/// one line what Combine delivered while UIKit's run loop ran; CombineAppTests reads it.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var cancellables = Set<AnyCancellable>()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let controller = SearchViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window

        for (delay, text) in [(0.0, "a"), (0.05, "ap"), (0.1, "apr")] {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { controller.viewModel.query = text }
        }
        controller.taps.send()
        controller.taps.send()
        Just(())
            .delay(for: .seconds(1.2), scheduler: DispatchQueue.main)
            .sink { _ in self.report(controller) }
            .store(in: &cancellables)
        return true
    }

    private func report(_ controller: SearchViewController) {
        let report: [String: String] = [
            "results": controller.resultsLabel.text ?? "nil",
            "queriesSearched": String(controller.viewModel.queriesSearched),
            "ticksOverTen": String(controller.viewModel.ticks > 10),
            "changesSeen": String(controller.changes > 0),
            "status": controller.statusLabel.text ?? "nil",
            "taps": String(controller.tapCount),
            "network": controller.networkResult,
        ]
        let data = try! JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        print("REPORT " + String(decoding: data, as: UTF8.self))
        fflush(stdout)
        exit(0)
    }
}
