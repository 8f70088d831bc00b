import VitrinePlatform

/// Copies screen pixels into a panel buffer turned by a display rotation, at close to the
/// speed of a straight copy.
///
/// A quarter turn reads the screen down its columns while it writes the panel along its
/// rows (or the reverse): done pixel by pixel, every read of a column touches a new cache
/// line and most of each line is evicted before the next column comes back to it, which
/// made a full frame 4 to 13 times a `memcpy` through pixman, by host. Here the panel is
/// written in tiles of 128 rows by 16 columns, 4x4 blocks transposed in registers: each
/// step reads four screen rows along (the hardware prefetcher follows four streams), and
/// the tile's panel rows stay in L1 until all 64 bytes of each are written. Strips of 16
/// panel rows across the whole panel instead (a cache line of each of four screen rows per
/// step, but every screen row and its page touched once per strip) took 1.3-5 times as
/// long, 270° the most (BENCHMARKS row 3c). A half turn copies each row reversed, four
/// words at a time.
enum PixelTurner {
    /// Copies, for every pixel of `panelRegion` (panel pixels), the pixel of `screen` that
    /// `rotation` puts there into `panel`. The panel's size is the screen's turned;
    /// rectangles are clipped to it and to `panel`'s own size. Returns false, copying
    /// nothing, when the pixels do not copy byte for byte as 32-bit words (see `canTurn`).
    @discardableResult
    static func copy(_ panelRegion: PixelRegion, turnedBy rotation: DisplayRotation, from screen: PixelBuffer,
                     to panel: PixelBuffer) -> Bool {
        guard canTurn(from: screen, to: panel) else { return false }
        let turnedSize = rotation.panelSize(screenWidth: screen.width, height: screen.height)
        let bounds = PixelRect(x0: 0, y0: 0, x1: Int32(min(turnedSize.width, panel.width)),
                               y1: Int32(min(turnedSize.height, panel.height)))
        let source = Words(screen), target = Words(panel)
        for rect in panelRegion.pixelRects {
            let clipped = rect.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            let x0 = Int(clipped.x0), x1 = Int(clipped.x1), y0 = Int(clipped.y0), y1 = Int(clipped.y1)
            let w = screen.width, h = screen.height
            switch rotation {
            case .none:
                // Straight rows; the unturned path normally goes through PixelMover instead.
                for y in y0..<y1 { (target.row(y) + x0).update(from: source.row(y) + x0, count: x1 - x0) }
            case .upsideDown:
                // Panel (x, y) is screen (w - 1 - x, h - 1 - y): each row reversed.
                for y in y0..<y1 {
                    let to = target.row(y), from = source.row(h - 1 - y) + (w - 1)
                    var x = x0
                    while x + 4 <= x1 {
                        let v = load(from - x - 3)
                        store(SIMD4(v[3], v[2], v[1], v[0]), at: to + x)
                        x += 4
                    }
                    for column in x..<x1 { to[column] = from[-column] }
                }
            case .clockwise90:
                // Panel (x, y) is screen (y, h - 1 - x): along a panel row the screen's rows
                // go up; along a panel column its pixels go right.
                turnQuarter(x0: x0, x1: x1, y0: y0, y1: y1, from: source, to: target,
                            origin: (h - 1) * source.stride, stepX: -source.stride, stepY: 1)
            case .counterclockwise90:
                // Panel (x, y) is screen (w - 1 - y, x).
                turnQuarter(x0: x0, x1: x1, y0: y0, y1: y1, from: source, to: target,
                            origin: w - 1, stepX: source.stride, stepY: -1)
            }
        }
        return true
    }

    /// Whether `copy` can turn pixels from `screen` into `panel`: two distinct buffers of
    /// 32-bit pixels at 32-bit aligned rows that copy byte for byte (the same format, or
    /// opaque premultiplied pixels into a format that ignores alpha, as `PixelMover`).
    static func canTurn(from screen: PixelBuffer, to panel: PixelBuffer) -> Bool {
        guard screen !== panel, screen.format == panel.format
            || (screen.format == .argb32Premultiplied && panel.format == .xrgb32) else { return false }
        return [screen, panel].allSatisfy { buffer in
            buffer.bytesPerPixel == 4 && buffer.bytesPerRow % 4 == 0 && Int(bitPattern: buffer.data) % 4 == 0
        }
    }

    /// A buffer's pixels as 32-bit words.
    private struct Words {
        let base: UnsafeMutablePointer<UInt32>
        /// Words from one row to the next.
        let stride: Int

        init(_ buffer: PixelBuffer) {
            base = buffer.data.assumingMemoryBound(to: UInt32.self)
            stride = buffer.bytesPerRow / 4
        }

        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * stride }
    }

    /// A quarter turn of the panel rectangle `x0..<x1` x `y0..<y1`: panel pixel (x, y) is
    /// the screen word at `origin + x * stepX + y * stepY`, where `stepY` is ±1 (a panel
    /// column runs along a screen row) and `stepX` ± the screen's stride.
    @inline(__always)
    private static func turnQuarter(x0: Int, x1: Int, y0: Int, y1: Int, from source: Words, to target: Words,
                                    origin: Int, stepX: Int, stepY: Int) {
        let screen = source.base + origin
        // The part made of whole 4x4 blocks; what is left at the right and bottom edges goes
        // word by word.
        let blockX1 = x1 - (x1 - x0) % 4, blockY1 = y1 - (y1 - y0) % 4
        var tileY = y0
        while tileY < blockY1 {
            let tileY1 = min(tileY + tileRows, blockY1)
            var x = x0
            while x < blockX1 {
                let tileX1 = min(x + tileColumns, blockX1)
                while x < tileX1 {
                    // Four screen rows read along 512 bytes each (streams the prefetcher
                    // follows), 16 bytes into each of the tile's panel rows, which stay in L1
                    // for the next step.
                    var from = screen + x * stepX + tileY * stepY, to = target.row(tileY) + x
                    for _ in 0..<(tileY1 - tileY) / 4 {
                        turnBlock(from, stepX: stepX, stepY: stepY, to: to, stride: target.stride)
                        from += 4 * stepY
                        to += 4 * target.stride
                    }
                    x += 4
                }
            }
            for row in tileY..<tileY1 {
                let to = target.row(row), from = screen + row * stepY
                for column in blockX1..<x1 { to[column] = from[column * stepX] }
            }
            tileY = tileY1
        }
        for row in blockY1..<y1 {
            let to = target.row(row), from = screen + row * stepY
            for column in x0..<x1 { to[column] = from[column * stepX] }
        }
    }

    /// Panel rows and columns of one tile of a quarter turn: 128 panel rows are 512 bytes of
    /// each screen row it reads, and the tile writes a cache line into each of them (8 KB).
    /// With 256 rows the 1080-pixel panel's 4352-byte rows (whose lines fall in a quarter of
    /// L1's sets) evicted each other between steps: 1.4 times as long.
    private static let tileRows = 128, tileColumns = 16

    /// Panel pixels (0...3, 0...3) from `screen` (the word of panel pixel (0, 0); see
    /// `turnQuarter` for the steps) into `panel` (its rows `stride` words apart): four
    /// consecutive words of each of four screen rows, transposed. Where the screen row runs
    /// the other way (`stepY` -1) the words are loaded from three before and the panel rows
    /// written from the bottom up, so no word is shuffled twice.
    @inline(__always)
    private static func turnBlock(_ screen: UnsafeMutablePointer<UInt32>, stepX: Int, stepY: Int,
                                  to panel: UnsafeMutablePointer<UInt32>, stride: Int) {
        let start = stepY > 0 ? screen : screen - 3
        let a = load(start), b = load(start + stepX), c = load(start + 2 * stepX), d = load(start + 3 * stepX)
        let first = stepY > 0 ? panel : panel + 3 * stride, step = stepY > 0 ? stride : -stride
        store(SIMD4(a[0], b[0], c[0], d[0]), at: first)
        store(SIMD4(a[1], b[1], c[1], d[1]), at: first + step)
        store(SIMD4(a[2], b[2], c[2], d[2]), at: first + 2 * step)
        store(SIMD4(a[3], b[3], c[3], d[3]), at: first + 3 * step)
    }

    @inline(__always)
    private static func load(_ pointer: UnsafeMutablePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    private static func store(_ value: SIMD4<UInt32>, at pointer: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD4<UInt32>.self)
    }
}
