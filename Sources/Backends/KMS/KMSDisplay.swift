internal import CDRM
import CoreGraphics
import Dispatch
import Foundation
import Logging
import VitrinePlatform

/// A real display through DRM/KMS: dumb buffers the compositor draws into, shown by
/// page flips, with frames driven by the flip events. For the GPU renderer it also lends
/// GBM buffer objects that the GPU draws into and that are flipped the same way
/// (`GPUScanoutDisplay`, docs/GPU.md).
///
/// Frame N+1 is built only after flip N has reached the screen; the flip's vblank
/// timestamp is the frame's `FrameTiming.timestamp`. When nothing is dirty nothing is
/// committed and nothing wakes up. A connector unplugged, or the session switched away,
/// pauses presenting (`acquireBackBuffer()` returns nil) until it comes back; `stop()`
/// puts back what the CRTC showed before (the console).
@MainActor
public final class KMSDisplay: DisplayBackend, GPUScanoutDisplay {
    public private(set) var name: String
    public private(set) var mode: DisplayMode
    public let scale: CGFloat
    public private(set) var pixelFormat: PixelFormat = .xrgb32
    public private(set) var rotation: DisplayRotation

    private let configuration: KMSConfiguration
    private let session: (any DeviceSession)?
    private let device: DRMDevice
    private var output: KMSOutput?
    private var committer: (any KMSCommitter)?
    /// Set when forced by configuration or when the driver refused an atomic commit.
    private var usesLegacy: Bool
    private var buffers: [DumbBuffer] = []
    private var ages = SwapChainAges(count: 1)
    /// libgbm on the card, opened when the GPU renderer asks; why not, once it failed.
    private var gbm: GBMDevice?
    private var gbmFailure: String?
    /// The GPU renderer's scan-out buffers, while lent or still on screen.
    private var gpuChain: GBMSwapChain?
    private var lendsGPUBuffers = false
    /// Whether the buffer on screen (or flipping onto it) is one of the GPU buffers.
    private var showsGPUBuffer = false
    /// A rotation asked for at run time; it outlives hot-plugs, unlike the panel's own.
    private var requestedRotation: DisplayRotation?
    /// What the CRTC showed before us, put back on exit.
    private var savedCRTC: SavedCRTC?

    private var isStarted = false
    private var isStopped = false
    private var isSessionActive = true
    private var needsModeset = true
    private var isFrameRequested = false
    /// When a frame asked for later (`requestFrame(notBefore:)`) is asked for, by one timer;
    /// nil when none waits.
    private var deferredFrameTime: TimeInterval?
    private var isFlipPending = false
    private var isVblankPending = false
    /// A commit the kernel refused, tried again at the next vblank.
    private var retry: (scanout: Scanout, damage: [DamageClip])?
    private var lastSequence: UInt64 = 0
    private var loggedFailures: Set<String> = []
    /// Injected failures still to come (`VITRINE_DRM_FAULT=alloc:…`, `gbm:…`).
    private var dumbBufferFaults: Int
    private var gpuBufferFaults: Int
    /// Whether a retry of the output is armed, after its buffers could not be made.
    private var isOutputRetryPending = false
    /// The buffers could not be made when the display opened: retried once it starts.
    private var awaitsBuffers = false
    /// vgem fences for the GPU buffers' flips (`VITRINE_DRM_TEST_FENCE`, test only).
    private var testFences: VgemFenceSource?
    /// A flip that waits for a fence: when it was committed, whether the wait was logged,
    /// and the timer that logs a wait past `fenceWaitLimit`.
    private var fencedFlipCommitted: TimeInterval?
    private var isFenceWaitLogged = false
    private var fencedCommitIsModeset = false
    private var fenceWaitTimer: DispatchSourceTimer?
    private static let fenceWaitLimit: TimeInterval = 1
    /// How long the CPU waits for the fence of a modeset's frame before a blocking commit:
    /// a first frame's shader compiles on a slow GPU, yet short enough that a start or a
    /// hot-plug does not stall the kiosk noticeably.
    private static let modesetFenceWaitLimit: TimeInterval = 0.25

    private var frameHandler: (@MainActor (FrameTiming) -> Void)?
    private var eventHandler: (@MainActor (DisplayEvent) -> Void)?
    private var eventSource: DispatchSourceRead?
    private var monitor: UdevMonitor?

    private var commitCount = 0
    private var flipCount = 0
    /// Commits that showed a GPU buffer (diagnostics: the GBM path was taken).
    private var gpuFlipCount = 0
    /// Commits accepted with a fence (IN_FENCE_FD).
    private var fencedCommitCount = 0
    /// How long the last modeset held the run loop (diagnostics: the fence wait is bounded).
    private var lastModesetDuration: TimeInterval?
    /// The line a modeset committed without blocking logs once its event says it is on
    /// screen; nil while none is in flight.
    private var modesetInFlight: String?
    private var lastDamageClips: [DamageClip] = []
    private var flipRate = FlipRateMeter()
    private let logger = Logger(label: "vitrine.kms")

    /// Opens the card and chooses connector, mode, CRTC and plane as `configuration`
    /// says (see `KMSConfiguration`). With a `session` the card is opened through the
    /// seat; without, directly (as root). When no display is connected the display
    /// waits for one (paused) instead of failing.
    /// - Throws: `KMSError` when there is no usable card or its buffers cannot be made.
    public init(configuration: KMSConfiguration, session: (any DeviceSession)? = nil) throws {
        self.configuration = configuration
        self.session = session
        scale = configuration.scale.isFinite && configuration.scale > 0 ? configuration.scale : 1
        usesLegacy = configuration.forcesLegacy
        dumbBufferFaults = configuration.dumbBufferFault?.count ?? 0
        gpuBufferFaults = configuration.gpuBufferFault?.count ?? 0
        for fault in [configuration.dumbBufferFault, configuration.gpuBufferFault].compactMap({ $0 }) {
            Logger(label: "vitrine.kms").notice("VITRINE_DRM_FAULT: the next \(fault.count) allocations of \(fault.target == .dumbBuffers ? "the swap chain" : "the GBM buffers") fail (errno \(fault.errorCode))")
        }
        if let testFence = configuration.testFence {
            do {
                testFences = try VgemFenceSource(settings: testFence)
            } catch {
                Logger(label: "vitrine.kms").error("\(error); flips go without test fences")
            }
        }
        let (device, resources) = try Self.openCard(configuration, session: session)
        isSessionActive = session?.isActive ?? true
        // Another master (a desktop's compositor) owns the card: modesets would fail forever.
        if isSessionActive, drmIsMaster(device.fd) == 0, drmSetMaster(device.fd) != 0 {
            let reason = errno
            Self.close(device.fd, session: session)
            throw KMSError.system("\(device.path) is in use by another program (a desktop session?); not DRM master", reason)
        }
        self.device = device
        let placeholder = configuration.mode.map { DisplayMode(pixelWidth: $0.width, pixelHeight: $0.height, refreshRate: $0.refreshRate ?? 60) }
        mode = placeholder ?? DisplayMode(pixelWidth: 1024, pixelHeight: 768, refreshRate: 60)
        rotation = configuration.rotation ?? .none
        name = "kms \(Self.cardName(device.path))"
        if let output = selectOutput(in: resources) {
            do {
                try use(output, resources: resources)
            } catch let error as BufferAllocationError {
                // Memory may come back (another client freed its buffers): retried once started.
                buffersFailed(for: output, error)
                awaitsBuffers = true
            } catch {
                close()
                throw error
            }
        } else {
            let names = resources.connectors.filter { !$0.isWriteback }.map { "\($0.name) (\($0.status))" }
            logger.warning("\(name): no display connected (\(names.joined(separator: ", "))); waiting for one")
        }
    }

    // MARK: DisplayBackend

    public func setRotation(_ rotation: DisplayRotation) {
        requestedRotation = rotation
        guard rotation != self.rotation else { return }
        self.rotation = rotation
        ages.reset()
        logger.info("\(name): rotation \(rotation) asked for by the app")
        eventHandler?(.modeChanged)
    }

    public func start(frameHandler: @escaping @MainActor (FrameTiming) -> Void,
                      eventHandler: @escaping @MainActor (DisplayEvent) -> Void) throws {
        guard !isStopped else { throw KMSError.noDevice("\(name) was stopped") }
        self.frameHandler = frameHandler
        self.eventHandler = eventHandler
        isStarted = true
        let source = DispatchSource.makeReadSource(fileDescriptor: device.fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readEvents() }
        }
        source.resume()
        eventSource = source
        monitor = UdevMonitor()
        if monitor == nil { logger.warning("\(name): no udev monitor; display hot-plug goes unseen") }
        let path = Self.resolvedPath(device.path)
        monitor?.start { [weak self] node in
            guard let self, Self.resolvedPath(node) == path else { return }
            self.refreshOutput(resuming: false)
        }
        session?.addActivityHandler { [weak self] isActive in self?.sessionChanged(isActive) }
        if awaitsBuffers {
            retryOutput()
        } else if output == nil {
            // A display plugged after `init` looked (a monitor whose hot-plug line comes up
            // as the kiosk boots) sent its uevent before the monitor listened: vkms and many
            // drivers do not poll, so look once more now that it does (seen once in the VM's
            // hot-plug check: the demo waited for good).
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.refreshOutput(resuming: false) }
            }
        }
        scheduleWakeUp()
    }

    public func requestFrame() {
        deferredFrameTime = nil
        guard !isFrameRequested else { return }
        isFrameRequested = true
        scheduleWakeUp()
    }

    /// One timer wakes the run loop at `time` (the vblank timestamps' clock, CLOCK_MONOTONIC)
    /// and asks for the next vblank, instead of a vblank event at each refresh until then.
    public func requestFrame(notBefore time: TimeInterval) {
        guard !isFrameRequested, deferredFrameTime.map({ time < $0 }) ?? true else { return }
        deferredFrameTime = time
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, time - MonotonicClock.now())) { [weak self] in
            MainActor.assumeIsolated {
                // A later request (or none) replaced this one.
                guard let self, !self.isStopped, self.deferredFrameTime == time else { return }
                self.requestFrame()
            }
        }
    }

    public func acquireBackBuffer() -> DisplayBuffer? {
        guard isPresenting, retry == nil else { return nil }
        let index = ages.next
        let gpuBuffer = lendsGPUBuffers ? gpuChain?.lendNext().buffer : nil
        return DisplayBuffer(pixels: buffers[index].pixels, age: ages.age(of: index), index: index, gpuBuffer: gpuBuffer)
    }

    public func present(_ buffer: DisplayBuffer, damage: [CGRect]) {
        guard isPresenting else { return }
        let clips = DamageClip.clips(for: damage, width: mode.pixelWidth, height: mode.pixelHeight)
        if let gpuBuffer = buffer.gpuBuffer, gpuBuffer.isDrawn {
            defer { gpuBuffer.closeRenderFence() }
            guard let index = gpuChain?.buffers.firstIndex(where: { $0 === gpuBuffer }) else {
                logger.error("\(name): present of a GPU buffer this display did not lend; ignored")
                return
            }
            if gpuBuffer.renderFence < 0, let testFences, acceptsRenderFences {
                gpuBuffer.renderFence = testFences.makeFence()
            }
            submit(.gpu(index), damage: clips, fence: gpuBuffer.renderFence)
            return
        }
        guard buffers.indices.contains(buffer.index), buffers[buffer.index].pixels === buffer.pixels else {
            logger.error("\(name): present of a buffer this display did not lend; ignored")
            return
        }
        submit(.dumb(buffer.index), damage: clips)
    }

    // MARK: GPUScanoutDisplay

    public func gbmDevice() -> UnsafeMutableRawPointer? {
        if let gbm { return gbm.nativeDevice }
        guard gbmFailure == nil else { return nil }
        guard pixelFormat == .xrgb32 else {
            gbmFailure = "the plane scans out \(pixelFormat), not XRGB8888"
            logger.info("\(name): no GPU buffers: \(gbmFailure ?? "")")
            return nil
        }
        do {
            let gbm = try GBMDevice(fd: device.fd)
            self.gbm = gbm
            logger.info("\(name): GBM device on \(device.path) (backend \(gbm.backendName))")
            return gbm.nativeDevice
        } catch {
            gbmFailure = "\(error)"
            logger.error("\(name): no GBM device: \(error)")
            return nil
        }
    }

    public func lendGPUBuffers() -> Bool {
        guard gbm != nil, gbmFailure == nil else { return false }
        do {
            try makeGPUChain()
        } catch {
            stopLendingGPUBuffers(reason: "\(error)")
            return false
        }
        if !lendsGPUBuffers {
            logger.notice("\(name): the GPU renderer draws into \(gpuChain?.buffers.count ?? 0) GBM buffer objects (XR24, \(mode.pixelWidth)x\(mode.pixelHeight)), page-flipped")
        }
        lendsGPUBuffers = true
        return true
    }

    public var acceptsRenderFences: Bool { committer?.takesInFence ?? false }

    public func stopLendingGPUBuffers(reason: String) {
        logger.error("\(name): GPU buffers not used (\(reason)); frames go through the dumb buffers")
        lendsGPUBuffers = false
        makeDumbBuffersAgain()
        // A GPU buffer still on screen is freed once a dumb buffer replaced it.
        if !showsGPUBuffer { releaseGPUChain() }
    }

    /// The GPU buffers for the current mode, made anew when the size changed.
    private func makeGPUChain() throws(KMSError) {
        guard let gbm else { return }
        if let chain = gpuChain, chain.buffers.first?.width == mode.pixelWidth,
           chain.buffers.first?.height == mode.pixelHeight {
            return
        }
        releaseGPUChain()
        if gpuBufferFaults > 0, let fault = configuration.gpuBufferFault {
            gpuBufferFaults -= 1
            throw .system("cannot create \(mode.pixelWidth)x\(mode.pixelHeight) GBM buffers (VITRINE_DRM_FAULT)", fault.errorCode)
        }
        gpuChain = try GBMSwapChain(gbm: gbm, device: device, width: mode.pixelWidth, height: mode.pixelHeight,
                                    count: swapChainLength)
    }

    private func releaseGPUChain() {
        gpuChain?.release()
        gpuChain = nil
    }

    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        monitor?.stop()
        monitor = nil
        fenceWaitTimer?.cancel()
        fenceWaitTimer = nil
        deferredFrameTime = nil
        frameHandler = nil
        eventHandler = nil
        restoreCRTC()
        ExitRestore.disarm()
        if let eventSource {
            // The descriptor may close only once the source has let go of it.
            eventSource.setCancelHandler { [self] in MainActor.assumeIsolated { close() } }
            eventSource.cancel()
            self.eventSource = nil
        } else {
            close()
        }
    }

    // MARK: Diagnostics

    /// Commit and flip counters, the last damage clips and the flip rate (diagnostics).
    public var diagnostics: KMSDiagnostics {
        KMSDiagnostics(interface: committer?.name ?? (usesLegacy ? "legacy" : "atomic"),
                       connectorName: output?.connector.name, commitCount: commitCount, flipCount: flipCount,
                       lastDamageClips: lastDamageClips.map(\.rect),
                       sendsDamageClips: (committer as? AtomicCommitter)?.sendsDamage ?? false,
                       flipRate: flipRate.rate, gpuBufferCommits: gpuFlipCount, fencedCommits: fencedCommitCount,
                       testFences: testFences?.diagnostics, lastModesetDuration: lastModesetDuration,
                       dumbBufferCount: buffers.count)
    }

    /// What the CRTC shows now, read back through the card's writeback connector
    /// (diagnostics: slow, and a modeset of the CRTC on its first use). Nil when the
    /// driver has no writeback connector for this CRTC, or while a flip is in flight.
    public func captureWriteback() -> PixelBuffer? {
        guard let output, isPresenting, !isFlipPending else {
            logger.error("\(name): writeback capture needs a shown frame and no flip in flight")
            return nil
        }
        do {
            return try WritebackCapture.capture(device: device, crtc: output.crtc, width: mode.pixelWidth, height: mode.pixelHeight)
        } catch {
            logger.error("\(name): writeback capture failed: \(error)")
            return nil
        }
    }

    // MARK: Choosing and applying an output

    private var isPresenting: Bool {
        !isStopped && isSessionActive && output != nil && !buffers.isEmpty
    }

    private static func cardName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    private static func resolvedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The configured card, or the first card with a display connected (else the first
    /// card with KMS at all, to wait on).
    private static func openCard(_ configuration: KMSConfiguration,
                                 session: (any DeviceSession)?) throws -> (DRMDevice, DRMResources) {
        let paths = configuration.devicePath.map { [$0] } ?? DRMDevice.cardPaths()
        guard !paths.isEmpty else { throw KMSError.noDevice("no DRM card in /dev/dri") }
        var fallback: (DRMDevice, DRMResources)?
        var reasons: [String] = []
        for path in paths {
            let fd: Int32
            do {
                fd = try session?.openDevice(path: path) ?? Self.openDirectly(path)
            } catch {
                reasons.append("\(path): \(error)")
                continue
            }
            let device = DRMDevice(fd: fd, path: path)
            guard let resources = device.resources(), !resources.crtcs.isEmpty,
                  device.capability(DRMDevice.dumbBufferCapability) == 1 else {
                reasons.append("\(path): no KMS or no dumb buffers (driver \(device.driverName))")
                Self.close(fd, session: session)
                continue
            }
            if ModeSelection.connector(in: resources, named: configuration.connectorName) != nil {
                if let (other, _) = fallback { Self.close(other.fd, session: session) }
                return (device, resources)
            }
            if fallback == nil { fallback = (device, resources) } else { Self.close(fd, session: session) }
        }
        if let fallback { return fallback }
        throw KMSError.noDevice("no usable DRM card: \(reasons.joined(separator: "; "))")
    }

    private static func openDirectly(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw KMSError.system("cannot open \(path)", errno) }
        return fd
    }

    private static func close(_ fd: Int32, session: (any DeviceSession)?) {
        if let session { session.closeDevice(fd) } else { Glibc.close(fd) }
    }

    private func close() {
        for buffer in buffers { buffer.release() }
        buffers = []
        releaseGPUChain()
        Self.close(device.fd, session: session)
    }

    /// The configured connector (or the one in use, or the first connected) with its
    /// mode, CRTC and primary plane; nil when none is connected.
    private func selectOutput(in resources: DRMResources) -> KMSOutput? {
        let wanted = configuration.connectorName ?? output?.connector.name
        var connector = ModeSelection.connector(in: resources, named: wanted)
        if connector == nil, configuration.connectorName == nil {
            connector = ModeSelection.connector(in: resources, named: nil)
        }
        guard let connector else { return nil }
        var mode = ModeSelection.mode(of: connector, request: configuration.mode)
        if mode == nil, let request = configuration.mode {
            logOnce("\(connector.name) has no mode \(request) (modes: \(connector.modes.map(\.description).joined(separator: ", "))); using its preferred mode")
            mode = ModeSelection.mode(of: connector, request: nil)
        }
        guard let mode, let crtc = ModeSelection.crtc(for: connector, in: resources) else {
            logOnce("\(connector.name): no mode or no CRTC to drive it")
            return nil
        }
        return KMSOutput(connector: connector, mode: mode, crtc: crtc,
                         primaryPlane: ModeSelection.primaryPlane(for: crtc, in: resources))
    }

    /// Makes `output` the one shown: committer, buffers, mode and rotation. The next
    /// commit is a modeset.
    private func use(_ output: KMSOutput, resources: DRMResources) throws {
        if savedCRTC == nil {
            let saved = SavedCRTC(crtc: output.crtc, connectors: resources.connectors.filter { $0.currentCRTC == output.crtc.id }.map(\.id))
            savedCRTC = saved
            ExitRestore.arm(fd: device.fd, saved: saved)
        }
        let formats = output.primaryPlane?.formats ?? []
        let format: PixelFormat = formats.isEmpty || formats.contains(DRMFourCC.xrgb8888) || !formats.contains(DRMFourCC.rgb565)
            ? .xrgb32 : .rgb565
        let newMode = output.mode.displayMode
        if buffers.isEmpty || newMode.pixelWidth != mode.pixelWidth || newMode.pixelHeight != mode.pixelHeight || format != pixelFormat {
            // Made before the old ones go: when they cannot be, the display keeps what it shows.
            let newBuffers = try makeDumbBuffers(width: newMode.pixelWidth, height: newMode.pixelHeight, format: format)
            for buffer in buffers { buffer.release() }
            buffers = newBuffers
            ages = SwapChainAges(count: newBuffers.count)
            if lendsGPUBuffers {
                showsGPUBuffer = false
                do {
                    try makeGPUChain()
                } catch {
                    stopLendingGPUBuffers(reason: "\(error)")
                }
            }
        } else if !lendsGPUBuffers {
            makeDumbBuffersAgain()
        }
        ages.reset()
        gpuChain?.ages.reset()
        self.output = output
        mode = newMode
        pixelFormat = format
        if let requested = requestedRotation {
            rotation = requested
        } else if let configured = configuration.rotation {
            rotation = configured
        } else {
            rotation = ModeSelection.rotation(forPanelOrientation: output.connector.panelOrientation)
            if rotation != .none {
                logger.info("\(output.connector.name): panel orientation \(output.connector.panelOrientation ?? "") → rotation \(rotation)")
            }
        }
        committer = usesLegacy ? nil : AtomicCommitter(device: device, output: output)
        if committer == nil {
            usesLegacy = true
            committer = LegacyCommitter(device: device, output: output)
        }
        if let fault = configuration.fault, let real = committer {
            logger.notice("VITRINE_DRM_FAULT: the next \(fault.count) page flips are refused (errno \(fault.errorCode))")
            committer = FaultInjectingCommitter(wrapping: real, errorCode: fault.errorCode, count: fault.count)
        }
        name = "kms \(Self.cardName(device.path)) \(output.connector.name)"
        needsModeset = true
        modesetInFlight = nil
        retry = nil
    }

    /// Buffers in each swap chain, dumb and GBM: 2 or 3.
    private var swapChainLength: Int { min(max(configuration.bufferCount, 2), 3) }

    /// While the GPU draws into the GBM buffers and one of them is on screen, all dumb
    /// buffers but one are released: a 1080p one is 8 MB (33 MB at 4K), on many SoCs of
    /// scarce contiguous memory. The one kept takes the CPU's frame should the GPU fail
    /// (`GPUScanoutDisplay.stopLendingGPUBuffers`), which makes the others again.
    private func releaseSpareDumbBuffers() {
        guard lendsGPUBuffers, showsGPUBuffer, buffers.count > 1 else { return }
        let released = buffers.count - 1
        for buffer in buffers.dropFirst() { buffer.release() }
        buffers.removeLast(released)
        ages = SwapChainAges(count: 1)
        logger.info("\(name): \(released) of \(released + 1) dumb buffers released while the GPU draws into GBM buffers (one kept for the CPU, should the GPU fail)")
    }

    /// The dumb buffers released while the GPU drew, made again now that the frames go
    /// through them. Without the memory the CPU draws into the one kept (the frames then
    /// tear), until a hot-plug or a mode change makes a whole chain.
    private func makeDumbBuffersAgain() {
        guard !buffers.isEmpty, buffers.count < swapChainLength else { return }
        do {
            buffers += try makeDumbBuffers(width: mode.pixelWidth, height: mode.pixelHeight, format: pixelFormat,
                                           count: swapChainLength - buffers.count)
            ages = SwapChainAges(count: buffers.count)
            logger.info("\(name): \(buffers.count) dumb buffers again, for the CPU's frames")
        } catch {
            logOnce("\(name): the dumb buffers released while the GPU drew cannot be made again (\(error)); the CPU draws into the one kept, which is on screen")
        }
    }

    /// Dumb buffers could not be made (kernel memory, or an injected fault).
    private struct BufferAllocationError: Error, CustomStringConvertible {
        let description: String
    }

    /// The swap chain's dumb buffers (`count`, else the configured number), all or none
    /// (those made are released on a failure).
    private func makeDumbBuffers(width: Int, height: Int, format: PixelFormat,
                                 count: Int? = nil) throws(BufferAllocationError) -> [DumbBuffer] {
        if dumbBufferFaults > 0, let fault = configuration.dumbBufferFault {
            dumbBufferFaults -= 1
            let reason = String(cString: strerror(fault.errorCode))
            throw BufferAllocationError(description: "cannot create a \(width)x\(height) dumb buffer: \(reason) (VITRINE_DRM_FAULT)")
        }
        var made: [DumbBuffer] = []
        for _ in 0..<(count ?? swapChainLength) {
            do {
                made.append(try DumbBuffer(device: device, width: width, height: height, format: format))
            } catch {
                for buffer in made { buffer.release() }
                throw BufferAllocationError(description: "\(error)")
            }
        }
        return made
    }

    /// Logged once until a commit succeeds, however often the retries fail.
    private func buffersFailed(for output: KMSOutput, _ error: BufferAllocationError) {
        logOnce("\(name): no buffers for \(output.connector.name) \(output.mode): \(error); what is shown stays, retried every second and at a hot-plug")
    }

    /// Tries the output again a second from now, while its buffers cannot be made.
    private func retryOutput() {
        guard !isOutputRetryPending else { return }
        isOutputRetryPending = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isOutputRetryPending = false
                self.refreshOutput(resuming: false)
            }
        }
    }

    /// Follows the card after a hot-plug event or a resumed session.
    private func refreshOutput(resuming: Bool) {
        guard !isStopped, isSessionActive else { return }
        guard let resources = device.resources() else {
            logOnce("\(name): cannot read the card's resources")
            return
        }
        guard let newOutput = selectOutput(in: resources) else {
            if let output {
                self.output = nil
                logger.warning("\(name): \(output.connector.name) disconnected; presenting paused until a display is connected")
                eventHandler?(.paused)
            }
            return
        }
        if !resuming, let output, output.connector.id == newOutput.connector.id,
           output.mode == newOutput.mode, output.crtc.id == newOutput.crtc.id, !buffers.isEmpty {
            return
        }
        let wasPaused = output == nil || buffers.isEmpty || resuming
        let oldMode = mode, oldRotation = rotation
        do {
            try use(newOutput, resources: resources)
        } catch let error as BufferAllocationError {
            // The old buffers and output stay (shown as before, when they still fit the card).
            buffersFailed(for: newOutput, error)
            retryOutput()
            return
        } catch {
            fail("cannot set up \(newOutput.connector.name): \(error)")
            return
        }
        logger.notice("\(name): \(newOutput.connector.name) \(newOutput.mode) \(wasPaused ? "back" : "changed")")
        isFlipPending = false
        isVblankPending = false
        if mode != oldMode || rotation != oldRotation {
            eventHandler?(.modeChanged)
        } else {
            eventHandler?(.resumed)
        }
        scheduleWakeUp()
    }

    private func sessionChanged(_ isActive: Bool) {
        guard isActive != isSessionActive, !isStopped else { return }
        isSessionActive = isActive
        if isActive {
            // The seat usually hands master back itself; a failure here shows in the commit.
            drmSetMaster(device.fd)
            logger.notice("\(name): session enabled; setting the mode again")
            refreshOutput(resuming: true)
        } else {
            drmDropMaster(device.fd)
            logger.notice("\(name): session disabled; presenting paused")
            eventHandler?(.paused)
        }
    }

    /// A state the display cannot present from: puts the console back and pauses.
    private func fail(_ reason: String) {
        logger.critical("\(name): \(reason); console restored, presenting paused")
        restoreCRTC()
        output = nil
        eventHandler?(.paused)
    }

    private func restoreCRTC() {
        guard let savedCRTC else { return }
        let result = savedCRTC.restore(fd: device.fd)
        if result == 0 {
            logger.info("\(name): CRTC \(savedCRTC.crtc.id) restored")
        } else {
            logger.warning("\(name): cannot restore CRTC \(savedCRTC.crtc.id): \(String(cString: strerror(result)))")
        }
    }

    // MARK: Commits and frames

    /// A buffer to show: a dumb buffer or a GPU buffer, by its index in its swap chain.
    private enum Scanout {
        case dumb(Int)
        case gpu(Int)
    }

    /// Commits `scanout`; `fence` (a GPU buffer's render fence, or -1) goes with the
    /// commit where the committer takes it, else it is waited for first. `blocking`: a
    /// modeset that blocks even where it need not.
    private func submit(_ scanout: Scanout, damage: [DamageClip], fence: Int32 = -1, blocking: Bool = false) {
        guard let committer, let output else { return }
        if fence >= 0, !committer.takesInFence { Self.wait(for: fence) }
        let framebufferID: UInt32
        switch scanout {
        case .dumb(let index): framebufferID = buffers[index].framebufferID
        case .gpu(let index):
            guard let gpuChain else { return }
            framebufferID = gpuChain.framebufferIDs[index]
        }
        let started = MonotonicClock.now()
        var inFence = committer.takesInFence ? fence : -1
        // An atomic modeset goes without blocking, as a flip does: the kernel sets the mode
        // once the frame's fence signalled (a slow link's training too) while the run loop
        // goes on, and its event says the frame is on screen. Not with a flip in flight (a
        // hot-plug): the kernel would refuse it (EBUSY), a blocking one waits for the flip.
        let nonblocking = needsModeset && committer.setsModesWithoutBlocking && !isFlipPending && !blocking
        if needsModeset, !nonblocking, inFence >= 0 {
            // A blocking modeset would wait for the fence inside the ioctl, the run loop
            // stopped (a hung GPU: until the driver's timeout). The CPU waits a little
            // instead and the modeset goes without the fence. Not signalled by then, it goes
            // anyway rather than keeping what is shown: once a driver's timeout signals a
            // hung fence the kernel shows this same buffer, so waiting longer only stops
            // input and timers meanwhile; the next frames flip without blocking, each with
            // its fence, and replace it as soon as the GPU is done.
            if !Self.wait(for: inFence, limit: Self.modesetFenceWaitLimit) {
                logger.warning("\(name): the modeset's fence has not signalled \(Int(Self.modesetFenceWaitLimit * 1000)) ms after its frame (the GPU's work late or hung); the modeset goes without waiting for it, the app runs on")
            }
            inFence = -1
        }
        let commit = KMSCommit(framebufferID: framebufferID, isModeset: needsModeset, isNonblocking: nonblocking,
                               damage: damage, inFence: inFence)
        var result = commit.isModeset ? committer.commit(commit, testOnly: true) : 0
        if result == 0 { result = committer.commit(commit, testOnly: false) }
        guard result == 0 else {
            if commit.isNonblocking, result == EBUSY {
                // A commit made before a hot-plug is still in flight: a blocking modeset waits for it.
                submit(scanout, damage: damage, fence: fence, blocking: true)
                return
            }
            // The retry commits without the fence (closed by then): the GPU must be done first.
            if commit.inFence >= 0 { Self.wait(for: commit.inFence) }
            failed(commit, scanout: scanout, errorCode: result)
            return
        }
        commitCount += 1
        if commit.inFence >= 0 {
            fencedCommitCount += 1
            watchFencedFlip(isModeset: commit.isModeset)
        }
        lastDamageClips = commit.isModeset ? [] : damage
        loggedFailures.removeAll()
        // The other chain's contents fall behind the screen: repainted whole when next used.
        switch scanout {
        case .dumb(let index):
            ages.markShown(index)
            gpuChain?.ages.reset()
            showsGPUBuffer = false
        case .gpu(let index):
            gpuChain?.ages.markShown(index)
            ages.reset()
            showsGPUBuffer = true
            gpuFlipCount += 1
        }
        if commit.isModeset {
            needsModeset = false
            lastModesetDuration = MonotonicClock.now() - started
            let shown = showsGPUBuffer ? "\(gpuChain?.buffers.count ?? 0) GBM buffers" : "\(buffers.count) buffers"
            let line = "modeset \(output.mode) on \(output.connector.name) (\(committer.name), \(shown), \(DRMFourCC.name(DRMFourCC.code(for: pixelFormat) ?? 0)))"
            if commit.isNonblocking {
                // Logged by its event, once the frame is on screen.
                modesetInFlight = line
                isFlipPending = true
                return
            }
            logger.notice("\(line)")
            if !showsGPUBuffer, !lendsGPUBuffers { releaseGPUChain() }
            releaseSpareDumbBuffers()
            scheduleWakeUp()
        } else {
            isFlipPending = true
        }
    }

    /// Logs a flip (or a modeset without blocking) still waiting for its fence
    /// `fenceWaitLimit` after its commit: the GPU's work is late or hung. The kernel flips
    /// once the fence signals (a driver's timeout signals a hung one); the run loop goes on
    /// meanwhile, and so do input and timers.
    private func watchFencedFlip(isModeset: Bool) {
        fencedFlipCommitted = MonotonicClock.now()
        fencedCommitIsModeset = isModeset
        if fenceWaitTimer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.fencedFlipIsLate() } }
            timer.resume()
            fenceWaitTimer = timer
        }
        fenceWaitTimer?.schedule(deadline: .now() + Self.fenceWaitLimit)
    }

    private func fencedFlipIsLate() {
        guard isFlipPending, let committed = fencedFlipCommitted, !isFenceWaitLogged else { return }
        isFenceWaitLogged = true
        let waited = String(format: "%.1f", MonotonicClock.now() - committed)
        let what = fencedCommitIsModeset ? "the modeset" : "a page flip"
        logger.warning("\(name): \(what) has waited \(waited) s for its fence (the GPU's work late or hung); frames wait for it, the app runs on")
    }

    /// A flip landed: ends the watch of its fence, saying how long a late one waited.
    private func fencedFlipLanded(at time: TimeInterval) {
        guard let committed = fencedFlipCommitted else { return }
        fencedFlipCommitted = nil
        // No wake-up until the next fenced flip.
        fenceWaitTimer?.schedule(deadline: .distantFuture)
        testFences?.flipCompleted(eventTime: time)
        if isFenceWaitLogged {
            isFenceWaitLogged = false
            let what = fencedCommitIsModeset ? "modeset" : "flip"
            logger.notice("\(name): the late \(what) landed \(String(format: "%.1f", time - committed)) s after its commit; frames go on")
        }
    }

    /// Waits until the sync file signals (it polls readable), for at most `limit` seconds;
    /// returns whether it signalled.
    @discardableResult
    private static func wait(for fence: Int32, limit: TimeInterval = 1) -> Bool {
        let deadline = MonotonicClock.now() + limit
        var entry = pollfd(fd: fence, events: Int16(POLLIN), revents: 0)
        while true {
            let left = Int32(max(0, (deadline - MonotonicClock.now()) * 1000).rounded(.up))
            let ready = poll(&entry, 1, left)
            if ready > 0 { return entry.revents & Int16(POLLIN) != 0 }
            if ready == 0 || errno != EINTR { return false }
        }
    }

    private func failed(_ commit: KMSCommit, scanout: Scanout, errorCode: Int32) {
        let reason = "\(String(cString: strerror(errorCode))) (errno \(errorCode))"
        if committer is AtomicCommitter, errorCode == EINVAL, let output {
            logger.error("\(name): atomic \(commit.isModeset ? "modeset" : "commit") refused: \(reason); using legacy KMS from now on")
            usesLegacy = true
            committer = LegacyCommitter(device: device, output: output)
            needsModeset = true
            submit(scanout, damage: commit.damage)
            return
        }
        logOnce("\(name): \(commit.isModeset ? "modeset" : "page flip") failed: \(reason); retrying at the next vblank")
        retry = (scanout, commit.damage)
        scheduleWakeUp()
    }

    /// Arms the one wake-up the display waits for: the next vblank, when a frame or a
    /// retry waits and no flip is in flight (its event is the wake-up then).
    private func scheduleWakeUp() {
        guard isStarted, isPresenting, !isFlipPending, !isVblankPending,
              isFrameRequested || retry != nil else { return }
        isVblankPending = true
        if needsModeset {
            // The CRTC does not run our mode yet: no vblank of ours to wait for. A first
            // frame goes at once, a refused modeset is retried a refresh interval later.
            wakeUp(after: retry == nil ? 0 : mode.refreshInterval)
            return
        }
        var queued: UInt64 = 0
        if drmCrtcQueueSequence(device.fd, output!.crtc.id, UInt32(DRM_CRTC_SEQUENCE_RELATIVE), 1, &queued, 0) != 0 {
            logOnce("\(name): cannot queue a vblank event: \(String(cString: strerror(errno))); using a timer")
            wakeUp(after: mode.refreshInterval)
        }
    }

    private func wakeUp(after delay: TimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.vblank(time: MonotonicClock.now(), sequence: self.lastSequence)
            }
        }
    }

    private func readEvents() {
        guard !isStopped else { return }
        guard let events = DRMEventReader.read(fd: device.fd) else {
            guard errno != EAGAIN else { return }
            logOnce("\(name): reading DRM events failed: \(String(cString: strerror(errno)))")
            return
        }
        for event in events {
            switch event {
            case .flipComplete(_, let time, let sequence):
                flipCompleted(time: time, sequence: sequence)
            case .vblank(let time, let sequence):
                vblank(time: time, sequence: sequence)
            }
        }
    }

    private func flipCompleted(time: TimeInterval, sequence: UInt64) {
        isFlipPending = false
        fencedFlipLanded(at: time)
        if let line = modesetInFlight {
            modesetInFlight = nil
            logger.notice("\(line)")
        }
        flipCount += 1
        flipRate.record(time, refreshInterval: mode.refreshInterval)
        lastSequence = sequence
        if !showsGPUBuffer, !lendsGPUBuffers { releaseGPUChain() }
        releaseSpareDumbBuffers()
        guard isPresenting else { return }
        eventHandler?(.presented(at: time))
        if retry != nil {
            scheduleWakeUp()
        } else if isFrameRequested {
            runFrame(time: time, sequence: sequence)
        }
    }

    private func vblank(time: TimeInterval, sequence: UInt64) {
        guard isVblankPending else { return }
        isVblankPending = false
        lastSequence = sequence
        guard isPresenting else { return }
        if let retry {
            self.retry = nil
            submit(retry.scanout, damage: retry.damage)
        } else if isFrameRequested {
            runFrame(time: time, sequence: sequence)
        }
    }

    private func runFrame(time: TimeInterval, sequence: UInt64) {
        isFrameRequested = false
        frameHandler?(FrameTiming(timestamp: time, targetTimestamp: time + mode.refreshInterval, sequence: sequence))
    }

    /// Logs a failure once until something succeeds again, so a failing commit retried
    /// at every vblank does not flood the log.
    private func logOnce(_ message: String) {
        guard loggedFailures.insert(message).inserted else { return }
        logger.error("\(message)")
    }
}
