import Testing
@testable import QuartzCore

/// `PixelRect.subtracting(_:)`, which the GPU renderer uses to shade a rounded shape only
/// outside its plain interior: the pieces cover exactly the pixels outside the cut, once.
struct PixelRectTests {
    /// Every pixel of `rect` is in exactly one piece when outside `cut`, in none inside it.
    private func expectExactCover(_ rect: PixelRect, minus cut: PixelRect) {
        let pieces = rect.subtracting(cut)
        #expect(pieces.allSatisfy { !$0.isEmpty && rect.contains($0) && $0.intersection(cut).isEmpty })
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 {
                let pixel = PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1)
                let count = pieces.filter { $0.contains(pixel) }.count
                #expect(count == (cut.contains(pixel) ? 0 : 1), "pixel (\(x), \(y)): in \(count) pieces of \(pieces)")
            }
        }
    }

    @Test("A cut inside leaves four pieces: the rows above and below, the columns beside")
    func aCutInsideLeavesAFrame() {
        let rect = PixelRect(x0: 0, y0: 0, x1: 10, y1: 8), cut = PixelRect(x0: 2, y0: 3, x1: 7, y1: 5)
        #expect(rect.subtracting(cut) == [PixelRect(x0: 0, y0: 0, x1: 10, y1: 3), PixelRect(x0: 0, y0: 5, x1: 10, y1: 8),
                                          PixelRect(x0: 0, y0: 3, x1: 2, y1: 5), PixelRect(x0: 7, y0: 3, x1: 10, y1: 5)])
        expectExactCover(rect, minus: cut)
    }

    @Test("Cuts over an edge, across, outside, covering all, and an empty rectangle")
    func otherCuts() {
        let rect = PixelRect(x0: -3, y0: 2, x1: 6, y1: 9)
        for cut in [PixelRect(x0: -5, y0: 0, x1: 0, y1: 4), PixelRect(x0: 1, y0: -10, x1: 3, y1: 20),
                    PixelRect(x0: 20, y0: 20, x1: 30, y1: 30), PixelRect(x0: -10, y0: -10, x1: 10, y1: 10),
                    PixelRect.empty] {
            expectExactCover(rect, minus: cut)
        }
        #expect(rect.subtracting(PixelRect(x0: -10, y0: -10, x1: 10, y1: 10)).isEmpty)
        #expect(rect.subtracting(PixelRect(x0: 20, y0: 20, x1: 30, y1: 30)) == [rect])
        #expect(PixelRect.empty.subtracting(rect).isEmpty)
    }
}
