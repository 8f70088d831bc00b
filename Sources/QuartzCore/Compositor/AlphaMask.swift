import CCairo
import CPixman
import Glibc

/// An 8-bit coverage image (`CAIRO_FORMAT_A8` = `PIXMAN_a8`, 1 byte per pixel): cairo
/// rasterises shapes into it and pixman uses it as the mask of a composite.
package final class AlphaMask {
    package let width: Int32
    package let height: Int32
    let image: PixmanImage
    package let stride: Int32
    private let data: UnsafeMutableRawPointer

    /// A transparent mask of `width`×`height` pixels, nil when it cannot be allocated.
    package init?(width: Int32, height: Int32) {
        guard width > 0, height > 0 else { return nil }
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_A8, width)
        guard stride > 0, let data = calloc(Int(stride) * Int(height), 1) else { return nil }
        guard let image = PixmanImage(a8: data, width: width, height: height, stride: stride) else {
            free(data)
            return nil
        }
        self.width = width
        self.height = height
        self.stride = stride
        self.data = data
        self.image = image
    }

    deinit { free(data) }

    /// Runs `body` with the mask's bytes (rows `stride` apart).
    package func withPixels(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        body(data.assumingMemoryBound(to: UInt8.self))
    }

    /// Runs `body` with a cairo context drawing into the mask (alpha only), then flushes.
    package func draw(_ body: (OpaquePointer) -> Void) {
        guard let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, width, height, stride) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
