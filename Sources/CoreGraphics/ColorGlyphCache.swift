import CCairo
import Foundation
import Logging

/// The colour bitmap glyphs (emoji of CBDT or sbix fonts) that `TextLayout` has drawn,
/// decoded from their PNGs and scaled to the pixel size they were drawn at, least recently
/// drawn evicted first once their bytes pass `byteLimit` (issue 29). It replaces cairo's
/// glyph cache for them, which kept every emoji image at every size (about 45 MB once a
/// kiosk's keyboard had shown every emoji category on a few screen sizes).
package final class ColorGlyphCache: @unchecked Sendable {
    /// A glyph of a font file at a size and a fraction of a pixel into its image, in 64ths
    /// of a device pixel: cairo scales a bitmap glyph by the exact ratio of sizes and keeps
    /// where it starts in its first pixel, so its edges are partly covered.
    package struct Key: Hashable {
        /// The font file and the face's index in it: a font object's address could be
        /// reused by another font once pango lets it go.
        let file: String
        let faceIndex: Int
        let glyph: UInt32
        let x64: Int
        let y64: Int
        let width64: Int
        let height64: Int
        /// The image's whole pixels.
        var pixelWidth: Int { (x64 + width64 + 63) / 64 }
        var pixelHeight: Int { (y64 + height64 + 63) / 64 }
    }

    private struct Entry {
        /// The scaled image (a cairo image surface), nil for a PNG that did not decode: it
        /// is remembered so that it is not decoded again at every frame.
        let surface: OpaquePointer?
        let bytes: Int
        var lastUse: UInt64
    }

    /// 4 MB: about 300 emoji at the largest key size the soak's screens give (48 points,
    /// about 13.7 KB each), several pages of the keyboard's emoji grid, so that paging back
    /// and forth within a category draws from the cache; a tenth of what cairo kept.
    package static let shared = ColorGlyphCache(byteLimit: 4 << 20)
    private static let logger = Logger(label: "vitrine.coregraphics")
    /// What an image that did not decode is counted as.
    private static let failureBytes = 64

    package let byteLimit: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var totalBytes = 0
    private var hasLoggedFailure = false

    package init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// Images held (failed decodes included).
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Bytes of the images held.
    package var bytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return totalBytes
    }

    /// Calls `body` with the image of `key` (ARGB32, `key.pixelWidth` x `key.pixelHeight`),
    /// made from `png()` when it is not held; `body` is not called when the PNG does not
    /// decode (logged once per process). Cost when held: a dictionary lookup.
    package func withImage(for key: Key, png: () -> Data?, _ body: (OpaquePointer) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            if let surface = entry.surface { body(surface) }
            return
        }
        let surface = Self.scaledImage(png(), key: key)
        if surface == nil, !hasLoggedFailure {
            hasLoggedFailure = true
            Self.logger.error("TextLayout: colour glyph \(key.glyph) of \(key.file) has no PNG that decodes; such glyphs are not drawn (logged once)")
        }
        let bytes = surface.map { Int(cairo_image_surface_get_stride($0)) * key.pixelHeight } ?? Self.failureBytes
        evict(toFit: bytes)
        entries[key] = Entry(surface: surface, bytes: bytes, lastUse: clock)
        totalBytes += bytes
        if let surface { body(surface) }
    }

    /// Drops every image (tests that measure from an empty cache).
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
        entries.removeAll()
        totalBytes = 0
    }

    /// Evicts the least recently used images until `bytes` more fit under the limit. A scan
    /// per eviction: a few hundred entries, and only when a new image is made.
    private func evict(toFit bytes: Int) {
        while totalBytes + bytes > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            totalBytes -= oldest.value.bytes
            entries.removeValue(forKey: oldest.key)
        }
    }

    /// `png` decoded and scaled to `key`'s size at its offset with cairo's good filter (a box
    /// filter where it shrinks: the strikes are about 109 pixels per em, drawn much
    /// smaller), as cairo scales bitmap glyphs. Nil when it does not decode or is empty.
    private static func scaledImage(_ png: Data?, key: Key) -> OpaquePointer? {
        guard let png, key.width64 > 0, key.height64 > 0, let decoded = try? ImageCodec.decodePNG(png) else { return nil }
        guard let source = cairo_image_surface_create_for_data(decoded.data.assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(decoded.width),
                                                                Int32(decoded.height), Int32(decoded.bytesPerRow)) else { return nil }
        defer { cairo_surface_destroy(source) }
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.pixelWidth), Int32(key.pixelHeight)),
              cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else { return nil }
        // The decoded pixels must outlive the paint that reads them through `source`.
        withExtendedLifetime(decoded) {
            let cr = cairo_create(target)
            cairo_translate(cr, Double(key.x64) / 64, Double(key.y64) / 64)
            cairo_scale(cr, Double(key.width64) / 64 / Double(decoded.width), Double(key.height64) / 64 / Double(decoded.height))
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(target)
        return target
    }
}
