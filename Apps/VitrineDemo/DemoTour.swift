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
    }

    private let pages: [Page] = [
        Page(name: "hypnosis") { HypnosisPage(frame: $0) },
        Page(name: "labels-and-images") { LabelsAndImagesPage(frame: $0) },
        Page(name: "dashboard") { DashboardPage(frame: $0) },
        Page(name: "animations") { AnimationsPage(frame: $0) },
    ]
    private let window: UIWindow
    private let options: DemoOptions
    private var index = 0
    private var current: UIView?
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
        _ = Timer.scheduledTimer(withTimeInterval: options.secondsPerPage, repeats: false) { _ in
            MainActor.assumeIsolated { self.pageShown() }
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
