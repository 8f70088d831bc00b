import CCairo
import CVectorLoader
import Foundation
import Synchronization

/// An SVG (librsvg) or PDF (poppler, first page) document kept as vectors, drawn into
/// pixels at whatever size is asked: the vector images of asset catalogs. The libraries are
/// opened on first use (CVectorLoader); without them, parsing throws.
/// Bad data throws; it never crashes. Safe to share: drawing is serialised.
package final class VectorImage: Sendable {
    package enum Kind: Sendable { case svg, pdf }

    package let kind: Kind
    /// The document's own size: an SVG's width and height in CSS pixels (its view box
    /// when it has no size), a PDF page's in points.
    package let naturalSize: CGSize
    // librsvg and poppler objects are not thread-safe; every use goes through the lock.
    private let document: Mutex<Document>

    private struct Document: @unchecked Sendable {
        let object: OpaquePointer
        let page: OpaquePointer?
    }

    /// Parses `data`: PDF when it starts with `%PDF`, SVG otherwise.
    package init(data: Data) throws {
        if data.starts(with: Array("%PDF".utf8)) {
            kind = .pdf
            var error: UnsafeMutablePointer<GError>?
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            guard let pdf = vitrine_poppler_document_new_from_bytes(bytes, nil, &error) else {
                throw ImageCodecError.corrupt("PDF: \(Self.message(error))")
            }
            guard vitrine_poppler_document_get_n_pages(pdf) > 0, let page = vitrine_poppler_document_get_page(pdf, 0) else {
                g_object_unref(UnsafeMutableRawPointer(pdf))
                throw ImageCodecError.corrupt("PDF without pages")
            }
            var width = 0.0, height = 0.0
            vitrine_poppler_page_get_size(page, &width, &height)
            naturalSize = CGSize(width: width, height: height)
            document = Mutex(Document(object: pdf, page: page))
        } else {
            kind = .svg
            var error: UnsafeMutablePointer<GError>?
            let handle = data.withUnsafeBytes { bytes in
                vitrine_rsvg_handle_new_from_data(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error)
            }
            guard let handle else { throw ImageCodecError.corrupt("SVG: \(Self.message(error))") }
            var width = 0.0, height = 0.0
            if vitrine_rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
                // No absolute width and height: the view box gives the size, as in browsers.
                var hasViewBox: gboolean = 0
                var viewBox = VitrineRsvgRectangle()
                vitrine_rsvg_handle_get_view_box(handle, &hasViewBox, &viewBox)
                (width, height) = hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
            }
            naturalSize = CGSize(width: width, height: height)
            document = Mutex(Document(object: handle, page: nil))
        }
        guard naturalSize.width > 0, naturalSize.height > 0, naturalSize.width.isFinite, naturalSize.height.isFinite else {
            throw ImageCodecError.corrupt("vector image without a size (\(naturalSize.width)x\(naturalSize.height))")
        }
    }

    deinit {
        document.withLock { document in
            if let page = document.page { g_object_unref(UnsafeMutableRawPointer(page)) }
            g_object_unref(UnsafeMutableRawPointer(document.object))
        }
    }

    /// The ink bounds, in document units, of the SVG element with `id` (a symbol's
    /// `Regular-M` group); nil when there is no such element or for a PDF.
    package func bounds(ofElement id: String) -> CGRect? {
        guard kind == .svg else { return nil }
        return document.withLock { document -> CGRect? in
            let handle = document.object
            guard vitrine_rsvg_handle_has_sub(handle, "#\(id)") != 0 else { return nil }
            var viewport = VitrineRsvgRectangle(x: 0, y: 0, width: naturalSize.width, height: naturalSize.height)
            var ink = VitrineRsvgRectangle(), logical = VitrineRsvgRectangle()
            var error: UnsafeMutablePointer<GError>?
            guard vitrine_rsvg_handle_get_geometry_for_layer(handle, "#\(id)", &viewport, &ink, &logical, &error) != 0 else {
                g_error_free(error)
                return nil
            }
            return CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
        }
    }

    /// The document (or the part of it in `source`, document units) stretched over a
    /// transparent `width` x `height` pixel buffer; only the element `element` when given.
    /// Throws for an empty or oversized buffer or when the library cannot draw it.
    package func render(width: Int, height: Int, source: CGRect? = nil, element: String? = nil) throws -> PixelBuffer {
        guard width > 0, height > 0, width <= ImageCodec.maximumDimension, height <= ImageCodec.maximumDimension,
              width * height <= ImageCodec.maximumPixelCount else {
            throw ImageCodecError.tooLarge(width: width, height: height)
        }
        let source = source ?? CGRect(origin: .zero, size: naturalSize)
        guard source.width > 0, source.height > 0 else { throw ImageCodecError.corrupt("empty vector region") }
        guard let buffer = PixelBuffer.allocate(width, height: height, for: "a vector image") else {
            throw ImageCodecError.tooLarge(width: width, height: height)
        }
        let surface = cairo_image_surface_create_for_data(buffer.data.assumingMemoryBound(to: UInt8.self),
                                                          buffer.format.cairoFormat, Int32(width), Int32(height),
                                                          Int32(buffer.bytesPerRow))
        let cairo = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        cairo_scale(cairo, Double(width) / source.width, Double(height) / source.height)
        cairo_translate(cairo, -source.minX, -source.minY)
        try document.withLock { document in
            switch kind {
            case .pdf:
                vitrine_poppler_page_render(document.page, cairo)
            case .svg:
                var viewport = VitrineRsvgRectangle(x: 0, y: 0, width: naturalSize.width, height: naturalSize.height)
                var error: UnsafeMutablePointer<GError>?
                let handle = document.object
                let drawn = element.map { vitrine_rsvg_handle_render_layer(handle, cairo, "#\($0)", &viewport, &error) }
                    ?? vitrine_rsvg_handle_render_document(handle, cairo, &viewport, &error)
                guard drawn != 0 else { throw ImageCodecError.corrupt("SVG: \(Self.message(error))") }
            }
        }
        cairo_surface_flush(surface)
        return buffer
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
