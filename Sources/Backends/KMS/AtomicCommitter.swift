internal import CDRM
import Foundation
import Logging

/// Commits through atomic KMS: one request per frame setting the primary plane's
/// framebuffer and damage clips; modesets also set the mode blob and route
/// connector → CRTC → plane.
package final class AtomicCommitter: KMSCommitter {
    package let name = "atomic"
    private let fd: Int32
    private let output: KMSOutput
    private let plane: DRMPlane
    private let connectorCRTC: UInt32
    private let crtcActive: UInt32
    private let crtcMode: UInt32
    private let planeProperties: [String: UInt32]
    /// Zero when the driver has no FB_DAMAGE_CLIPS: it uploads whole frames.
    private let damageClips: UInt32
    /// The plane's IN_FENCE_FD, zero when it has none.
    private let inFenceFD: UInt32

    /// Nil when the output lacks a primary plane or a property atomic commits need.
    package init?(device: DRMDevice, output: KMSOutput) {
        let logger = Logger(label: "vitrine.kms")
        guard device.supportsAtomic, let plane = output.primaryPlane else { return nil }
        let names = ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"]
        var planeProperties: [String: UInt32] = [:]
        for name in names { planeProperties[name] = plane.properties.named(name)?.id }
        guard planeProperties.count == names.count,
              let connectorCRTC = output.connector.properties.named("CRTC_ID")?.id,
              let active = output.crtc.properties.named("ACTIVE")?.id,
              let mode = output.crtc.properties.named("MODE_ID")?.id else {
            logger.warning("\(output.connector.name): atomic properties missing; using legacy KMS")
            return nil
        }
        fd = device.fd
        self.output = output
        self.plane = plane
        self.connectorCRTC = connectorCRTC
        crtcActive = active
        crtcMode = mode
        self.planeProperties = planeProperties
        damageClips = plane.properties.named("FB_DAMAGE_CLIPS")?.id ?? 0
        inFenceFD = plane.properties.named("IN_FENCE_FD")?.id ?? 0
    }

    package var takesInFence: Bool { inFenceFD != 0 }

    /// Atomic modesets can go without blocking (kmscube's and the kernel's atomic helpers'
    /// way): the kernel sets the mode once the frame's fence signalled, and says so by event.
    package var setsModesWithoutBlocking: Bool { true }

    /// Whether the plane takes damage clips.
    package var sendsDamage: Bool { damageClips != 0 }

    package func commit(_ commit: KMSCommit, testOnly: Bool) -> Int32 {
        guard let request = drmModeAtomicAlloc() else { return ENOMEM }
        defer { drmModeAtomicFree(request) }
        var blobs: [UInt32] = []
        // The kernel keeps its own reference to blobs a commit uses.
        defer { for blob in blobs { drmModeDestroyPropertyBlob(fd, blob) } }
        func add(_ object: UInt32, _ property: UInt32, _ value: UInt64) {
            drmModeAtomicAddProperty(request, object, property, value)
        }
        func addPlane(_ name: String, _ value: UInt64) {
            add(plane.id, planeProperties[name]!, value)
        }

        var flags: UInt32
        if commit.isModeset {
            var mode = output.mode.info
            var modeBlob: UInt32 = 0
            guard drmModeCreatePropertyBlob(fd, &mode, MemoryLayout<drmModeModeInfo>.size, &modeBlob) == 0 else { return errno }
            blobs.append(modeBlob)
            add(output.connector.id, connectorCRTC, UInt64(output.crtc.id))
            add(output.crtc.id, crtcActive, 1)
            add(output.crtc.id, crtcMode, UInt64(modeBlob))
            let width = UInt64(output.mode.width), height = UInt64(output.mode.height)
            addPlane("CRTC_ID", UInt64(output.crtc.id))
            addPlane("SRC_X", 0)
            addPlane("SRC_Y", 0)
            addPlane("SRC_W", width << 16)
            addPlane("SRC_H", height << 16)
            addPlane("CRTC_X", 0)
            addPlane("CRTC_Y", 0)
            addPlane("CRTC_W", width)
            addPlane("CRTC_H", height)
            flags = UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET)
            if commit.isNonblocking { flags |= UInt32(DRM_MODE_PAGE_FLIP_EVENT) | UInt32(DRM_MODE_ATOMIC_NONBLOCK) }
        } else {
            flags = UInt32(DRM_MODE_PAGE_FLIP_EVENT) | UInt32(DRM_MODE_ATOMIC_NONBLOCK)
            if damageClips != 0, !commit.damage.isEmpty {
                var blob: UInt32 = 0
                let created = commit.damage.withUnsafeBytes { bytes in
                    drmModeCreatePropertyBlob(fd, bytes.baseAddress, bytes.count, &blob)
                }
                guard created == 0 else { return errno }
                blobs.append(blob)
                add(plane.id, damageClips, UInt64(blob))
            }
        }
        addPlane("FB_ID", UInt64(commit.framebufferID))
        // The kernel takes its own reference to the fence and flips once it signals.
        if inFenceFD != 0, commit.inFence >= 0 { add(plane.id, inFenceFD, UInt64(commit.inFence)) }
        if testOnly { flags = flags & ~UInt32(DRM_MODE_ATOMIC_NONBLOCK) & ~UInt32(DRM_MODE_PAGE_FLIP_EVENT) | UInt32(DRM_MODE_ATOMIC_TEST_ONLY) }
        return drmModeAtomicCommit(fd, request, flags, nil) == 0 ? 0 : errno
    }
}
