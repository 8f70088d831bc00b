import Foundation
import Logging
import DemoScenes
import UIKit

/// Shows each demo page for a while, writes a PNG of it, then moves on; or shows one
/// page until the app is stopped, writing its PNG and printing its state at each SIGUSR1.
@MainActor
final class DemoTour {
    private struct Page: Sendable {
        let name: String
        let make: @MainActor @Sendable (CGRect) -> UIView
        /// Input the tour plays on the page before it waits and takes its picture.
        var script: (@MainActor @Sendable (UIView) -> [TouchPageScript.Step])? = nil
    }

    nonisolated static var pageNames: [String] { pages.map(\.name) }

    private nonisolated static let pages: [Page] = [
        Page(name: "hypnosis") { HypnosisPage(frame: $0) },
        Page(name: "labels-and-images") { LabelsAndImagesPage(frame: $0) },
        Page(name: "dashboard") { DashboardPage(frame: $0) },
        Page(name: "animations") { AnimationsPage(frame: $0) },
        Page(name: "touch", make: { TouchPage(frame: $0) },
             script: { page in (page as? TouchPage).map { TouchPageScript.steps(for: $0) } ?? [] }),
        Page(name: "controls", make: { ControlsPage(frame: $0) },
             script: { page in (page as? ControlsPage).map { ControlsPageScript.steps(for: $0) } ?? [] }),
        Page(name: "controls-dark", make: { ControlsPage(frame: $0) },
             script: { page in (page as? ControlsPage).map { ControlsPageScript.steps(for: $0, dark: true) } ?? [] }),
    ]
    private let window: UIWindow
    private let options: DemoOptions
    private var index = 0
    private var current: UIView?
    private var script: [TouchPageScript.Step] = []
    private var signalSource: DispatchSourceSignal?
    private let logger = Logger(label: "vitrine.demo")

    init(window: UIWindow, options: DemoOptions) {
        self.window = window
        self.options = options
    }

    func start() {
        if let name = options.page, let index = Self.pages.firstIndex(where: { $0.name == name }) {
            showOnly(pageAt: index)
        } else {
            show(pageAt: 0)
        }
    }

    private func show(pageAt index: Int) {
        let page = add(pageAt: index)
        script = Self.pages[index].script?(page) ?? []
        playScript()
    }

    @discardableResult
    private func add(pageAt index: Int) -> UIView {
        self.index = index
        current?.removeFromSuperview()
        window.overrideUserInterfaceStyle = .unspecified   // a page may have turned it dark
        let page = Self.pages[index].make(window.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(page)
        current = page
        return page
    }

    /// The page stays for a person (or a check) to touch; SIGUSR1 asks for its picture.
    private func showOnly(pageAt index: Int) {
        add(pageAt: index)
        signal(SIGUSR1, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.report() } }
        source.resume()
        signalSource = source
        say("showing \(Self.pages[index].name); kill -USR1 \(getpid()) writes its PNG")
    }

    /// Writes the page's PNG and prints a `STATE` line: what the page shows and the input
    /// latency so far, for checks on a real display.
    private func report() {
        guard let runtime = VitrineRuntime.current, let page = current else { return }
        page.layoutIfNeeded()   // a signal before the first frame pass still reports the layout
        writePicture()
        say(DemoPageState(page: page, runtime: runtime).line)
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
        writePicture()
        if index + 1 < Self.pages.count {
            show(pageAt: index + 1)
        } else if options.loops {
            show(pageAt: 0)
        } else {
            exit(0)
        }
    }

    /// Prints a line at once, even into a pipe or file: a script waits for it.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes what the screen shows, composed from the page's layers (on any display).
    private func writePicture() {
        guard let runtime = VitrineRuntime.current else { return }
        let name = String(format: "%02d-%@.png", index + 1, Self.pages[index].name)
        let url = options.outputDirectory.appendingPathComponent(name)
        do {
            try ImageCodec.encodePNG(runtime.renderScreen()).write(to: url)
            say("wrote \(url.path)")
        } catch {
            logger.error("cannot write \(url.path): \(error)")
        }
    }
}
