import VitrinePlatform

/// Copies screen pixels into a panel buffer turned by a display rotation, at close to the
/// speed of a straight copy.
///
/// A quarter turn reads the screen down its columns while it writes the panel along its
/// rows (or the reverse): done pixel by pixel, every read of a column touches a new cache
/// line and most of each line is evicted before the next column comes back to it, which
/// made a full frame 4 to 13 times a `memcpy` through pixman, by host. Here the panel is
/// written in strips of 16 rows: each step loads 16 pixels (a cache line) from each of four
/// screen rows, transposes them as four 4x4 blocks in registers and stores 16 panel-row
/// vectors, so every line read is used whole at once (with strips of four rows, each line
/// served four strips if it stayed in the cache: 90° took 1.4 times as long, BENCHMARKS
/// row 3c). What is left over at the bottom goes in strips of four rows, then row by row.
/// A half turn copies each row reversed, four words at a time.
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
        var y = y0
        // Strips of 16 panel rows: each step reads 64 bytes (a cache line) of four screen rows
        // and uses all of them at once, four 4x4 blocks, whatever the cache holds.
        while y + 16 <= y1 {
            var x = x0
            while x + 4 <= x1 {
                for block in stride(from: y, to: y + 16, by: 4) {
                    turnBlock(screen + x * stepX + block * stepY, stepX: stepX, stepY: stepY,
                              to: target.row(block) + x, stride: target.stride)
                }
                x += 4
            }
            for row in y..<(y + 16) {
                let to = target.row(row), from = screen + row * stepY
                for column in x..<x1 { to[column] = from[column * stepX] }
            }
            y += 16
        }
        while y + 4 <= y1 {
            let rows = (target.row(y), target.row(y + 1), target.row(y + 2), target.row(y + 3))
            var x = x0
            while x + 4 <= x1 {
                turnBlock(screen + x * stepX + y * stepY, stepX: stepX, stepY: stepY, to: rows.0 + x,
                          stride: target.stride)
                x += 4
            }
            // The columns left over at the right edge, one word at a time.
            for column in x..<x1 {
                let from = screen + column * stepX + y * stepY
                rows.0[column] = from[0]
                rows.1[column] = from[stepY]
                rows.2[column] = from[2 * stepY]
                rows.3[column] = from[3 * stepY]
            }
            y += 4
        }
        // The rows left over at the bottom edge.
        for row in y..<y1 {
            let to = target.row(row), from = screen + row * stepY
            for x in x0..<x1 { to[x] = from[x * stepX] }
        }
    }

    /// Panel pixels (0...3, 0...3) from `screen` (the word of panel pixel (0, 0); see
    /// `turnQuarter` for the steps) into `panel` (its rows `stride` words apart): four
    /// consecutive words of each of four screen rows, panel columns 0 to 3 (read backwards
    /// when the screen row runs the other way), transposed.
    @inline(__always)
    private static func turnBlock(_ screen: UnsafeMutablePointer<UInt32>, stepX: Int, stepY: Int,
                                  to panel: UnsafeMutablePointer<UInt32>, stride: Int) {
        let a = column(screen, stepY: stepY)
        let b = column(screen + stepX, stepY: stepY)
        let c = column(screen + 2 * stepX, stepY: stepY)
        let d = column(screen + 3 * stepX, stepY: stepY)
        store(SIMD4(a[0], b[0], c[0], d[0]), at: panel)
        store(SIMD4(a[1], b[1], c[1], d[1]), at: panel + stride)
        store(SIMD4(a[2], b[2], c[2], d[2]), at: panel + 2 * stride)
        store(SIMD4(a[3], b[3], c[3], d[3]), at: panel + 3 * stride)
    }

    /// The words at `start`, `start + stepY`, `start + 2 stepY`, `start + 3 stepY`
    /// (`stepY` ±1): one vector load.
    @inline(__always)
    private static func column(_ start: UnsafeMutablePointer<UInt32>, stepY: Int) -> SIMD4<UInt32> {
        if stepY > 0 { return load(start) }
        let v = load(start - 3)
        return SIMD4(v[3], v[2], v[1], v[0])
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
