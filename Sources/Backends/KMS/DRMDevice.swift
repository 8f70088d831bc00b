internal import CDRM
import Foundation
import Logging

/// An open DRM card: its descriptor, capabilities and objects.
///
/// The descriptor belongs to whoever opened it (directly or through the seat); the
/// device only reads and writes through it.
package final class DRMDevice {
    package let fd: Int32
    package let path: String
    /// The kernel driver ("vkms", "i915", "vc4").
    package let driverName: String
    /// Whether the driver takes atomic commits (the client cap was granted).
    package let supportsAtomic: Bool
    /// Whether writeback connectors are listed (needs atomic).
    package let supportsWriteback: Bool

    /// Adopts `fd`, an open DRM card, and asks for universal planes, atomic commits and
    /// writeback connectors.
    package init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
        if let version = drmGetVersion(fd) {
            driverName = version.pointee.name.map { String(cString: $0) } ?? "unknown"
            drmFreeVersion(version)
        } else {
            driverName = "unknown"
        }
        drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        supportsAtomic = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
        supportsWriteback = supportsAtomic && drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_WRITEBACK_CONNECTORS), 1) == 0
    }

    /// The card nodes of this machine (/dev/dri/card0, card1...), in number order.
    package static func cardPaths(directory: String = "/dev/dri") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix("card") && Int($0.dropFirst(4)) != nil }
            .sorted { Int($0.dropFirst(4))! < Int($1.dropFirst(4))! }
            .map { "\(directory)/\($0)" }
    }

    /// DRM_CAP_DUMB_BUFFER, for callers that do not import libdrm.
    package static let dumbBufferCapability = DRM_CAP_DUMB_BUFFER

    /// A capability's value (DRM_CAP_DUMB_BUFFER...), nil when the driver does not say.
    package func capability(_ capability: Int32) -> UInt64? {
        var value: UInt64 = 0
        return drmGetCap(fd, UInt64(capability), &value) == 0 ? value : nil
    }

    /// The card's connectors, CRTCs and planes now; nil for a card without KMS (render only).
    package func resources() -> DRMResources? {
        guard let res = drmModeGetResources(fd) else { return nil }
        defer { drmModeFreeResources(res) }
        let crtcIDs = Array(UnsafeBufferPointer(start: res.pointee.crtcs, count: Int(res.pointee.count_crtcs)))
        let connectorIDs = Array(UnsafeBufferPointer(start: res.pointee.connectors, count: Int(res.pointee.count_connectors)))
        let crtcs = crtcIDs.enumerated().compactMap { crtc(id: $0.element, index: $0.offset) }
        var planes: [DRMPlane] = []
        if let list = drmModeGetPlaneResources(fd) {
            planes = UnsafeBufferPointer(start: list.pointee.planes, count: Int(list.pointee.count_planes)).compactMap(plane(id:))
            drmModeFreePlaneResources(list)
        }
        return DRMResources(connectors: connectorIDs.compactMap(connector(id:)), crtcs: crtcs, planes: planes)
    }

    /// One connector, probed now (the kernel re-reads the display's EDID).
    package func connector(id: UInt32) -> DRMConnector? {
        guard let c = drmModeGetConnector(fd, id) else { return nil }
        defer { drmModeFreeConnector(c) }
        let info = c.pointee
        let type = info.connector_type
        let typeName = drmModeGetConnectorTypeName(type).map { String(cString: $0) } ?? "Unknown\(type)"
        let status: DRMConnector.Status = switch info.connection {
        case DRM_MODE_CONNECTED: .connected
        case DRM_MODE_DISCONNECTED: .disconnected
        default: .unknown
        }
        var possible: UInt32 = 0
        for encoderID in UnsafeBufferPointer(start: info.encoders, count: Int(info.count_encoders)) {
            guard let encoder = drmModeGetEncoder(fd, encoderID) else { continue }
            possible |= encoder.pointee.possible_crtcs
            drmModeFreeEncoder(encoder)
        }
        var current: UInt32 = 0
        if info.encoder_id != 0, let encoder = drmModeGetEncoder(fd, info.encoder_id) {
            current = encoder.pointee.crtc_id
            drmModeFreeEncoder(encoder)
        }
        return DRMConnector(
            id: info.connector_id, name: "\(typeName)-\(info.connector_type_id)", status: status,
            modes: UnsafeBufferPointer(start: info.modes, count: Int(info.count_modes)).map(DRMMode.init(info:)),
            possibleCRTCs: possible, currentCRTC: current,
            isWriteback: type == UInt32(DRM_MODE_CONNECTOR_WRITEBACK),
            physicalWidthMillimetres: Int(info.mmWidth), physicalHeightMillimetres: Int(info.mmHeight),
            properties: properties(of: id, type: UInt32(DRM_MODE_OBJECT_CONNECTOR)))
    }

    package func crtc(id: UInt32, index: Int) -> DRMCRTC? {
        guard let c = drmModeGetCrtc(fd, id) else { return nil }
        defer { drmModeFreeCrtc(c) }
        let info = c.pointee
        return DRMCRTC(id: id, index: index, framebuffer: info.buffer_id, x: info.x, y: info.y,
                       mode: info.mode_valid != 0 ? DRMMode(info: info.mode) : nil,
                       properties: properties(of: id, type: UInt32(DRM_MODE_OBJECT_CRTC)))
    }

    package func plane(id: UInt32) -> DRMPlane? {
        guard let p = drmModeGetPlane(fd, id) else { return nil }
        defer { drmModeFreePlane(p) }
        let properties = properties(of: id, type: UInt32(DRM_MODE_OBJECT_PLANE))
        let kind: DRMPlane.Kind = switch properties.named("type")?.value {
        case UInt64(DRM_PLANE_TYPE_PRIMARY): .primary
        case UInt64(DRM_PLANE_TYPE_CURSOR): .cursor
        default: .overlay
        }
        return DRMPlane(id: id, kind: kind, possibleCRTCs: p.pointee.possible_crtcs,
                        formats: Array(UnsafeBufferPointer(start: p.pointee.formats, count: Int(p.pointee.count_formats))),
                        properties: properties)
    }

    /// The properties of object `id` of `type` (DRM_MODE_OBJECT_CONNECTOR...) with their values.
    package func properties(of id: UInt32, type: UInt32) -> [DRMProperty] {
        guard let list = drmModeObjectGetProperties(fd, id, type) else { return [] }
        defer { drmModeFreeObjectProperties(list) }
        let count = Int(list.pointee.count_props)
        return (0..<count).compactMap { i in
            guard let p = drmModeGetProperty(fd, list.pointee.props[i]) else { return nil }
            defer { drmModeFreeProperty(p) }
            let flags = p.pointee.flags
            let isBitmask = flags & UInt32(DRM_MODE_PROP_BITMASK) != 0
            var names: [UInt64: String] = [:]
            if isBitmask || flags & UInt32(DRM_MODE_PROP_ENUM) != 0 {
                for e in UnsafeBufferPointer(start: p.pointee.enums, count: Int(p.pointee.count_enums)) {
                    names[isBitmask ? 1 << e.value : e.value] = drmString(e.name)
                }
            }
            return DRMProperty(id: p.pointee.prop_id, name: drmString(p.pointee.name),
                               value: list.pointee.prop_values[i], enumNames: names, isBitmask: isBitmask,
                               isBlob: flags & UInt32(DRM_MODE_PROP_BLOB) != 0,
                               isImmutable: flags & UInt32(DRM_MODE_PROP_IMMUTABLE) != 0)
        }
    }
}
