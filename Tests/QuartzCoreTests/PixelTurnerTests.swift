import Foundation
import Testing
import VitrinePlatform
import VitrineTestSupport
@testable import QuartzCore

/// The blocked copy into a turned panel against the straightforward pixel-by-pixel turn
/// (`PixelBuffer.turned(by:)`): every angle, sizes that are not multiples of the 4x4
/// blocks, damage rectangles along every edge, padded rows and panels of the wrong size.
/// The compositor's rotation tests cover the same copy through `composite`.
@MainActor
struct PixelTurnerTests {
    /// A screen whose every pixel differs from every other (opaque, so the premultiplied
    /// and the alpha-ignoring formats hold the same words).
    private func makeScreen(width: Int, height: Int, bytesPerRow: Int? = nil) -> PixelBuffer {
        let rowBytes = bytesPerRow ?? width * 4
        let memory = calloc(max(height, 1), rowBytes)!
        let screen = PixelBuffer(adopting: memory, width: width, height: height, bytesPerRow: rowBytes,
                                 format: .argb32Premultiplied)
        for y in 0..<height {
            for x in 0..<width {
                screen.data.storeBytes(of: 0xFF00_0000 | UInt32(y) << 12 | UInt32(x), toByteOffset: y * rowBytes + x * 4,
                                       as: UInt32.self)
            }
        }
        return screen
    }

    private static let untouched: UInt32 = 0x0012_3456

    private func makePanel(for screen: PixelBuffer, turnedBy rotation: DisplayRotation, bytesPerRow: Int? = nil) -> PixelBuffer {
        let (width, height) = rotation.swapsAxes ? (screen.height, screen.width) : (screen.width, screen.height)
        let rowBytes = bytesPerRow ?? width * 4
        let panel = PixelBuffer(adopting: calloc(max(height, 1), rowBytes)!, width: width, height: height,
                                bytesPerRow: rowBytes, format: .xrgb32)
        panel.fill(Self.untouched)
        return panel
    }

    private func word(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> UInt32 {
        buffer.data.load(fromByteOffset: y * buffer.bytesPerRow + x * 4, as: UInt32.self)
    }

    /// The first panel pixel that is not the reference's turned pixel inside `region`, or
    /// not untouched outside it.
    private func firstMismatch(_ panel: PixelBuffer, screen: PixelBuffer, rotation: DisplayRotation,
                               region: PixelRegion) -> String? {
        let expected = screen.turned(by: rotation)
        let inside = region.pixelRects
        for y in 0..<panel.height {
            for x in 0..<panel.width {
                let copied = inside.contains { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 }
                let want = copied ? word(expected, x, y) : Self.untouched
                if word(panel, x, y) != want {
                    return "(\(x), \(y)): \(String(word(panel, x, y), radix: 16)), expected \(String(want, radix: 16))"
                }
            }
        }
        return nil
    }

    /// A whole-screen copy equals the pixel-by-pixel turn, whatever the size's remainder
    /// by 4 in each direction.
    /// Apple documents no pixel API for this; the turn is the panel-orientation mapping of
    /// `DisplayRotation` (the screen's top edge on the panel's right for 90°).
    @Test(arguments: DisplayRotation.allCases)
    func wholeScreenEqualsThePixelByPixelTurn(rotation: DisplayRotation) {
        for (width, height) in [(1, 1), (3, 5), (4, 4), (7, 6), (13, 9), (17, 31), (64, 33), (45, 82)] {
            let screen = makeScreen(width: width, height: height)
            let panel = makePanel(for: screen, turnedBy: rotation)
            let region = PixelRegion(PixelRect(x0: 0, y0: 0, x1: Int32(panel.width), y1: Int32(panel.height)))
            #expect(PixelTurner.copy(region, turnedBy: rotation, from: screen, to: panel))
            let mismatch = firstMismatch(panel, screen: screen, rotation: rotation, region: region)
            #expect(mismatch == nil, "\(width)x\(height) turned \(rotation): \(mismatch ?? "")")
        }
    }

    /// Damage along each edge and in each corner, of odd sizes, and one rectangle reaching
    /// past the panel: exactly those pixels are copied, the rest stay as they were.
    @Test(arguments: DisplayRotation.allCases)
    func damageRectanglesAtTheEdgesCopyOnlyTheirPixels(rotation: DisplayRotation) {
        let screen = makeScreen(width: 37, height: 23)
        let panel = makePanel(for: screen, turnedBy: rotation)
        let w = Int32(panel.width), h = Int32(panel.height)
        let rects = [
            PixelRect(x0: 0, y0: 0, x1: 1, y1: h),               // the left column
            PixelRect(x0: w - 3, y0: 0, x1: w, y1: 2),           // the top-right corner
            PixelRect(x0: 2, y0: h - 1, x1: w - 5, y1: h),       // along the bottom row
            PixelRect(x0: 5, y0: 6, x1: 14, y1: 13),             // inside, 9x7
            PixelRect(x0: w - 2, y0: h - 7, x1: w + 10, y1: h + 4), // past the bottom-right corner
        ]
        let region = PixelRegion()
        region.set(rects)
        #expect(PixelTurner.copy(region, turnedBy: rotation, from: screen, to: panel))
        region.formIntersection(PixelRect(x0: 0, y0: 0, x1: w, y1: h))
        let mismatch = firstMismatch(panel, screen: screen, rotation: rotation, region: region)
        #expect(mismatch == nil, "turned \(rotation): \(mismatch ?? "")")
    }

    /// A panel taller than one tile (256 rows by 16 columns) and wider than one: the tiles'
    /// seams, the columns and rows left over beside them, and a damage rectangle that starts
    /// and ends inside tiles at no multiple of 4 are all copied exactly.
    @Test(arguments: DisplayRotation.allCases)
    func copiesAcrossTileSeams(rotation: DisplayRotation) {
        let screen = rotation.swapsAxes ? makeScreen(width: 563, height: 38) : makeScreen(width: 38, height: 563)
        for rect in [PixelRect(x0: 0, y0: 0, x1: 38, y1: 563), PixelRect(x0: 3, y0: 250, x1: 35, y1: 519)] {
            let panel = makePanel(for: screen, turnedBy: rotation)
            let region = PixelRegion(rect)
            #expect(PixelTurner.copy(region, turnedBy: rotation, from: screen, to: panel))
            let mismatch = firstMismatch(panel, screen: screen, rotation: rotation, region: region)
            #expect(mismatch == nil, "\(rect) turned \(rotation): \(mismatch ?? "")")
        }
    }

    /// Rows padded past their pixels (as scan-out buffers' pitches are) are walked by their
    /// stride, and the padding is never written.
    @Test(arguments: DisplayRotation.allCases)
    func paddedRowsAreWalkedByTheirStride(rotation: DisplayRotation) {
        let screen = makeScreen(width: 21, height: 10, bytesPerRow: 21 * 4 + 12)
        let (panelWidth, _) = rotation.swapsAxes ? (10, 21) : (21, 10)
        let panel = makePanel(for: screen, turnedBy: rotation, bytesPerRow: panelWidth * 4 + 20)
        let region = PixelRegion(PixelRect(x0: 0, y0: 0, x1: Int32(panel.width), y1: Int32(panel.height)))
        #expect(PixelTurner.copy(region, turnedBy: rotation, from: screen, to: panel))
        #expect(firstMismatch(panel, screen: screen, rotation: rotation, region: region) == nil)
        for y in 0..<panel.height {
            for pad in 0..<5 {
                let padding = panel.data.load(fromByteOffset: y * panel.bytesPerRow + panelWidth * 4 + pad * 4, as: UInt32.self)
                #expect(padding == 0, "row \(y) padding word \(pad)")
            }
        }
    }

    /// A panel buffer smaller than the turned screen gets the part that fits, never a
    /// write past its end.
    @Test func smallerPanelGetsThePartThatFits() {
        let screen = makeScreen(width: 30, height: 18)
        let panel = PixelBuffer(width: 12, height: 25, format: .xrgb32)
        panel.fill(Self.untouched)
        let region = PixelRegion(PixelRect(x0: 0, y0: 0, x1: 18, y1: 30))
        #expect(PixelTurner.copy(region, turnedBy: .clockwise90, from: screen, to: panel))
        let expected = screen.turned(by: .clockwise90)
        for y in 0..<panel.height {
            for x in 0..<panel.width where word(panel, x, y) != word(expected, x, y) {
                Issue.record("(\(x), \(y)) differs")
                return
            }
        }
    }

    /// Pixels that do not copy word for word (a 16-bit panel) are left to pixman: nothing
    /// is copied and the caller is told so.
    @Test func sixteenBitPanelIsRefused() {
        let screen = makeScreen(width: 8, height: 6)
        let panel = PixelBuffer(width: 6, height: 8, format: .rgb565)
        let region = PixelRegion(PixelRect(x0: 0, y0: 0, x1: 6, y1: 8))
        #expect(!PixelTurner.copy(region, turnedBy: .clockwise90, from: screen, to: panel))
        #expect((0..<panel.height * panel.bytesPerRow).allSatisfy { panel.data.load(fromByteOffset: $0, as: UInt8.self) == 0 })
    }
}
