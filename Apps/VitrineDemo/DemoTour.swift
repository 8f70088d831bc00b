import DemoScenes
import Foundation
import Logging
import UIKit

/// Goes through the demo app as a person would, writing a PNG at each stop: each gallery
/// page pushed on the Gallery tab (with input played on the touch page), the search page's
/// colour picker (its Spectrum tab), the Settings tab
/// (and again in the dark appearance), the gallery list, an alert, a sheet, an action
/// sheet, and the gallery in the dark. Or, for `--page`, shows one page until the app is
/// stopped, writing its PNG and printing its state at each SIGUSR1.
@MainActor
final class DemoTour {
    typealias Step = TouchPageScript.Step

    /// One stop: what it shows (and the page view its script plays on), its input, and
    /// how it is left for the next one.
    struct Stop {
        let name: String
        let enter: @MainActor (DemoTabBarController) -> UIView?
        var script: (@MainActor (UIView) -> [Step])?
        var leave: @MainActor (DemoTabBarController) -> Void = { _ in }
    }

    /// Long enough for a push, a pop or a presentation to finish.
    static let transitionTime: TimeInterval = 0.6

    private let app: DemoTabBarController?
    private let single: PageViewController?
    private let options: DemoOptions
    private var index = 0
    private var script: [Step] = []
    private var signalSource: DispatchSourceSignal?
    private let logger = Logger(label: "vitrine.demo")

    init(app: DemoTabBarController, options: DemoOptions) {
        self.app = app
        single = nil
        self.options = options
    }

    init(single: PageViewController, options: DemoOptions) {
        app = nil
        self.single = single
        self.options = options
    }

    private let stops = DemoTour.makeStops()

    static func makeStops() -> [Stop] {
        var stops: [Stop] = []
        for page in DemoPage.gallery {
            var stop = Stop(name: page.name, enter: { app in
                app.selectedViewController = app.galleryNavigation
                return app.gallery.show(page).view
            })
            stop.leave = { app in app.galleryNavigation.popToRootViewController(animated: true) }
            if page.name == "touch" {
                stop.script = { view in
                    guard let touchPage = view.subviews.first(where: { $0 is TouchPage }) as? TouchPage else { return [] }
                    return TouchPageScript.steps(for: touchPage)
                }
            }
            if page.name == "sign-in" {
                stop.script = { view in
                    guard let form = view.subviews.first(where: { $0 is SignInPage }) as? SignInPage else { return [] }
                    return SignInPageScript.steps(for: form)
                }
            }
            if page.name == "pickers" {
                stop.script = { view in
                    guard let pickers = view.subviews.first(where: { $0 is PickersPage }) as? PickersPage else { return [] }
                    return PickersPageScript.steps(for: pickers)
                }
            }
            if page.name == "search" {
                stop.script = { view in
                    guard let search = view.subviews.first(where: { $0 is SearchPage }) as? SearchPage else { return [] }
                    return SearchPageScript.steps(for: search)
                }
            }
            if page.name == "list" {
                stop.script = { view in
                    guard let list = view.subviews.first(where: { $0 is ListPage }) as? ListPage else { return [] }
                    return ListPageScript.steps(for: list)
                }
            }
            stops.append(stop)
        }
        if let search = DemoPage.gallery.first(where: { $0.name == "search" }) {
            // The search page again, with its colour well's picker up.
            stops.append(Stop(name: "color-picker", enter: { app in
                app.selectedViewController = app.galleryNavigation
                return app.gallery.show(search).view
            }, script: { view in
                (view.subviews.first(where: { $0 is SearchPage }) as? SearchPage).map { ColorPickerScript.steps(for: $0) } ?? []
            }, leave: { app in
                app.galleryNavigation.topViewController?.dismiss(animated: false)
                app.galleryNavigation.popToRootViewController(animated: true)
            }))
        }
        stops.append(Stop(name: "controls", enter: { app in
            app.selectedViewController = app.settings
            return app.settings.pageView
        }, script: { view in
            (view as? ControlsPage).map { ControlsPageScript.steps(for: $0) } ?? []
        }))
        stops.append(Stop(name: "controls-dark", enter: { app in
            app.settings.reloadPage()
            return app.settings.pageView
        }, script: { view in
            (view as? ControlsPage).map { ControlsPageScript.steps(for: $0, dark: true) } ?? []
        }, leave: { app in
            app.settings.reloadPage()
            app.view.window?.overrideUserInterfaceStyle = .unspecified
        }))
        stops.append(Stop(name: "gallery", enter: { app in
            app.selectedViewController = app.galleryNavigation
            return nil
        }))
        stops.append(Stop(name: "alert", enter: { app in
            app.selectedIndex = 2
            app.actions.showAlert()
            return nil
        }, leave: { app in app.actions.dismiss(animated: true) }))
        stops.append(Stop(name: "sheet", enter: { app in
            app.actions.showSheet()
            return nil
        }, leave: { app in app.actions.dismiss(animated: true) }))
        stops.append(Stop(name: "action-sheet", enter: { app in
            app.actions.showActionSheet()
            return nil
        }, leave: { app in app.actions.dismiss(animated: true) }))
        stops.append(Stop(name: "gallery-dark", enter: { app in
            app.actions.darkSwitch.setOn(true, animated: false)
            app.actions.darkSwitch.sendActions(for: .valueChanged)
            app.selectedViewController = app.galleryNavigation
            return nil
        }))
        return stops
    }

    func start() {
        if let single {
            showOnly(single)
        } else {
            enter(stopAt: 0)
        }
    }

    // MARK: The tour

    private func enter(stopAt index: Int) {
        guard let app else { return }
        self.index = index
        let stop = stops[index]
        let view = stop.enter(app)
        after(Self.transitionTime) {
            self.script = view.flatMap { stop.script?($0) } ?? []
            self.playScript()
        }
    }

    /// Plays the stop's script one step per tick (a few frames apart, as a finger moves),
    /// then waits the page's time.
    private func playScript() {
        guard !script.isEmpty else {
            after(options.secondsPerPage) { self.stopShown() }
            return
        }
        let step = script.removeFirst()
        if let runtime = VitrineRuntime.current { step(runtime) }
        after(1.0 / 30) { self.playScript() }
    }

    private func stopShown() {
        writePicture(named: stops[index].name, number: index + 1) { self.leaveStop() }
    }

    private func leaveStop() {
        guard let app else { return }
        stops[index].leave(app)
        after(Self.transitionTime) {
            if self.index + 1 < self.stops.count {
                self.enter(stopAt: self.index + 1)
            } else if self.options.loops {
                app.view.window?.overrideUserInterfaceStyle = .unspecified
                app.actions.darkSwitch.setOn(false, animated: false)
                self.enter(stopAt: 0)
            } else {
                exit(0)
            }
        }
    }

    private func after(_ seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
            MainActor.assumeIsolated { body() }
        }
    }

    // MARK: One page

    /// The page stays for a person (or a check) to touch; SIGUSR1 asks for its picture.
    private func showOnly(_ controller: PageViewController) {
        signal(SIGUSR1, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.report(controller) } }
        source.resume()
        signalSource = source
        say("showing \(controller.page.name); kill -USR1 \(getpid()) writes its PNG")
    }

    /// Writes the page's PNG and prints a `STATE` line: what the page shows and the input
    /// latency so far, for checks on a real display.
    private func report(_ controller: PageViewController) {
        guard let runtime = VitrineRuntime.current, let page = controller.pageView else { return }
        page.layoutIfNeeded()   // a signal before the first frame pass still reports the layout
        let number = (DemoPage.all.firstIndex { $0.name == controller.page.name } ?? 0) + 1
        writePicture(named: controller.page.name, number: number) {
            self.say(DemoPageState(page: page, runtime: runtime).line)
        }
    }

    /// Prints a line at once, even into a pipe or file: a script waits for it.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes what the screen shows once the changes made so far are on it, then runs `next`:
    /// the display's front buffer where it can be read (headless, a window), streamed into
    /// the file without a copy (issue 30: a second frame composed for the picture was the
    /// tour's peak memory); on KMS the screen composed again from the layers.
    private func writePicture(named name: String, number: Int, then next: @escaping @MainActor () -> Void) {
        guard let runtime = VitrineRuntime.current else { return next() }
        let file = String(format: "%02d-%@.png", number, name)
        let url = options.outputDirectory.appendingPathComponent(file)
        runtime.afterPendingFrame {
            do {
                if runtime.canReadScreen {
                    try runtime.writeScreenshot(to: url)
                    self.say("wrote \(url.path)")
                } else if let pixels = runtime.renderScreen() {  // nil: no memory for it, logged
                    try ImageCodec.writePNG(pixels, to: url)
                    self.say("wrote \(url.path)")
                }
            } catch {
                self.logger.error("cannot write \(url.path): \(error)")
            }
            next()
        }
    }
}
