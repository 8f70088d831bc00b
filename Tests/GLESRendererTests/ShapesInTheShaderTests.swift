import Foundation
import GLESRenderer
import HeadlessDisplay
import QuartzCore
import Testing
import UIKit
import VitrinePlatform
import VitrineTestSupport

/// Rounded clips and the shadows of rounded rectangles are computed by the GPU renderer's
/// fragment shader, not rasterised and blurred on the CPU and uploaded (issue 30): a clip
/// moving by a fraction of a pixel each frame (a sheet sliding up, a rounded card
/// animating) would otherwise make a new mask every frame. The frames still equal the
/// compositor's within `GLESRendererTests`' tolerance; the shadows' own pixels within a
/// few levels (the gaussian's sigma is that of the compositor's three box blurs).
@Suite(.serialized)
@MainActor
struct ShapesInTheShaderTests {
    let frames = GLESRendererTests()

    @Test("Rounded clips (nested, turned, masked corners) and rounded-rectangle shadows take no mask from the compositor, at 0°, 90° and at scale 2",
          arguments: [(DisplayRotation.none, CGFloat(1)), (.clockwise90, 1), (.none, 2)])
    func clipsAndShadowsInTheShader(rotation: DisplayRotation, scale: CGFloat) throws {
        let rendered = try frames.render(rotation: rotation, scale: scale) { ShapesScene(frame: $0) }
        frames.expectClose(rendered.cpu, rendered.gpu, "shapes-\(rotation.rawValue)-x\(Int(scale))")
        #expect(rendered.renderer.compositorMaskDraws == 0)
    }

    @Test("The shadows' own pixels: within 4 levels of the compositor's blur (a card's; rounded rectangles' with circular and continuous corners and a circle's shadowPath; continuous corners')")
    func shadowsMatchTheCompositorsBlur() throws {
        let rendered = try frames.render(rotation: .none) { ShapesScene(frame: $0) }
        // Below the first card (it ends at y 120), below the cards with a rounded `shadowPath`
        // (y 144; the first above the turned clip), right of the circle's (x 412) and of the
        // continuous-corner tile (x 920): shadows and the background only.
        for (name, xs, ys) in [("card", 20..<240, 124..<150), ("rounded path", 262..<348, 146..<155),
                               ("circle path", 413..<424, 108..<140), ("continuous path", 442..<538, 146..<158),
                               ("continuous corners", 921..<940, 30..<150)] {
            var largest = 0
            for y in ys {
                for x in xs {
                    let a = rendered.cpu.pixel(x: x, y: y), b = rendered.gpu.pixel(x: x, y: y)
                    for shift: UInt32 in [0, 8, 16] {
                        largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                    }
                }
            }
            #expect(largest <= 4, "\(name): largest difference \(largest)")
        }
    }

    @Test("A rounded clip sliding by fractions of a pixel: every frame equals the compositor's, no mask made")
    func slidingClip() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 480, pixelHeight: 360)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let scene = ShapesScene(frame: window.bounds)
        window.addSubview(scene)
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        let renderer = try GLESRenderer(pixelWidth: 480, pixelHeight: 360)
        let buffer = PixelBuffer(width: 480, height: 360, format: .xrgb32)
        for step in 0..<5 {
            scene.sheet.frame.origin.y -= 7.3
            scene.shadowed.frame.size.width += 3.4
            runtime.stepFrames(1)
            renderer.composite(root: runtime.screen.rootLayer, scale: 1, into: buffer, bufferAge: 1, rotation: .none,
                               targetIsCachedMemory: true)
            frames.expectClose(runtime.renderScreen()!, buffer, "sliding-\(step)")
        }
        #expect(renderer.compositorMaskDraws == 0)
        window.isHidden = true
    }

    /// Continuous corners (`cornerCurve = .continuous`) have no formula in the shader: it
    /// mirrors a mask of one corner, rasterised per radius, side and scale, to each rounded
    /// corner. Until 2026-11-30 it drew them circular (117 levels apart at the corners).
    @Test("Continuous corners (full, blending into a capsule, masked corners, an image clipped, turned, borders) match the compositor's, at scale 1 and 2",
          arguments: [CGFloat(1), 2])
    func continuousCorners(scale: CGFloat) throws {
        let rendered = try frames.render(rotation: .none, scale: scale) { frame in
            let view = UIView(frame: frame)
            view.backgroundColor = .white
            let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            let shapes: [(CGRect, CGFloat, CACornerMask, CGFloat)] = [
                (CGRect(x: 20, y: 20, width: 120, height: 120), 30, all, 0),
                (CGRect(x: 160, y: 20, width: 200, height: 60), 30, all, 0),
                (CGRect(x: 160, y: 100, width: 160, height: 100), 20, [.layerMinXMinYCorner, .layerMaxXMaxYCorner], 0),
                (CGRect(x: 30, y: 170, width: 100, height: 80), 16, all, 0.3),
            ]
            for (rect, radius, corners, angle) in shapes {
                let shape = UIView(frame: rect)
                shape.backgroundColor = .systemTeal
                shape.layer.cornerRadius = radius
                shape.layer.maskedCorners = corners
                shape.layer.cornerCurve = .continuous
                shape.transform = CGAffineTransform(rotationAngle: angle)
                view.addSubview(shape)
            }
            let image = UIImageView(image: UIImage(systemName: "star.fill"))
            image.frame = CGRect(x: 340, y: 20, width: 100, height: 100)
            image.backgroundColor = .systemYellow
            image.layer.cornerRadius = 24
            image.layer.cornerCurve = .continuous
            image.clipsToBounds = true
            view.addSubview(image)
            for (rect, radius, width) in [(CGRect(x: 460, y: 20, width: 140, height: 90), CGFloat(24), CGFloat(4)),
                                          (CGRect(x: 460, y: 130, width: 100, height: 70), 10, 14)] {
                let bordered = UIView(frame: rect)
                bordered.backgroundColor = .white
                bordered.layer.borderWidth = width
                bordered.layer.borderColor = UIColor.systemRed.cgColor
                bordered.layer.cornerRadius = radius
                bordered.layer.cornerCurve = .continuous
                view.addSubview(bordered)
            }
            return view
        }
        frames.expectClose(rendered.cpu, rendered.gpu, "continuous-x\(Int(scale))")
        let comparison = FrameComparison(rendered.cpu, rendered.gpu, threshold: 24)
        #expect(comparison.differing <= 12 && comparison.largest <= 40, "\(comparison)")
    }

    /// Well inside an axis-aligned rounded shape the coverage is exactly 1 (a body, an image
    /// clipped to it) or 0 (a border's hole): the renderer fills or draws that part plainly
    /// or leaves it, and the shader computes coverage only along the edges, as the
    /// compositor paints them (`RecordPainter.maskFreeInterior`). On llvmpipe the
    /// dashboard's bordered cards then cost their rasteriser about half the time
    /// (BENCHMARKS, row 8).
    @Test("Axis-aligned rounded cards, borders and images clipped to them (fractional places, translucent, clipped, continuous corners): shaded only along their edges, the same pixels as shaded whole, at scale 1 and 2",
          arguments: [CGFloat(1), 2])
    func roundedShapesAreShadedAlongTheirEdgesOnly(scale: CGFloat) throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 960, pixelHeight: 640, scale: scale)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        defer { window.isHidden = true }
        do {
            let view = window
            view.backgroundColor = .systemGroupedBackground
            let clip = UIView(frame: CGRect(x: 200, y: 130, width: 250, height: 170))
            clip.layer.cornerRadius = 30
            clip.clipsToBounds = true
            view.addSubview(clip)
            // Within the 480x320 points of scale 2.
            let cards: [(UIView, CGRect, CGFloat, CGFloat, CGFloat, Bool)] = [
                (view, CGRect(x: 20.4, y: 20.7, width: 140.3, height: 90.6), 14, 1, 1, false),
                (view, CGRect(x: 180, y: 20, width: 120, height: 90), 20, 0, 0.6, false),
                (view, CGRect(x: 320, y: 20, width: 130, height: 90), 24, 3, 1, true),
                (view, CGRect(x: 20, y: 130, width: 160, height: 150), 40, 12, 1, false),
                (clip, CGRect(x: -20, y: 20, width: 180, height: 160), 18, 2, 0.8, false),
            ]
            for (parent, rect, radius, border, alpha, continuous) in cards {
                let card = UIView(frame: rect)
                card.backgroundColor = parent === clip ? .systemIndigo : .white
                card.layer.cornerRadius = radius
                card.layer.borderWidth = border
                card.layer.borderColor = UIColor.systemRed.cgColor
                card.layer.cornerCurve = continuous ? .continuous : .circular
                card.alpha = alpha
                parent.addSubview(card)
            }
            // An image clipped to its rounded bounds, at a fractional place (filtered) and not.
            for (rect, radius) in [(CGRect(x: 200, y: 140, width: 60, height: 60), CGFloat(12)),
                                   (CGRect(x: 380.5, y: 140.25, width: 70, height: 50), 20)] {
                let image = UIImageView(image: UIImage(systemName: "star.fill"))
                image.frame = rect
                image.backgroundColor = .systemYellow
                image.layer.cornerRadius = radius
                image.clipsToBounds = true
                window.addSubview(image)
            }
        }
        window.makeKeyAndVisible()
        runtime.stepFrames(2)
        let cpu = runtime.renderScreen()!
        func renderOnTheGPU(edgesOnly: Bool) throws -> (PixelBuffer, GLESRenderer) {
            let frame = PixelBuffer(width: cpu.width, height: cpu.height, format: cpu.format)
            let renderer = try GLESRenderer(pixelWidth: cpu.width, pixelHeight: cpu.height)
            renderer.shadesEdgesOnly = edgesOnly
            renderer.composite(root: runtime.screen.rootLayer, scale: scale, into: frame, bufferAge: 0)
            return (frame, renderer)
        }
        let (gpu, renderer) = try renderOnTheGPU(edgesOnly: true)
        let (whole, wholeRenderer) = try renderOnTheGPU(edgesOnly: false)
        frames.expectClose(cpu, gpu, "edges-only-x\(Int(scale))")
        // One level where the edges' smaller triangles interpolate the shape's coordinates
        // a rounding apart (345 pixels at scale 1, along the fractional card's border).
        let comparison = FrameComparison(whole, gpu, threshold: 1)
        #expect(comparison.differing == 0, "\(comparison)")
        // About a quarter of the pixels shaded whole (0.30 at scale 1 and 0.27 at scale 2 on 2026-11-30).
        let edges = renderer.shapeShadedPixels, all = wholeRenderer.shapeShadedPixels
        #expect(edges > 0 && edges * 3 < all, "\(edges) of \(all) pixels")
    }

    @Test("Clips and shadows the shader does not compute (clips three deep, an ellipse's shadow path, an image's shadow) still come from the compositor's masks")
    func otherShapesUseTheCompositorsMasks() throws {
        let rendered = try frames.render(rotation: .none) { frame in
            let view = UIView(frame: frame)
            view.backgroundColor = .white
            var parent = view
            for depth in 0..<4 {
                let clip = UIView(frame: CGRect(x: 10, y: 10, width: 140 - depth * 20, height: 140 - depth * 20))
                clip.backgroundColor = depth % 2 == 0 ? .systemIndigo : .systemYellow
                clip.layer.cornerRadius = 24
                clip.clipsToBounds = true
                parent.addSubview(clip)
                parent = clip
            }
            let curved = UIView(frame: CGRect(x: 180, y: 20, width: 100, height: 100))
            curved.backgroundColor = .systemGreen
            curved.layer.shadowOpacity = 0.5
            curved.layer.shadowPath = CGPath(ellipseIn: curved.bounds.insetBy(dx: 0, dy: 20), transform: nil)
            view.addSubview(curved)
            let image = UIImageView(image: UIImage(systemName: "star.fill"))
            image.frame = CGRect(x: 320, y: 20, width: 80, height: 80)
            image.layer.shadowOpacity = 0.6
            view.addSubview(image)
            return view
        }
        frames.expectClose(rendered.cpu, rendered.gpu, "compositor-masks")
        #expect(rendered.renderer.compositorMaskDraws >= 3)
    }
}

/// Rounded clips and shadows the shader computes: a shadowed card with its top corners
/// rounded, a sharp shadow, a rectangular `shadowPath` on a turned view, a rounded
/// rectangle's (circular and continuous corners) and a circle's `shadowPath`, a
/// continuous-corner view's shadow, a rounded clip
/// holding a turned view and a second rounded clip (continuous corners), a turned rounded
/// clip, a continuous-corner clip holding a second one, and a gradient mask fading a
/// turned view with a shape inside a rounded clip.
private final class ShapesScene: UIView {
    let shadowed = UIView()
    let sheet = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        shadowed.frame = CGRect(x: 30, y: 20, width: 180, height: 100)
        Self.shadow(shadowed, .systemBlue, cornerRadius: 18, opacity: 0.5, radius: 10, offset: CGSize(width: 0, height: 6))
        shadowed.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        addSubview(shadowed)

        let sharp = Self.shadow(UIView(frame: CGRect(x: 260, y: 20, width: 80, height: 60)), .systemYellow, cornerRadius: 8,
                                opacity: 1, radius: 0, offset: CGSize(width: 4, height: 4))
        sharp.layer.shadowColor = UIColor.systemRed.cgColor
        addSubview(sharp)

        let pathShadow = Self.shadow(UIView(frame: CGRect(x: 370, y: 30, width: 70, height: 50)), .systemTeal, opacity: 0.7,
                                     radius: 6) { UIBezierPath(rect: $0).cgPath }
        pathShadow.transform = CGAffineTransform(rotationAngle: 0.25)
        addSubview(pathShadow)

        // A `shadowPath` of a rounded rectangle with circular corners (Core Graphics'; UIKit's
        // has continuous corners) and of a circle.
        addSubview(Self.shadow(UIView(frame: CGRect(x: 260, y: 100, width: 90, height: 44)), .white, cornerRadius: 12,
                               opacity: 0.4, radius: 8, offset: CGSize(width: 0, height: 4)) {
            CGPath(roundedRect: $0, cornerWidth: 12, cornerHeight: 12, transform: nil)
        })
        addSubview(Self.shadow(UIView(frame: CGRect(x: 372, y: 104, width: 40, height: 40)), .systemPink, cornerRadius: 20,
                               opacity: 0.6, radius: 5) { UIBezierPath(ovalIn: $0).cgPath })
        // Shadows of continuous corners: UIKit's rounded-rectangle path, a layer's corners.
        addSubview(Self.shadow(UIView(frame: CGRect(x: 440, y: 100, width: 100, height: 44)), .white, opacity: 0.4,
                               radius: 8, offset: CGSize(width: 0, height: 4)) {
            UIBezierPath(roundedRect: $0, cornerRadius: 12).cgPath
        })
        let tile = Self.shadow(UIView(frame: CGRect(x: 820, y: 40, width: 100, height: 100)), .systemYellow,
                               cornerRadius: 40, opacity: 0.6, radius: 6)
        tile.layer.cornerCurve = .continuous
        addSubview(tile)

        sheet.frame = CGRect(x: 30, y: 160, width: 220, height: 170)
        sheet.backgroundColor = .systemOrange
        sheet.layer.cornerRadius = 28
        sheet.clipsToBounds = true
        let turned = UIView(frame: CGRect(x: -30, y: 20, width: 280, height: 40))
        turned.backgroundColor = .systemPurple
        turned.transform = CGAffineTransform(rotationAngle: -0.2)
        sheet.addSubview(turned)
        sheet.addSubview(Self.clip(CGRect(x: 120, y: 80, width: 120, height: 110), .systemGreen, radius: 16,
                                   continuous: true, band: CGRect(x: -10, y: 30, width: 160, height: 30), .systemPink))
        addSubview(sheet)

        let turnedClip = Self.clip(CGRect(x: 300, y: 170, width: 120, height: 120), .systemIndigo, radius: 24,
                                   band: CGRect(x: -20, y: 50, width: 160, height: 24), .white)
        turnedClip.transform = CGAffineTransform(rotationAngle: 0.35)
        addSubview(turnedClip)

        let continuous = UIView(frame: CGRect(x: 460, y: 160, width: 130, height: 130))
        continuous.backgroundColor = .systemMint
        continuous.layer.cornerRadius = 34
        continuous.layer.cornerCurve = .continuous
        continuous.clipsToBounds = true
        continuous.addSubview(Self.clip(CGRect(x: 50, y: -20, width: 100, height: 90), .systemBrown, radius: 20,
                                        continuous: true, band: CGRect(x: -20, y: 40, width: 160, height: 26), .systemRed))
        addSubview(continuous)

        let faded = UIView(frame: CGRect(x: 620, y: 40, width: 160, height: 200))
        faded.backgroundColor = .systemBlue
        faded.transform = CGAffineTransform(rotationAngle: 0.15)
        let fade = CAGradientLayer()
        fade.frame = faded.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        faded.layer.mask = fade
        let inside = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 90))
        inside.backgroundColor = .systemOrange
        inside.layer.cornerRadius = 18
        inside.clipsToBounds = true
        let dot = UIView(frame: CGRect(x: 60, y: 40, width: 80, height: 80))
        dot.backgroundColor = .white
        dot.layer.cornerRadius = 40
        inside.addSubview(dot)
        faded.addSubview(inside)
        addSubview(faded)
    }

    required init?(coder: NSCoder) { nil }

    /// `view` in `color` with a shadow of `opacity`, `radius` and `offset` (else iOS's
    /// default, 3 points up), its `shadowPath` made of its bounds by `path` when given.
    @discardableResult
    static func shadow(_ view: UIView, _ color: UIColor, cornerRadius: CGFloat = 0, opacity: Float, radius: CGFloat,
                       offset: CGSize? = nil, path: ((CGRect) -> CGPath)? = nil) -> UIView {
        view.backgroundColor = color
        view.layer.cornerRadius = cornerRadius
        view.layer.shadowOpacity = opacity
        view.layer.shadowRadius = radius
        if let offset { view.layer.shadowOffset = offset }
        view.layer.shadowPath = path?(view.bounds)
        return view
    }

    /// A rounded view clipping its one child, a band of `bandColor` wider than it.
    private static func clip(_ frame: CGRect, _ color: UIColor, radius: CGFloat, continuous: Bool = false,
                             band: CGRect, _ bandColor: UIColor) -> UIView {
        let clip = UIView(frame: frame)
        clip.backgroundColor = color
        clip.layer.cornerRadius = radius
        clip.layer.cornerCurve = continuous ? .continuous : .circular
        clip.clipsToBounds = true
        let child = UIView(frame: band)
        child.backgroundColor = bandColor
        clip.addSubview(child)
        return clip
    }
}
