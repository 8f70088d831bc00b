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
            logind through libseat, as apps do.
            """)

    @Option(help: "Seconds to run before exiting.")
    var seconds: Double = 30

    @Option(help: "Exit as soon as the device of this name is removed; exit 2 if it never is.")
    var untilRemoved: String?

    func run() throws {
        let untilRemoved = untilRemoved
        MainActor.assumeIsolated {
            let backend: any InputBackend
            do {
                backend = VitrineConfiguration.fromProcess().input
                    .makeLibInputBackend(session: try DeviceSessionFactory.makeSession())
                try backend.start { event in
                    // Unbuffered: the line is in the file even if the process is killed.
                    FileHandle.standardOutput.write(Data((event.checkLine + "\n").utf8))
                    if case .deviceRemoved(let device) = event.kind, device.name == untilRemoved { Foundation.exit(0) }
                }
            } catch {
                FileHandle.standardError.write(Data("vitrine-input-check: \(error)\n".utf8))
                Foundation.exit(1)
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, seconds)) {
                Foundation.exit(untilRemoved == nil ? 0 : 2)
            }
            withExtendedLifetime(backend) { RunLoop.main.run() }
        }
    }
}
