import Foundation
import Logging
import DemoScenes
import UIKit

/// Shows each demo page for a while, writes a PNG of it, then moves on.
@MainActor
final class DemoTour {
    private struct Page {
        let name: String
        let make: (CGRect) -> UIView
        /// Input the tour plays on the page before it waits and takes its picture.
        var script: (@MainActor (UIView) -> [TouchPageScript.Step])? = nil
    }

    private let pages: [Page] = [
        Page(name: "hypnosis") { HypnosisPage(frame: $0) },
        Page(name: "labels-and-images") { LabelsAndImagesPage(frame: $0) },
        Page(name: "dashboard") { DashboardPage(frame: $0) },
        Page(name: "animations") { AnimationsPage(frame: $0) },
        Page(name: "touch", make: { TouchPage(frame: $0) },
             script: { page in (page as? TouchPage).map { TouchPageScript.steps(for: $0) } ?? [] }),
    ]
    private let window: UIWindow
    private let options: DemoOptions
    private var index = 0
    private var current: UIView?
    private var script: [TouchPageScript.Step] = []
    private let logger = Logger(label: "vitrine.demo")

    init(window: UIWindow, options: DemoOptions) {
        self.window = window
        self.options = options
    }

    func start() {
        show(pageAt: 0)
    }

    private func show(pageAt index: Int) {
        self.index = index
        current?.removeFromSuperview()
        let page = pages[index].make(window.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(page)
        current = page
        script = pages[index].script?(page) ?? []
        playScript()
    }

    /// Plays the page's script one step per tick (a few frames apart, as a finger moves),
    /// then waits the page's time.
    private func playScript() {
        guard !script.isEmpty else {
            _ = Timer.scheduledTimer(withTimeInterval: options.secondsPerPage, repeats: false) { _ in
                MainActor.assumeIsolated { self.pageShown() }
            }
            return
        }
        let step = script.removeFirst()
        if let runtime = VitrineRuntime.current { step(runtime) }
        _ = Timer.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: false) { _ in
            MainActor.assumeIsolated { self.playScript() }
        }
    }

    private func pageShown() {
        let name = String(format: "%02d-%@.png", index + 1, pages[index].name)
        let url = options.outputDirectory.appendingPathComponent(name)
        do {
            try VitrineRuntime.current?.writeScreenshot(to: url)
            print("wrote \(url.path)")
        } catch {
            logger.error("cannot write \(url.path): \(error)")
        }
        if index + 1 < pages.count {
            show(pageAt: index + 1)
        } else if options.loops {
            show(pageAt: 0)
        } else {
            exit(0)
        }
    }
}
