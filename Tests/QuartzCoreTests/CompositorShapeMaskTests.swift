import Testing
import VitrineTestSupport
@testable import QuartzCore

/// The coverage masks of rounded backgrounds and borders: a shape much larger than the part
/// of it on screen (a tall table section, a long scrolled card) gets a mask of that part only
/// (issue 30: one on the demo's list page cost 13.5 MB), and draws the same pixels.
@MainActor
struct CompositorShapeMaskTests {
    private static let screen = CGRect(x: 0, y: 0, width: 400, height: 300)

    /// A white screen with one rounded, bordered layer of `height` points, its top at `top`.
    private func screenWithCard(height: CGFloat, top: CGFloat) -> CALayer {
        let root = makeLayer("root", frame: Self.screen, color: CGColor(gray: 1, alpha: 1))
        let card = makeLayer("card", frame: CGRect(x: 10, y: top, width: 380, height: height),
                             color: CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
        card.cornerRadius = 16
        card.borderWidth = 3
        card.borderColor = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
        root.addSublayer(card)
        return root
    }

    /// A black layer rounded by `cornerRadius`.
    private func blackLayer(_ name: String, _ frame: CGRect, cornerRadius: CGFloat) -> CALayer {
        let layer = makeLayer(name, frame: frame, color: CGColor(gray: 0, alpha: 1))
        layer.cornerRadius = cornerRadius
        return layer
    }

    private func composite(_ root: CALayer) -> (PixelBuffer, Compositor) {
        let compositor = Compositor(pixelWidth: Int(Self.screen.width), pixelHeight: Int(Self.screen.height))
        let target = PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        return (target, compositor)
    }

    /// A rounded card fading out (its own opacity, or a parent's: an alert, a sheet) keeps its
    /// coverage mask, the opacity going with its colour: until 2026-11-30 each frame of the
    /// fade rasterised the mask again with cairo. Halfway its inside is half its colour.
    @Test func aFadingShapeKeepsItsMask() {
        let root = screenWithCard(height: 200, top: 20)
        let card = root.sublayers![0]
        card.borderWidth = 0
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let compositor = Compositor(pixelWidth: Int(Self.screen.width), pixelHeight: Int(Self.screen.height))
        let target = PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight)
        for opacity: Float in [1, 0.9, 0.75, 0.5] {
            card.opacity = opacity
            compositor.composite(root: root, scale: 1, into: target, bufferAge: 1)
        }
        #expect(compositor.shapeMasksRasterized == 1)
        // Red at half opacity over white, inside and on a corner's arc, where the mask is partial.
        let inside = target.pixel(x: 200, y: 120)
        #expect(abs(Int(inside >> 8 & 0xFF) - 128) <= 1 && inside >> 16 & 0xFF == 0xFF && abs(Int(inside & 0xFF) - 128) <= 1,
                "0x\(String(inside, radix: 16))")
        let edge = target.pixel(x: 14, y: 24)
        #expect(edge >> 16 & 0xFF == 0xFF && edge & 0xFF > 128 && edge & 0xFF < 255, "0x\(String(edge, radix: 16))")
    }

    /// A rounded layer of a fractional size: its right and bottom edges cover their pixels
    /// by the fraction, as its left and top edges at fractional positions do. Until
    /// 2026-11-30 the mask was rasterised at its whole-pixel size (rounded up), so a view
    /// 183.4 points wide was drawn 184 wide (found against the GPU renderer, which computes
    /// the coverage from the exact bounds).
    @Test func aFractionalSizeCoversItsLastPixelByTheFraction() {
        let root = makeLayer("root", frame: Self.screen, color: CGColor(gray: 1, alpha: 1))
        root.addSublayer(blackLayer("card", CGRect(x: 30, y: 20, width: 183.4, height: 100.25), cornerRadius: 18))
        root.addSublayer(blackLayer("moved", CGRect(x: 230.6, y: 20.75, width: 60, height: 60), cornerRadius: 18))
        let (target, _) = composite(root)
        func white(_ x: Int, _ y: Int) -> Int { Int(target.pixel(x: x, y: y) & 0xFF) }
        #expect(white(212, 70) == 0)
        #expect(abs(white(213, 70) - 153) <= 6, "right edge: \(white(213, 70))")
        #expect(white(214, 70) == 255)
        #expect(abs(white(230, 50) - 153) <= 6, "left edge: \(white(230, 50))")
        #expect(abs(white(100, 120) - 191) <= 6, "bottom edge: \(white(100, 120))")
        #expect(abs(white(260, 20) - 191) <= 6, "top edge: \(white(260, 20))")
    }

    /// A rounded layer both off the pixel grid and of a fractional size (hand-made frames such
    /// as a third of a width, or a card mid-animation): each edge covers its pixels by the
    /// exact area, the far ones as sharp as the near ones. Until 2026-11-30 its mask was
    /// drawn at the grid and moved by bilinear filtering, which spread the right edge of a
    /// 1-point border over three pixels (32%, 37%, 14% where the areas are 30%, 70%, 0%;
    /// found against the GPU renderer, which computes the coverage exactly). Vertical edges
    /// within 3 levels of the area; horizontal ones within cairo's vertical resolution (its
    /// scan converter samples 15 rows a pixel: at most 1/30 of a pixel, 8.5 levels). Moved
    /// by whole pixels, it keeps its masks.
    @Test func aShapeOffTheGridWithAFractionalSizeHasSharpEdges() {
        let root = makeLayer("root", frame: Self.screen, color: CGColor(gray: 1, alpha: 1))
        let card = blackLayer("card", CGRect(x: 20.4, y: 20.7, width: 140.3, height: 90.6), cornerRadius: 12)
        root.addSublayer(card)
        let ring = makeLayer("ring", frame: CGRect(x: 200.4, y: 20.7, width: 140.3, height: 90.6))
        ring.cornerRadius = 12
        ring.borderWidth = 1
        ring.borderColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(ring)
        let compositor = Compositor(pixelWidth: Int(Self.screen.width), pixelHeight: Int(Self.screen.height))
        let target = PixelBuffer(width: compositor.pixelWidth, height: compositor.pixelHeight)
        for dy: CGFloat in [0, 2] {
            card.position.y += dy
            ring.position.y += dy
            compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
            let y = 60 + Int(dy)
            // White left of a black edge at 8 bits: 255 times the part of the pixel not covered.
            func white(_ x: Int, _ y: Int) -> Int { Int(target.pixel(x: x, y: y) & 0xFF) }
            func expectWhite(_ points: [(x: Int, y: Int, white: Double)], within tolerance: Double) {
                for p in points {
                    #expect(abs(Double(white(p.x, p.y)) - p.white) <= tolerance,
                            "(\(p.x), \(p.y)): \(white(p.x, p.y)), not \(p.white)")
                }
            }
            // The body: left edge at 20.4, right at 160.7, top at 20.7 (+ dy), bottom at 111.3.
            // The ring: 1 point wide inside the same edges, 180 points to the right.
            expectWhite([(19, y, 255), (20, y, 102), (21, y, 0), (159, y, 0), (160, y, 76.5), (161, y, 255),
                         (200, y, 102), (201, y, 153), (202, y, 255), (338, y, 255), (339, y, 178.5), (340, y, 76.5),
                         (341, y, 255)], within: 3)
            let top = 20 + Int(dy), bottom = 111 + Int(dy)
            expectWhite([(90, top - 1, 255), (90, top, 178.5), (90, top + 1, 0), (90, bottom - 1, 0),
                         (90, bottom, 178.5), (90, bottom + 1, 255), (270, bottom - 2, 255), (270, bottom - 1, 76.5),
                         (270, bottom, 178.5), (270, bottom + 1, 255)], within: 8.5)
        }
        #expect(compositor.shapeMasksRasterized == 2)
    }

    /// A circle's 3-point ring off the pixel grid (a colour picker's loupe), of a whole and a
    /// fractional size: each pixel covered by the ring's area in it, against 16x16 samples a
    /// pixel, within a mean of 0.6 levels and at most 14 (cairo samples 15 rows a pixel;
    /// 0.29-0.31 and 10.8-11.5 on 2026-11-30). Drawn at the grid and moved by bilinear
    /// filtering, as before that day, they were off by a mean of 3.2-3.4 levels and up to 58.
    @Test(arguments: [CGFloat(50), 50.5])
    func aRingOffTheGridCoversEachPixelByItsArea(side: CGFloat) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 120), color: CGColor(gray: 0, alpha: 1))
        let frame = CGRect(x: 60.37, y: 30.81, width: side, height: side)
        let ring = makeLayer("ring", frame: frame)
        ring.cornerRadius = side / 2
        ring.borderWidth = 3
        ring.borderColor = CGColor(gray: 1, alpha: 1)
        root.addSublayer(ring)
        let compositor = Compositor(pixelWidth: 200, pixelHeight: 120)
        let target = PixelBuffer(width: 200, height: 120)
        compositor.composite(root: root, scale: 1, into: target, bufferAge: 0)
        let samples = 16
        var errors: [Double] = []
        for y in 25..<90 {
            for x in 55..<120 {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let dx = CGFloat(x) + (CGFloat(sx) + 0.5) / CGFloat(samples) - frame.midX
                        let dy = CGFloat(y) + (CGFloat(sy) + 0.5) / CGFloat(samples) - frame.midY
                        let d = (dx * dx + dy * dy).squareRoot()
                        if d <= side / 2 && d >= side / 2 - 3 { inside += 1 }
                    }
                }
                let area = Double(inside) / Double(samples * samples) * 255
                errors.append(abs(area - Double(target.pixel(x: x, y: y) & 0xFF)))
            }
        }
        let mean = errors.reduce(0, +) / Double(errors.count), worst = errors.max() ?? 0
        #expect(mean <= 0.6 && worst <= 14, "mean \(mean), worst \(worst)")
    }

    /// A 380x4000-pixel card (1.5 million pixels a mask) of which 300 rows show keeps masks
    /// of at most the screen's size for its body and its border, not of the whole card.
    @Test func mostlyHiddenShapeGetsMasksOfThePartOnScreen() {
        let (_, compositor) = composite(screenWithCard(height: 4000, top: -1800))
        let screenPixels = Int(Self.screen.width * Self.screen.height)
        #expect(compositor.shapeMaskBytes > 0)
        #expect(compositor.shapeMaskBytes <= 2 * screenPixels)
    }

    /// Its top corners on screen draw as those of a short card, whose mask covers it whole:
    /// the two kinds of mask agree within 2 levels a channel (each builds the corner arcs with
    /// its own curve code).
    @Test func partMaskDrawsAsAWholeMask() {
        let (tall, tallCompositor) = composite(screenWithCard(height: 4000, top: 20))
        let (short, shortCompositor) = composite(screenWithCard(height: 400, top: 20))
        #expect(tallCompositor.shapeMaskBytes < 380 * 4000)
        #expect(shortCompositor.shapeMaskBytes >= 380 * 400)
        let comparison = PixelComparison(tall, short, tolerance: 2)
        #expect(comparison.differingPixels == 0, "worst channel difference \(comparison.worstDistance)")
    }
}
