import ArgumentParser
import Foundation
import KMSDisplay

/// Lists what the machine's DRM cards offer, like modetest, for the person setting up
/// a kiosk: which connector to name in VITRINE_DRM_CONNECTOR, which modes it has.
@main
struct VitrineInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-info",
        abstract: "Lists DRM cards, connectors, modes, CRTCs, planes and their properties.")

    @Option(help: "A card to list (default: every /dev/dri/card*).")
    var device: String?

    @Flag(help: "Leave out the properties of each object.")
    var noProperties = false

    func run() throws {
        let paths = device.map { [$0] } ?? DRMDevice.cardPaths()
        if paths.isEmpty {
            print("no DRM card in /dev/dri")
            throw ExitCode.failure
        }
        for path in paths { list(path) }
    }

    private func list(_ path: String) {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            print("\(path): cannot open: \(String(cString: strerror(errno)))")
            return
        }
        defer { close(fd) }
        let card = DRMDevice(fd: fd, path: path)
        let dumb = card.capability(DRMDevice.dumbBufferCapability) == 1
        print("\(path): driver \(card.driverName), atomic \(yes(card.supportsAtomic)), dumb buffers \(yes(dumb)), writeback \(yes(card.supportsWriteback))")
        guard let resources = card.resources() else {
            print("  no KMS (a render-only card)")
            return
        }
        print("  connectors:")
        for connector in resources.connectors {
            var line = "    \(connector.name) (id \(connector.id)): \(connector.status)"
            if connector.physicalWidthMillimetres > 0 {
                line += ", \(connector.physicalWidthMillimetres)x\(connector.physicalHeightMillimetres) mm"
            }
            if connector.currentCRTC != 0 { line += ", on CRTC \(connector.currentCRTC)" }
            if let orientation = connector.panelOrientation { line += ", panel orientation \(orientation)" }
            print(line)
            for mode in connector.modes {
                print("      \(mode)\(mode.isPreferred ? " preferred" : "")")
            }
            properties(connector.properties)
        }
        print("  CRTCs:")
        for crtc in resources.crtcs {
            let showing = crtc.mode.map { "\($0), framebuffer \(crtc.framebuffer) at \(crtc.x),\(crtc.y)" } ?? "off"
            print("    \(crtc.id) (index \(crtc.index)): \(showing)")
            properties(crtc.properties)
        }
        print("  planes:")
        for plane in resources.planes {
            let crtcs = resources.crtcs.filter { plane.possibleCRTCs & (1 << UInt32($0.index)) != 0 }.map { String($0.id) }
            print("    \(plane.id): \(plane.kind), CRTCs \(crtcs.joined(separator: " ")), formats \(plane.formats.map(DRMFourCC.name).joined(separator: " "))")
            properties(plane.properties)
        }
    }

    private func properties(_ list: [DRMProperty]) {
        guard !noProperties else { return }
        for property in list {
            print("        \(property.name) = \(property.valueDescription)\(property.isImmutable ? " (immutable)" : "")")
        }
    }

    private func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }
}
