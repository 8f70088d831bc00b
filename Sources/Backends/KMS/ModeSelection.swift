import VitrinePlatform

/// The rules choosing what to drive on a card: connector, mode, CRTC, primary plane.
/// Pure functions of the card's resources, so they are tested on made-up lists.
package enum ModeSelection {
    /// The connector named `name`, or else the first one with a display connected.
    /// Writeback connectors are never chosen. Nil when none fits.
    package static func connector(in resources: DRMResources, named name: String?) -> DRMConnector? {
        if let name {
            return resources.connectors.first { $0.name.caseInsensitiveCompare(name) == .orderedSame && $0.isUsable }
        }
        return resources.connectors.first(where: \.isUsable)
    }

    /// The mode matching `request` (closest refresh rate within 1 Hz, or the highest
    /// rate when none is asked), or the connector's preferred mode (else its first) when
    /// there is no request. Nil when the request matches no mode.
    package static func mode(of connector: DRMConnector, request: KMSModeRequest?) -> DRMMode? {
        guard let request else {
            return connector.modes.first(where: \.isPreferred) ?? connector.modes.first
        }
        let sized = connector.modes.filter { $0.width == request.width && $0.height == request.height }
        guard let rate = request.refreshRate else {
            // Equal rates: the preferred one, else the kernel's order (first).
            return sized.max { ($0.refreshRate, $0.isPreferred ? 1 : 0) < ($1.refreshRate, $1.isPreferred ? 1 : 0) }
        }
        return sized.filter { abs($0.refreshRate - rate) < 1 }
            .min { abs($0.refreshRate - rate) < abs($1.refreshRate - rate) }
    }

    /// The CRTC driving the connector now when there is one (no modeset flicker from
    /// moving it), else the first CRTC it can use.
    package static func crtc(for connector: DRMConnector, in resources: DRMResources) -> DRMCRTC? {
        let usable = resources.crtcs.filter { connector.possibleCRTCs & (1 << UInt32($0.index)) != 0 }
        return usable.first { $0.id == connector.currentCRTC } ?? usable.first
    }

    /// The primary plane that can show `crtc`.
    package static func primaryPlane(for crtc: DRMCRTC, in resources: DRMResources) -> DRMPlane? {
        resources.planes.first { $0.kind == .primary && $0.possibleCRTCs & (1 << UInt32(crtc.index)) != 0 }
    }

    /// How the picture must be turned for a panel mounted as its connector's "panel
    /// orientation" says: a panel whose left side is up shows the picture's top on its left.
    package static func rotation(forPanelOrientation orientation: String?) -> DisplayRotation {
        switch orientation {
        case "Upside Down": .upsideDown
        case "Left Side Up": .counterclockwise90
        case "Right Side Up": .clockwise90
        default: .none
        }
    }
}
