import Foundation
import QuartzCore
import UIKit
import VitrinePlatform

/// The demo's tour and the monkey, taking turns on the stepped clock until `hours` of
/// simulated time have passed (`--soak HOURS`, scripts/soak). Samples resident memory,
/// open file descriptors and the layers in the tree after each tour and each monkey turn,
/// once the app has settled at home (as a kiosk sits between visitors: the frame passes
/// ended and the heap trimmed, see `settle()`; RSS before settling is printed too, and its
/// peak), and reports the slope of each after the warm-up (the first fifth of the run, at
/// least one pass), in units per simulated hour. In a run long enough to judge the RSS slope
/// the warm-up starts with `warmUp()`, which shows every page the monkey can reach on every
/// screen it can make, so that the slope after it is growth, not caches filling at first
/// visits. The goal is flat: RSS under 1 MB per simulated hour.
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
        /// RSS at the return home, before the app settled.
        let unsettledRSSMB: Double
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
        if hours >= Self.judgedSpan {
            let heapBefore = Double(MallocCensus.now()?.inUseBytes ?? 0) / 1_048_576
            let emoji = warmUp()
            let heapAfter = Double(MallocCensus.now()?.inUseBytes ?? 0) / 1_048_576
            let sizes = Set(emoji.map { $0.split(separator: " ").last ?? "" })
            // What the warm-up adds to the heap was mostly cairo's images of the colour emoji (one
            // per emoji and size, about 45 MB); TextLayout now keeps them in ColorGlyphCache,
            // bounded at 4 MB (its census line), so the figure a pair is an upper bound of little.
            print(String(format: "soak: cache warm-up: every gallery page, tab and presentation and every page of the keyboard on %d screens, light and dark, in %.0f s real; the keyboard's emoji pages drew %d emoji at %d sizes (%d emoji · size pairs); heap in use %.1f -> %.1f MB over it (at most %.1f KB a pair)",
                         Self.screens.count, Date().timeIntervalSince(started), Set(emoji.map { $0.split(separator: " ").first ?? "" }).count,
                         sizes.count, emoji.count, heapBefore, heapAfter, (heapAfter - heapBefore) * 1024 / Double(max(1, emoji.count))))
        } else {
            // It takes about 0.15 simulated hours, more than CI's short run, which judges no RSS slope.
            print("soak: no cache warm-up: a run shorter than \(Self.judgedSpan) h does not judge the RSS slope")
        }
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

    /// The screens the monkey makes: its display modes, each turned a quarter and not (upside
    /// down is the same size as not turned).
    private static let screens: [(mode: (Int, Int), rotation: DisplayRotation)] =
        DemoMonkey.modes.flatMap { mode in [(mode, DisplayRotation.none), (mode, .clockwise90)] }

    /// The cache warm-up (issue 29): on each of `screens`, one pass of the tour (every gallery
    /// page, the tabs, the alert and the sheets), and in light and dark, the keyboard for a
    /// field showing each of its pages (every emoji category and every plane). What the
    /// keyboard and the pages draw fills bounded caches (the colour emoji images, fonts,
    /// button titles) that the monkey would otherwise reach at random over hours.
    /// Returns the emoji the keyboard drew, each with its point size.
    private func warmUp() -> Set<String> {
        var emoji: Set<String> = []
        let app = monkey.app
        for screen in Self.screens {
            monkey.headless?.setMode(pixelWidth: screen.mode.0, pixelHeight: screen.mode.1)
            monkey.headless?.setRotation(screen.rotation)
            wait(0.5)
            tour()
            monkey.headless?.setMode(pixelWidth: screen.mode.0, pixelHeight: screen.mode.1)
            monkey.headless?.setRotation(screen.rotation)
            wait(0.5)
            for style in [UIUserInterfaceStyle.light, .dark] {
                monkey.runtime.userInterfaceStyle = style
                let field = UITextField(frame: CGRect(x: 20, y: 120, width: 240, height: 40))
                app.view.addSubview(field)
                _ = field.becomeFirstResponder()
                wait(0.6)
                emoji.formUnion(KeyboardPages.visitAll { monkey.steps(2) } ?? [])
                _ = field.resignFirstResponder()
                wait(0.6)
                field.removeFromSuperview()
            }
        }
        monkey.goHome(check: false)
        return emoji
    }

    /// Lets the app settle at home before a sample, as a kiosk sits between visitors: work
    /// queued for the main queue runs, the frame passes end, then a second of blanks with no
    /// pass, time for the heap trim the last pass settled on (at most
    /// `HeapTrimmer.minimumInterval` after it). Returns the simulated seconds it took.
    private func settle() -> TimeInterval {
        let start = monkey.simulatedSeconds
        for _ in 0..<30 {
            RunLoop.main.run(until: Date())
            monkey.runtime.stepUntilIdle(maxFrames: 1200)
            if monkey.runtime.stepFrames(60).isEmpty { break }
        }
        return monkey.simulatedSeconds - start
    }

    private func sample() {
        let unsettled = Double(DemoMonkey.residentBytes()) / 1_048_576
        let settling = settle()
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        let sample = Sample(hours: monkey.simulatedSeconds / 3600, rssMB: Double(DemoMonkey.residentBytes()) / 1_048_576,
                            fds: fds, layers: layersInTree(), unsettledRSSMB: unsettled, heap: MallocCensus.now(), map: MemoryMap.now(),
                            stores: StoreCensus(root: monkey.runtime.screen.rootLayer, controllers: monkey.controllers()),
                            caches: CacheCensus.counts())
        samples.append(sample)
        print(String(format: "soak: %.3f h simulated, %.0f s real, %d events, RSS %.1f MB settled (%.1f s), %.1f at the return home (heap in use %.1f, free in malloc %.1f), %d fds, %d layers",
                     sample.hours, Date().timeIntervalSince(started), monkey.events, sample.rssMB, settling, unsettled,
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
        if monkey.runtime.needsFrame {
            let busy = AnimationEngine.shared.activeDescriptions
            print("soak:   not settled, frames still asked for: " + (busy.isEmpty ? "no animation runs" : busy.joined(separator: "; ")))
        }
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
        let unsettledPeak = samples.max { $0.unsettledRSSMB < $1.unsettledRSSMB }
        print(String(format: "soak: RSS at the returns home, before settling: peak %.1f MB at %.2f h, slope after warm-up %.2f MB/h",
                     unsettledPeak?.unsettledRSSMB ?? 0, unsettledPeak?.hours ?? 0, slope(warm.map { ($0.hours, $0.unsettledRSSMB) })))
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
