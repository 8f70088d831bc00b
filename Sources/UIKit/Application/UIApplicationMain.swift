import DeviceSessions
import Foundation
import HeadlessDisplay
import KMSDisplay
import Logging
import VitrinePlatform

/// Starts the app as on iOS: creates the application and its delegate (the class
/// named `delegateClassName`, e.g. `NSStringFromClass(AppDelegate.self)`), opens the
/// display chosen by `VitrineConfiguration`, calls the launch callbacks and runs the
/// main run loop. Returns only if the display cannot be opened.
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let logger = Logger(label: "vitrine.application")
    var delegateClass: UIApplicationDelegate.Type?
    if let name = delegateClassName {
        delegateClass = NSClassFromString(name) as? UIApplicationDelegate.Type
        if delegateClass == nil { logger.error("no UIApplicationDelegate class named \(name)") }
    }
    return UIApplicationMain(argc, argv, principalClassName, delegateClass: delegateClass)
}

/// `UIApplicationMain` with the delegate class itself; `@main` on a delegate uses it.
@MainActor
func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, delegateClass: UIApplicationDelegate.Type?) -> Int32 {
    let logger = Logger(label: "vitrine.application")
    let configuration = VitrineConfiguration.fromProcess()
    // One seat session for display and input: a seat manager serves one per process.
    var sharedSession: (any DeviceSession)?
    let session = { () throws -> any DeviceSession in
        if let sharedSession { return sharedSession }
        let made = try DeviceSessionFactory.makeSession()
        sharedSession = made
        return made
    }
    let runtime: VitrineRuntime
    do {
        runtime = try VitrineRuntime(display: makeDisplay(configuration, session: session, logger: logger))
    } catch {
        logger.critical("cannot start the display: \(error)")
        return 1
    }
    logger.info("display \(runtime.display.name) \(runtime.display.mode) scale \(runtime.display.scale) rotation \(runtime.display.rotation)")
    runtime.cursorVisibility = configuration.input.cursor
    runtime.userInterfaceStyle = configuration.userInterfaceStyle

    let application = UIApplication.shared
    if let delegateClass {
        application.delegate = delegateClass.init()
    }
    application.launch()

    let input = startInput(configuration, runtime: runtime, session: session, logger: logger)
    installTerminationHandlers(application: application, runtime: runtime, input: input)
    RunLoop.main.run()
    return 0
}

@MainActor
private func makeDisplay(_ configuration: VitrineConfiguration, session: () throws -> any DeviceSession,
                         logger: Logger) throws -> any DisplayBackend {
    switch configuration.display {
    case .kms:
        do {
            return try KMSDisplay(configuration: configuration.kmsConfiguration, session: session())
        } catch {
            throw VitrineRuntimeError.noDisplay("KMS: \(error)")
        }
    case .automatic where !DRMDevice.cardPaths().isEmpty:
        do {
            return try KMSDisplay(configuration: configuration.kmsConfiguration, session: session())
        } catch {
            logger.warning("no KMS display (\(error)); running headless")
        }
        fallthrough
    case .automatic, .headless:
        return HeadlessDisplay(pixelWidth: configuration.headlessPixelWidth,
                               pixelHeight: configuration.headlessPixelHeight,
                               scale: configuration.scale, refreshRate: configuration.refreshRate,
                               rotation: configuration.rotation ?? DisplayRotation.none, bufferCount: configuration.bufferCount, clock: .realTime)
    }
}

/// libinput, when the display is a real one or `VITRINE_INPUT=libinput` asks for it: its
/// events go to the runtime like injected ones. Without devices the app runs on.
@MainActor
private func startInput(_ configuration: VitrineConfiguration, runtime: VitrineRuntime,
                        session: () throws -> any DeviceSession, logger: Logger) -> (any InputBackend)? {
    guard configuration.input.usesLibInput(displayIsKMS: !(runtime.display is HeadlessDisplay)) else { return nil }
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

/// SIGINT and SIGTERM end the app through the delegate, then the process.
@MainActor
private func installTerminationHandlers(application: UIApplication, runtime: VitrineRuntime,
                                        input: (any InputBackend)?) {
    for signalNumber in [SIGINT, SIGTERM] {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                application.terminate()
                input?.stop()
                runtime.stop()
                exit(0)
            }
        }
        source.resume()
        terminationSources.append(source)
    }
}

@MainActor private var terminationSources: [DispatchSourceSignal] = []
