import ArgumentParser
import DeviceSessions
import Foundation
import UIKit
import VitrinePlatform

/// Prints every input event libinput delivers, one line each: to check a touchscreen,
/// its calibration or a keyboard layout on the device itself, and for the VM checks.
@main
struct VitrineInputCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-input-check",
        abstract: "Prints the input events Vitrine gets from libinput.",
        discussion: """
            Settings come from VITRINE_* variables, as for an app (VITRINE_INPUT_CALIBRATION, \
            VITRINE_XKB_LAYOUT, VITRINE_KEY_REPEAT_DELAY...). Run as root, or where the seat's \
            input devices can be opened: as root it opens them itself, otherwise it asks seatd or \
            logind through libseat, as apps do. SIGUSR1 disables the session as a VT switch away \
            would (a "sessionDisabled" line), SIGUSR2 enables it again ("sessionEnabled").
            """)

    @Option(help: "Seconds to run before exiting.")
    var seconds: Double = 30

    @Option(help: "Exit as soon as the device of this name is unplugged (not when the session is disabled); exit 2 if it never is.")
    var untilRemoved: String?

    func run() throws {
        let untilRemoved = untilRemoved
        MainActor.assumeIsolated {
            // Unbuffered: the line is in the file even if the process is killed.
            func printLine(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
            let backend: any InputBackend
            let session: SwitchableSession
            do {
                session = SwitchableSession(try DeviceSessionFactory.makeSession())
                backend = VitrineConfiguration.fromProcess().input.makeLibInputBackend(session: session)
                try backend.start { event in
                    printLine(event.checkLine)
                    if case .deviceRemoved(let device) = event.kind, device.name == untilRemoved, session.isActive {
                        Foundation.exit(0)
                    }
                }
            } catch {
                FileHandle.standardError.write(Data("vitrine-input-check: \(error)\n".utf8))
                Foundation.exit(1)
            }
            let switches = [(SIGUSR1, false), (SIGUSR2, true)].map { signalNumber, enabled in
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
                source.setEventHandler {
                    MainActor.assumeIsolated {
                        printLine(enabled ? "sessionEnabled" : "sessionDisabled")
                        session.setEnabled(enabled)
                    }
                }
                source.resume()
                return source
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, seconds)) {
                Foundation.exit(untilRemoved == nil ? 0 : 2)
            }
            withExtendedLifetime((backend, switches)) { RunLoop.main.run() }
        }
    }
}
