import ArgumentParser

/// The VM checks' app (scripts/vm-test): runs a dashboard on the display UIKit picks
/// (KMS in the VM) through phases that print `RESULT <check> key=value...` lines, and
/// the host-side tools the checks need (headless reference renders, image comparison,
/// device sessions).
@main
struct VitrineKMSCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-kms-check",
        abstract: "Checks Vitrine's KMS display against a real kernel driver (scripts/vm-test runs it in a VM).",
        subcommands: [RunCommand.self, RenderCommand.self, CompareCommand.self, SeatCommand.self])
}
