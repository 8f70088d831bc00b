import DeviceSessions
import Foundation
import HeadlessDisplay
import KMSDisplay
import Keymap
import LibInputBackend
import Logging
import SystemdNotify
import VitrinePlatform
import WindowDisplay

/// Starts the app as on iOS: creates the application and its delegate (the class
/// named `delegateClassName`, e.g. `NSStringFromClass(AppDelegate.self)`), opens the
/// display chosen by `VitrineConfiguration`, calls the launch callbacks and runs the
/// main run loop. Returns only if the display cannot be opened.
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let logger = Logger(label: "vitrine.application")
    var delegateClass: AnyClass?
    if let name = delegateClassName {
        delegateClass = NSClassFromString(name)
        if delegateClass == nil { logger.error("no class named \(name)") }
    }
    return UIApplicationMain(argc, argv, principalClassName, delegateClass: delegateClass)
}

/// `UIApplicationMain` with the delegate class itself; `@main` on a delegate uses it.
@MainActor
func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, delegateClass: AnyClass?) -> Int32 {
    let logger = Logger(label: "vitrine.application")
    let configuration = VitrineConfiguration.fromProcess()
    // Read first, so that Bundle.main shows its keys to everything the app runs.
    let infoPlist = InfoPlist.main
    // One seat session for display and input: a seat manager serves one per process.
    var sharedSession: (any DeviceSession)?
    let session = { () throws -> any DeviceSession in
        if let sharedSession { return sharedSession }
        let made = try DeviceSessionFactory.makeSession()
        sharedSession = made
        return made
    }
    let runtime: VitrineRuntime
    let display: OpenedDisplay
    RendererSelection.install(configuration.renderer, contextLossFrame: configuration.gpuContextLossFrame)
    do {
        display = try openDisplay(configuration, session: session, logger: logger)
        runtime = try VitrineRuntime(display: display.backend)
    } catch {
        logger.critical("cannot start the display: \(error)")
        return 1
    }
    logger.info("display \(runtime.display.name) \(runtime.display.mode) scale \(runtime.display.scale) rotation \(runtime.display.rotation)")
    // Issue 29: a root session on KMS locks its VT down (kiosk); systemd hears of the display.
    if runtime.display is KMSDisplay { (sharedSession as? DirectSession)?.lockConsole() }
    SystemdService.shared.start(status: "display \(runtime.display.name) \(runtime.display.mode)")
    runtime.cursorVisibility = configuration.input.cursor
    runtime.userInterfaceStyle = configuration.userInterfaceStyle

    let application = UIApplication.shared
    if let infoPlist { application.applyInfoPlist(infoPlist, screen: runtime.screen) }
    if let delegateClass {
        application.delegate = DelegateFactory.make(delegateClass, as: UIApplicationDelegate.self)
    }
    application.launch()

    let input = startInput(configuration, display: display, runtime: runtime, session: session, logger: logger)
    installTerminationHandlers(application: application, runtime: runtime, input: input, configuration: configuration)
    if let path = configuration.scenarioPath {
        // At its end the app ends as on SIGTERM: the delegate hears of it, VITRINE_SCREENSHOT is written.
        ScenarioPlayer(path: path, runtime: runtime, screensDirectory: configuration.scenarioScreens,
                       reportPath: configuration.scenarioReport, onFinish: { kill(getpid(), SIGTERM) })?.start()
    }
    RunLoop.main.run()
    return 0
}

/// The display `openDisplay` chose, by kind: input follows from it.
@MainActor
private enum OpenedDisplay {
    case kms(KMSDisplay)
    case window(WindowDisplay)
    case headless(HeadlessDisplay)

    var backend: any DisplayBackend {
        switch self {
        case .kms(let display): display
        case .window(let display): display
        case .headless(let display): display
        }
    }
}

@MainActor
private func openDisplay(_ configuration: VitrineConfiguration, session: () throws -> any DeviceSession,
                         logger: Logger) throws -> OpenedDisplay {
    let environment = ProcessInfo.processInfo.environment
    let title = InfoPlist.main?.displayName ?? ProcessInfo.processInfo.processName
    switch configuration.display {
    case .kms:
        do {
            return .kms(try KMSDisplay(configuration: configuration.kmsConfiguration, session: session()))
        } catch {
            throw VitrineRuntimeError.noDisplay("KMS: \(error)")
        }
    case .window:
        do {
            return .window(try WindowDisplay(configuration: configuration.windowConfiguration(title: title), environment: environment))
        } catch {
            throw VitrineRuntimeError.noDisplay("\(error)")
        }
    case .automatic:
        if !DRMDevice.cardPaths().isEmpty {
            do {
                return .kms(try KMSDisplay(configuration: configuration.kmsConfiguration, session: session()))
            } catch {
                logger.warning("no KMS display (\(error))")
            }
        }
        // On a desktop the compositor holds the DRM master: show the app in a window.
        if WindowDisplay.hasDesktop(environment: environment) {
            do {
                return .window(try WindowDisplay(configuration: configuration.windowConfiguration(title: title), environment: environment))
            } catch {
                logger.warning("no desktop window (\(error))")
            }
        }
        // Headless is the documented default without a display (CI, a build machine): said,
        // not warned about.
        logger.info("no display reachable (checked the DRM devices, DISPLAY and WAYLAND_DISPLAY); running headless")
        return .headless(makeHeadless(configuration))
    case .headless:
        return .headless(makeHeadless(configuration))
    }
}

@MainActor
private func makeHeadless(_ configuration: VitrineConfiguration) -> HeadlessDisplay {
    HeadlessDisplay(pixelWidth: configuration.headlessPixelWidth,
                    pixelHeight: configuration.headlessPixelHeight,
                    scale: configuration.scale, refreshRate: configuration.refreshRate,
                    rotation: configuration.rotation ?? DisplayRotation.none, bufferCount: configuration.bufferCount, clock: .realTime)
}

/// libinput, when the display is a real one or `VITRINE_INPUT=libinput` asks for it, or the
/// window's own mouse and keyboard: their events go to the runtime like injected ones.
/// Without devices the app runs on.
@MainActor
private func startInput(_ configuration: VitrineConfiguration, display: OpenedDisplay, runtime: VitrineRuntime,
                        session: () throws -> any DeviceSession, logger: Logger) -> (any InputBackend)? {
    if case .window(let window) = display, configuration.input.kind == .automatic {
        let backend = WindowInput(display: window, keyboardLayout: KeyboardLayout(model: configuration.input.xkbModel, layout: configuration.input.xkbLayout,
                                                                              variant: configuration.input.xkbVariant, options: configuration.input.xkbOptions))
        try? backend.start { [weak runtime] event in runtime?.inject(event) }
        logger.info("input \(backend.name)")
        return backend
    }
    let isKMS = if case .kms = display { true } else { false }
    guard configuration.input.usesLibInput(displayIsKMS: isKMS) else { return nil }
    do {
        let backend = configuration.input.makeLibInputBackend(session: try session())
        try backend.start { [weak runtime] event in runtime?.inject(event) }
        logger.info("input \(backend.name)")
        return backend
    } catch {
        logger.error("no input devices: \(error)")
        return nil
    }
}

/// SIGINT and SIGTERM, and closing the desktop window, end the app through the delegate,
/// then the process.
@MainActor
private func installTerminationHandlers(application: UIApplication, runtime: VitrineRuntime,
                                        input: (any InputBackend)?, configuration: VitrineConfiguration) {
    let end = { @MainActor in
        if let path = configuration.screenshotPath {
            do {
                try runtime.writeScreenshot(to: URL(fileURLWithPath: path))
                Logger(label: "vitrine.application").info("wrote the screen to \(path)")
            } catch {
                Logger(label: "vitrine.application").error("cannot write the screen to \(path): \(error)")
            }
        }
        SystemdService.shared.stopping()  // issue 29
        application.terminate()
        input?.stop()
        runtime.stop()
        exit(0)
    }
    (runtime.display as? any ClosableDisplay)?.closeHandler = {
        Logger(label: "vitrine.application").info("the window was closed: ending the app")
        end()
    }
    for signalNumber in [SIGINT, SIGTERM] {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { end() }
        }
        source.resume()
        terminationSources.append(source)
    }
    if let seconds = configuration.runSeconds {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated { end() }
        }
    }
}

@MainActor private var terminationSources: [DispatchSourceSignal] = []
