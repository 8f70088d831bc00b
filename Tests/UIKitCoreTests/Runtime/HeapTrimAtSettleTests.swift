import Foundation
import Testing
import UIKitCore

/// Memory a burst of work freed goes back to the system when the frame passes settle
/// (issue 29): glibc returns only the top of its heap by itself, so the soak's hour kept
/// megabytes of freed pages resident. Measured with `mincore` on the pages freed.
@MainActor
@Suite(.serialized)
struct HeapTrimAtSettleTests {
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    private static let blockSize = 64 * 1024

    /// The fraction of the whole pages inside `blocks` that are resident.
    private func residentFraction(_ blocks: [UnsafeMutableRawPointer]) -> Double {
        var resident = 0, total = 0
        for block in blocks {
            let start = (Int(bitPattern: block) + Self.pageSize - 1) / Self.pageSize * Self.pageSize
            let end = (Int(bitPattern: block) + Self.blockSize) / Self.pageSize * Self.pageSize
            var pages = [UInt8](repeating: 0, count: (end - start) / Self.pageSize)
            guard mincore(UnsafeMutableRawPointer(bitPattern: start), end - start, &pages) == 0 else { continue }
            resident += pages.filter { $0 & 1 != 0 }.count
            total += pages.count
        }
        return total == 0 ? 0 : Double(resident) / Double(total)
    }

    /// 16 MB in blocks under malloc's mmap threshold (so from the heap), written, then freed;
    /// the block allocated after them stays, so that free() cannot return them as the
    /// heap's top. Returns the freed blocks and the one kept.
    private func freeSixteenMegabytes() -> (freed: [UnsafeMutableRawPointer], kept: UnsafeMutableRawPointer) {
        let blocks = (0...256).map { _ in malloc(Self.blockSize)! }
        for block in blocks { memset(block, 1, Self.blockSize) }
        for block in blocks.dropLast() { free(block) }
        return (Array(blocks.dropLast()), blocks.last!)
    }

    /// Past the interval after the trim of the first frame's settling, so that the next
    /// settling trims.
    private func pastTheFirstSettling(_ runtime: VitrineRuntime) {
        runtime.stepFrames(Int(HeapTrimmer.minimumInterval * 60) + 1)
    }

    @Test("after a burst that frees 16 MB, the pass that settles gives the pages back")
    func settlingGivesFreedPagesBack() {
        let runtime = VitrineRuntime.headless(pixelWidth: 64, pixelHeight: 64)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        pastTheFirstSettling(runtime)

        let (freed, kept) = freeSixteenMegabytes()
        defer { free(kept) }
        // What glibc does by itself: the freed pages stay resident.
        #expect(residentFraction(freed) > 0.9)
        window.backgroundColor = .red
        #expect(runtime.stepUntilIdle() >= 1)
        #expect(residentFraction(freed) < 0.25)
    }

    @Test("passes that settle sooner than the interval after a trim are owed one: it runs at the blank it is due, with no frame pass")
    func settlingTooSoonTrimsWhenDue() {
        let runtime = VitrineRuntime.headless(pixelWidth: 64, pixelHeight: 64)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        pastTheFirstSettling(runtime)
        window.backgroundColor = .red
        runtime.stepUntilIdle()
        let trims = HeapTrimmer.shared.trimCount

        // A change 0.1 s after that trim: its pass settles too soon to trim.
        runtime.stepFrames(6)
        let (freed, kept) = freeSixteenMegabytes()
        defer { free(kept) }
        window.backgroundColor = .blue
        #expect(runtime.stepUntilIdle() == 1)
        #expect(HeapTrimmer.shared.trimCount == trims)
        #expect(residentFraction(freed) > 0.9)
        // The app is left alone: the trim comes when due, and no frame pass runs for it.
        let passes = runtime.frameCount
        #expect(runtime.stepFrames(Int(HeapTrimmer.minimumInterval * 60) + 1).isEmpty)
        #expect(runtime.frameCount == passes)
        #expect(HeapTrimmer.shared.trimCount == trims + 1)
        #expect(residentFraction(freed) < 0.25)
        // Then nothing more: no trim and no wake-up while the app stays alone.
        runtime.stepFrames(120)
        #expect(HeapTrimmer.shared.trimCount == trims + 1)
    }

    @Test("an animation does not trim at its frames; it trims once, when it has ended and the passes settle")
    func animationTrimsOnceItEnds() {
        let runtime = VitrineRuntime.headless(pixelWidth: 64, pixelHeight: 64)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        pastTheFirstSettling(runtime)

        let trims = HeapTrimmer.shared.trimCount
        UIView.animate(withDuration: 1) { view.frame.origin.x = 40 }
        #expect(runtime.stepFrames(30).count == 30)
        #expect(HeapTrimmer.shared.trimCount == trims)
        runtime.stepUntilIdle()
        #expect(HeapTrimmer.shared.trimCount == trims + 1)
    }
}
