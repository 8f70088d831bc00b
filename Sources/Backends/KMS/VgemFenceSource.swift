internal import CDRM
import Dispatch
import Foundation
import Logging
import Synchronization
import VitrinePlatform

/// Real kernel fences without a GPU (`VITRINE_DRM_TEST_FENCE`, test only): the VM's fence
/// check runs the flip's IN_FENCE_FD path with them, where Mesa's software GPU makes no
/// native fences (docs/GPU.md). Each is a write fence on a buffer of vgem (the kernel's
/// virtual GEM driver, `modprobe vgem`), exported through the buffer's dma-buf as a sync
/// file, and signalled a set delay after it was made, or, one of them, left to vgem's own
/// 10 s timeout (a GPU whose work hangs). It notes when it signalled each fence, so that
/// every flip can be checked against its fence (`KMSDiagnostics.TestFences`).
@MainActor
final class VgemFenceSource {
    private let settings: KMSTestFence
    private let card: Card
    private var made = 0
    /// The fence of the last commit, whose flip is in flight: its number and when it was made.
    private var inFlight: (number: Int, madeAt: TimeInterval)?
    private(set) var diagnostics = KMSDiagnostics.TestFences()
    private var loggedFailure = false
    private let logger = Logger(label: "vitrine.kms")

    /// Opens the vgem card; throws when there is none.
    init(settings: KMSTestFence) throws(KMSError) {
        self.settings = settings
        for path in DRMDevice.cardPaths() {
            let fd = open(path, O_RDWR | O_CLOEXEC)
            guard fd >= 0 else { continue }
            var name = ""
            if let version = drmGetVersion(fd) {
                name = version.pointee.name.map { String(cString: $0) } ?? ""
                drmFreeVersion(version)
            }
            if name == "vgem" {
                card = Card(fd: fd)
                let hang = settings.hangingFence.map { ", fence \($0) left to vgem's 10 s timeout" }
                    ?? (settings.isInvalid ? ", handed to the commit as its dma-buf (no sync file)" : "")
                logger.notice("VITRINE_DRM_TEST_FENCE: each flip of a GPU buffer whose commit takes a fence waits for a vgem fence (\(path)) signalled \(settings.delayMilliseconds) ms after its commit\(hang)")
                return
            }
            close(fd)
        }
        throw .noDevice("VITRINE_DRM_TEST_FENCE: no vgem card in /dev/dri (modprobe vgem)")
    }

    /// A sync file for the next commit, signalled the delay from now; -1 when it cannot be
    /// made (logged once). The caller owns the descriptor.
    func makeFence() -> Int32 {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        guard vitrine_drm_create_dumb(card.fd, 1, 1, 32, &handle, &pitch, &size) == 0 else {
            return failed("cannot create a vgem buffer", errno)
        }
        defer { vitrine_drm_destroy_dumb(card.fd, handle) }
        var fence: UInt32 = 0
        guard vitrine_vgem_fence_attach(card.fd, handle, &fence) == 0 else {
            return failed("cannot attach a vgem fence", errno)
        }
        made += 1
        diagnostics.made = made
        let number = made
        // Before the signal is scheduled: the fence cannot signal sooner than the delay after it.
        let madeAt = MonotonicClock.now()
        if number != settings.hangingFence {
            let card = card, fence = fence
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(settings.delayMilliseconds)) {
                card.signal(fence, number: number)
            }
        } else {
            logger.notice("VITRINE_DRM_TEST_FENCE: fence \(number) is not signalled (vgem's timeout signals it 10 s from now)")
        }
        var dmabuf: Int32 = -1
        guard drmPrimeHandleToFD(card.fd, handle, UInt32(O_CLOEXEC), &dmabuf) == 0 else {
            return failed("cannot export the vgem buffer", errno)
        }
        inFlight = (number, madeAt)
        // No sync file, but it polls readable once the fence signals, as one does.
        if settings.isInvalid { return dmabuf }
        defer { close(dmabuf) }
        let syncFile = vitrine_dma_buf_export_sync_file(dmabuf)
        guard syncFile >= 0 else { return failed("cannot export the dma-buf's fence as a sync file", errno) }
        return syncFile
    }

    /// The flip of the last fenced commit completed; `eventTime` is the kernel's.
    func flipCompleted(eventTime: TimeInterval) {
        guard let (number, madeAt) = inFlight.map({ ($0.number, $0.madeAt) }) else { return }
        inFlight = nil
        let read = MonotonicClock.now()
        diagnostics.flips += 1
        if number == settings.hangingFence {
            diagnostics.hungFlipWait = eventTime - madeAt
            return
        }
        diagnostics.minimumMadeToFlip = min(diagnostics.minimumMadeToFlip ?? .infinity, eventTime - madeAt)
        guard let signalled = card.takeSignalTime(of: number) else {
            diagnostics.flipsBeforeSignal += 1
            return
        }
        diagnostics.minimumFlipAfterSignal = min(diagnostics.minimumFlipAfterSignal ?? .infinity, eventTime - signalled)
        diagnostics.minimumReadAfterSignal = min(diagnostics.minimumReadAfterSignal ?? .infinity, read - signalled)
    }

    private func failed(_ what: String, _ code: Int32) -> Int32 {
        if !loggedFailure {
            loggedFailure = true
            logger.error("VITRINE_DRM_TEST_FENCE: \(what): \(String(cString: strerror(code))); flips go without")
        }
        return -1
    }

    /// The vgem descriptor and the signal times, shared with the signalling queue; the
    /// descriptor closes once the last scheduled signal has run.
    private final class Card: Sendable {
        let fd: Int32
        /// When the signal of each fence began, by number, until its flip reads it.
        private let signalTimes = Mutex<[Int: TimeInterval]>([:])

        init(fd: Int32) { self.fd = fd }

        deinit { close(fd) }

        func signal(_ fence: UInt32, number: Int) {
            // Noted before the ioctl: the fence cannot signal earlier.
            signalTimes.withLock { $0[number] = MonotonicClock.now() }
            _ = vitrine_vgem_fence_signal(fd, fence)
        }

        /// The fence's signal time, forgetting it and those of earlier fences (a modeset's
        /// fence has no flip event).
        func takeSignalTime(of number: Int) -> TimeInterval? {
            signalTimes.withLock { times in
                let time = times[number]
                times = times.filter { $0.key > number }
                return time
            }
        }
    }
}
