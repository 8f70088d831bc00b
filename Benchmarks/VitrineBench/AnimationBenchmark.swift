import GLESRenderer
import UIKit

/// Scenario 6: 100 views animating transform (rotation and scale) and opacity at once,
/// 10 s at 60 Hz, beside the same frames with the same values set directly on the views
/// each frame (no animation state).
///
/// The display is stepped: both runs build exactly the same 600 frames, whatever else the
/// machine does, and the figure is each frame's CPU time. A frame whose CPU time exceeds
/// the 16.7 ms refresh interval is counted as dropped: on a real display it would miss
/// its vblank.
///
/// The animated run is repeated on the GPU renderer (issue 30). Its figure is wall-clock
/// time per frame (the GPU, or Mesa's llvmpipe threads, work outside the calling thread),
/// with the process's CPU time beside it; on llvmpipe the "GPU" is software on the same
/// CPU cores.
@MainActor
struct AnimationBenchmark {
    static let count = 100
    static let seconds = 10.0
    static let refreshRate = 60.0

    func run() -> [String] {
        let frames = Int(Self.seconds * Self.refreshRate)
        let animated = measure(frames: frames, animated: true)
        let direct = measure(frames: frames, animated: false)
        let ours = Summary(animated), reference = Summary(direct)
        let budget = 1 / Self.refreshRate
        RendererSelection.install(.gpu)
        let processBefore = Measure.processUsage().cpu
        let gpu = measure(frames: frames, animated: true, clock: Measure.monotonic)
        let gpuProcessCPU = (Measure.processUsage().cpu - processBefore) / Double(frames)
        RendererSelection.install(.cpu)
        let onGPU = Summary(gpu)
        return [
            "6. \(Self.count) views animating transform and opacity, \(Int(Self.seconds)) s at \(Int(Self.refreshRate)) Hz (\(frames) frames, stepped clock)",
            "   Core Animation   median \(Format.ms(ours.median))  p99 \(Format.ms(ours.p99))  dropped \(animated.filter { $0 > budget }.count)",
            "   values set directly  median \(Format.ms(reference.median))  p99 \(Format.ms(reference.p99))  dropped \(direct.filter { $0 > budget }.count)  (reference)",
            "   ratio            \(Format.ratio(ours.median, reference.median))",
            "   GPU renderer (\(Self.gpuName))  wall median \(Format.ms(onGPU.median))  p99 \(Format.ms(onGPU.p99))  dropped \(gpu.filter { $0 > budget }.count);  process CPU \(Format.ms(gpuProcessCPU)) per frame",
        ]
    }

    /// The view's values at time `t` (seconds) of the loop both runs show: a linear swing
    /// there and back each second, each view a little ahead of the previous one.
    static func values(index: Int, time t: Double) -> (angle: CGFloat, scale: CGFloat, opacity: CGFloat) {
        let phase = (t + Double(index) * 0.01).truncatingRemainder(dividingBy: 2)
        let f = CGFloat(phase < 1 ? phase : 2 - phase)
        return (angle: 0.5 * f, scale: 1 - 0.2 * f, opacity: 1 - 0.6 * f)
    }

    /// The GL_RENDERER the GPU run drew with ("llvmpipe ...": a software GPU), or why none.
    static var gpuName: String {
        (try? GLESContext().rendererName) ?? "unavailable: the CPU compositor ran"
    }

    private func measure(frames: Int, animated: Bool, clock: () -> Double = Measure.threadCPUTime) -> [Double] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1, refreshRate: Self.refreshRate)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        let views = (0..<Self.count).map { index in
            let view = UIView(frame: CGRect(x: 30 + CGFloat(index % 10) * 188, y: 20 + CGFloat(index / 10) * 105,
                                            width: 150, height: 80))
            view.backgroundColor = UIColor(hue: CGFloat(index) / CGFloat(Self.count), saturation: 0.7, brightness: 0.9, alpha: 1)
            view.layer.cornerRadius = 12
            window.addSubview(view)
            return view
        }
        runtime.stepUntilIdle()
        if animated {
            for (index, view) in views.enumerated() { Self.addAnimations(to: view.layer, index: index) }
        }
        let start = CACurrentMediaTime()
        return Measure.times(runs: frames, clock: clock) {
            if !animated {
                // The time of the frame the next step builds, as the animations see it.
                let t = CACurrentMediaTime() + 2 / Self.refreshRate - start
                for (index, view) in views.enumerated() {
                    let v = Self.values(index: index, time: t)
                    view.transform = CGAffineTransform(rotationAngle: v.angle).scaledBy(x: v.scale, y: v.scale)
                    view.alpha = v.opacity
                }
            }
            runtime.stepFrames(1)
        }
    }

    private static func addAnimations(to layer: CALayer, index: Int) {
        func swing(_ keyPath: String, to value: CGFloat) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: keyPath)
            a.toValue = value
            a.duration = 1
            a.autoreverses = true
            a.repeatCount = .infinity
            a.timeOffset = Double(index) * 0.01
            return a
        }
        let rotation = swing("transform.rotation.z", to: 0.5)
        rotation.fromValue = 0
        let scale = swing("transform.scale", to: 0.8)
        scale.fromValue = 1
        let opacity = swing("opacity", to: 0.4)
        opacity.fromValue = 1
        layer.add(rotation, forKey: "rotation")
        layer.add(scale, forKey: "scale")
        layer.add(opacity, forKey: "opacity")
    }
}
