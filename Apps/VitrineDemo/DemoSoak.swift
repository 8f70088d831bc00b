import Foundation
import QuartzCore
import UIKit

/// The demo's tour and the monkey, taking turns on the stepped clock until `hours` of
/// simulated time have passed (`--soak HOURS`, scripts/soak). Samples resident memory,
/// open file descriptors and the layers in the tree after each tour and each monkey turn, and reports the slope of
/// each after the warm-up (the first fifth of the run, at least one pass), in units per
/// simulated hour. The goal is flat: RSS under 1 MB per simulated hour.
@MainActor
final class DemoSoak {
    static let rssGoalPerHour = 1.0   // MB
    /// The shortest span after the warm-up over which the RSS slope is judged, in hours.
    static let judgedSpan = 0.5

    private let hours: Double
    private let monkey: DemoMonkey
    private let secondsPerPage: TimeInterval
    private var samples: [Sample] = []
    private let started = Date()

    private struct Sample {
        let hours: Double, rssMB: Double, fds: Int, layers: Int
        /// malloc's view (nil off glibc): what the program holds, and what malloc keeps free.
        let heap: MallocCensus?
        /// Where the resident pages lie (nil without /proc).
        let map: MemoryMap?
        let stores: StoreCensus
        /// What Vitrine keeps between frames, by name (CacheCensus).
        let caches: [(name: String, count: Int)]
    }

    init(hours: Double, seed: UInt64, secondsPerPage: TimeInterval) {
        self.hours = hours
        self.secondsPerPage = secondsPerPage
        monkey = DemoMonkey(seed: seed)
    }

    /// Runs the soak; returns whether it passed (no monkey failure, no descriptor or layer
    /// growth, the RSS slope within the goal when the run is long enough to judge it).
    func run() -> Bool {
        var passes = 0
        while monkey.simulatedSeconds < hours * 3600 {
            tour()
            sample()
            monkey.run(events: DemoMonkey.homeEvery)
            passes += 1
            sample()
        }
        return report(passes: passes)
    }

    /// One pass of the tour, as DemoTour plays it, on the stepped clock.
    private func tour() {
        let app = monkey.app
        for stop in DemoTour.makeStops() {
            let view = stop.enter(app)
            wait(DemoTour.transitionTime)
            for step in view.flatMap({ stop.script?($0) }) ?? [] {
                step(monkey.runtime)
                wait(1.0 / 30)
            }
            wait(secondsPerPage)
            stop.leave(app)
            wait(DemoTour.transitionTime)
        }
        app.view.window?.overrideUserInterfaceStyle = .unspecified
        app.actions.darkSwitch.setOn(false, animated: false)
        monkey.goHome(check: false)
    }

    private func wait(_ seconds: TimeInterval) {
        monkey.steps(Int((seconds * 60).rounded(.up)))
    }

    private func sample() {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        let sample = Sample(hours: monkey.simulatedSeconds / 3600, rssMB: Double(DemoMonkey.residentBytes()) / 1_048_576,
                            fds: fds, layers: layersInTree(), heap: MallocCensus.now(), map: MemoryMap.now(),
                            stores: StoreCensus(root: monkey.runtime.screen.rootLayer, controllers: monkey.controllers()),
                            caches: CacheCensus.counts())
        samples.append(sample)
        print(String(format: "soak: %.3f h simulated, %.0f s real, %d events, RSS %.1f MB (heap in use %.1f, free in malloc %.1f), %d fds, %d layers",
                     sample.hours, Date().timeIntervalSince(started), monkey.events, sample.rssMB,
                     Double(sample.heap?.inUseBytes ?? 0) / 1_048_576, Double(sample.heap?.freeBytes ?? 0) / 1_048_576,
                     sample.fds, sample.layers))
        let mb = { (bytes: Int) in Double(bytes) / 1_048_576 }
        if let map = sample.map {
            print(String(format: "soak:   resident: heap segment %.1f MB, anonymous %.1f MB (%d mappings of 64 KiB or more), file pages %.1f MB",
                         mb(map.heapBytes), mb(map.anonymousBytes), map.largeAnonymousMappings, mb(map.fileBytes)))
        }
        print(String(format: "soak:   backing stores: in the window %.1f MB unpacked, %.1f MB packed; in views out of it %.1f MB unpacked, %.1f MB packed",
                     mb(sample.stores.onScreen.unpacked), mb(sample.stores.onScreen.packed),
                     mb(sample.stores.offScreen.unpacked), mb(sample.stores.offScreen.packed)))
        print("soak:   kept: " + sample.caches.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
        let trimmer = HeapTrimmer.shared
        print(String(format: "soak:   heap trims %d, %.1f ms in all, longest %.2f ms", trimmer.trimCount,
                     trimmer.trimSeconds * 1000, trimmer.longestTrimSeconds * 1000))
        // Each sample as it comes, also into a file or a pipe: a long run is followed live.
        fflush(nil)  // every stream: naming stdout is not concurrency-safe in Swift 6
    }

    private func report(passes: Int) -> Bool {
        let warm = Array(samples.dropFirst(max(1, samples.count / 5)))
        guard warm.count >= 2, let first = warm.first, let last = warm.last else {
            print("soak: FAIL: too short for a slope (\(samples.count) samples); give more hours")
            return false
        }
        let rssSlope = slope(warm.map { ($0.hours, $0.rssMB) })
        let fdSlope = slope(warm.map { ($0.hours, Double($0.fds)) })
        let layerSlope = slope(warm.map { ($0.hours, Double($0.layers)) })
        print(String(format: "soak: %d passes of the tour and %d monkey events in %.2f simulated hours (%.0f s real)",
                     passes, monkey.events, samples.last?.hours ?? 0, Date().timeIntervalSince(started)))
        print(String(format: "soak: after warm-up (from %.2f h): RSS %.1f -> %.1f MB, slope %.2f MB/h; fds %d -> %d, slope %.1f/h; layers %d -> %d, slope %.0f/h",
                     first.hours, first.rssMB, last.rssMB, rssSlope, first.fds, last.fds, fdSlope, first.layers, last.layers, layerSlope))
        let heap = warm.compactMap { sample in sample.heap.map { (sample.hours, Double($0.inUseBytes) / 1_048_576) } }
        if heap.count == warm.count, let from = heap.first, let to = heap.last {
            print(String(format: "soak: heap in use %.1f -> %.1f MB, slope %.2f MB/h (RSS above it is malloc's free memory and mappings)",
                         from.1, to.1, slope(heap)))
        }
        let grown = zip(first.caches, last.caches).filter { pair in pair.0.count != pair.1.count }
        print("soak: kept after warm-up: " + (grown.isEmpty ? "every count the same"
            : grown.map { pair in "\(pair.0.name) \(pair.0.count) -> \(pair.1.count)" }.joined(separator: ", ")))
        var passed = monkey.failures.isEmpty
        // RSS moves by a few MB as malloc's arenas fill and empty: over less than half an
        // hour that noise is the slope, so a short run judges descriptors and layers only.
        if last.hours - first.hours < Self.judgedSpan {
            print(String(format: "soak: %.2f h after warm-up is too short to judge the RSS slope (%.1f h needed)", last.hours - first.hours, Self.judgedSpan))
        } else if rssSlope > Self.rssGoalPerHour {
            print("soak: RSS grows \(String(format: "%.2f", rssSlope)) MB per simulated hour, over the goal of \(Self.rssGoalPerHour)"); passed = false
        }
        if last.layers > first.layers + 50 { print("soak: the layers in the tree grew from \(first.layers) to \(last.layers)"); passed = false }
        if last.fds > first.fds + 4 { print("soak: open file descriptors grew from \(first.fds) to \(last.fds)"); passed = false }
        print(passed ? "soak: PASS" : "soak: FAIL (seed \(monkey.seed))")
        return passed
    }

    /// The layers under the screen's root now: the windows', their views' and the
    /// presentations' (a layer kept by a finished page would show here).
    private func layersInTree() -> Int {
        var count = 0
        var pending: [CALayer] = [monkey.runtime.screen.rootLayer]
        while let layer = pending.popLast() {
            count += 1
            pending += layer.sublayers ?? []
        }
        return count
    }

    /// Least-squares slope of y over x.
    private func slope(_ points: [(Double, Double)]) -> Double {
        let n = Double(points.count)
        let mx = points.map(\.0).reduce(0, +) / n, my = points.map(\.1).reduce(0, +) / n
        let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
        guard sxx > 0 else { return 0 }
        return points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +) / sxx
    }
}
