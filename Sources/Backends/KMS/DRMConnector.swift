/// A connector (a display output: HDMI-A-1, eDP-1, Virtual-1) as the kernel lists it.
package struct DRMConnector: Sendable, Equatable {
    package enum Status: String, Sendable {
        case connected, disconnected, unknown
    }

    package var id: UInt32
    /// The name users know it by: type and index ("HDMI-A-1").
    package var name: String
    package var status: Status
    package var modes: [DRMMode]
    /// The CRTCs that can drive it, as a bit mask over CRTC indices.
    package var possibleCRTCs: UInt32
    /// The CRTC driving it now (0 = none).
    package var currentCRTC: UInt32
    /// A writeback connector captures a CRTC's output instead of showing it.
    package var isWriteback: Bool
    package var physicalWidthMillimetres: Int
    package var physicalHeightMillimetres: Int
    package var properties: [DRMProperty]

    package init(id: UInt32, name: String, status: Status, modes: [DRMMode], possibleCRTCs: UInt32,
                 currentCRTC: UInt32 = 0, isWriteback: Bool = false,
                 physicalWidthMillimetres: Int = 0, physicalHeightMillimetres: Int = 0,
                 properties: [DRMProperty] = []) {
        self.id = id
        self.name = name
        self.status = status
        self.modes = modes
        self.possibleCRTCs = possibleCRTCs
        self.currentCRTC = currentCRTC
        self.isWriteback = isWriteback
        self.physicalWidthMillimetres = physicalWidthMillimetres
        self.physicalHeightMillimetres = physicalHeightMillimetres
        self.properties = properties
    }

    /// Whether a picture can be shown on it now.
    package var isUsable: Bool { status == .connected && !isWriteback && !modes.isEmpty }

    /// The "panel orientation" property's value name ("Normal", "Left Side Up"), if any.
    package var panelOrientation: String? {
        properties.named("panel orientation")?.valueDescription
    }
}
