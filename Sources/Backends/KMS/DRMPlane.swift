/// A plane (a layer a CRTC blends: primary, overlay or cursor).
package struct DRMPlane: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case primary, overlay, cursor
    }

    package var id: UInt32
    package var kind: Kind
    /// The CRTCs it can be shown on, as a bit mask over CRTC indices.
    package var possibleCRTCs: UInt32
    /// Pixel formats it scans out, as fourcc codes.
    package var formats: [UInt32]
    package var properties: [DRMProperty]

    package init(id: UInt32, kind: Kind, possibleCRTCs: UInt32, formats: [UInt32], properties: [DRMProperty] = []) {
        self.id = id
        self.kind = kind
        self.possibleCRTCs = possibleCRTCs
        self.formats = formats
        self.properties = properties
    }
}
