import CPixman
import Foundation

/// Draws a `CAGradientLayer`'s values: axial and radial gradients with cairo (through
/// `CGContext`), conic ones with pixman's conical gradient (cairo has none). Every kind
/// extends its end colours over the whole bounds.
@MainActor
enum GradientDrawing {
    /// Draws into `ctx` (layer coordinates). A conic gradient is drawn straight into
    /// `store` (covering `storeRect` at `scale`) when given, else through a temporary image.
    static func draw(_ gradient: GradientLayerValues, bounds: CGRect, in ctx: CGContext, store: PixelBuffer?,
                     storeRect: CGRect, scale: CGFloat) {
        guard let stops = stops(of: gradient), bounds.width > 0, bounds.height > 0 else { return }
        let start = CGPoint(x: bounds.minX + gradient.startPoint.x * bounds.width,
                            y: bounds.minY + gradient.startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + gradient.endPoint.x * bounds.width,
                          y: bounds.minY + gradient.endPoint.y * bounds.height)
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: bounds)
        if stops.count == 1 {
            ctx.setFillColor(stops[0].color)
            ctx.fill(bounds)
            return
        }
        guard let cgGradient = CGGradient(colorsSpace: nil, colors: stops.map(\.color), locations: stops.map(\.location))
        else { return }
        switch gradient.type {
        case .radial:
            // An ellipse centred at the start point whose radii reach the end point.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(cgGradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .conic:
            drawConic(stops, center: start, towards: end, bounds: bounds, in: ctx, store: store, storeRect: storeRect,
                      scale: scale)
        default:
            ctx.drawLinearGradient(cgGradient, start: start, end: end,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// The colour stops: `locations` when there is one per colour, else spread evenly
    /// (Apple: "If nil, the stops are spread uniformly across the range"); nil without
    /// colours.
    static func stops(of gradient: GradientLayerValues) -> [(color: CGColor, location: CGFloat)]? {
        guard let colors = gradient.colors, !colors.isEmpty else { return nil }
        if let locations = gradient.locations, locations.count == colors.count {
            return zip(colors, locations).map { ($0, min(max($1, 0), 1)) }
        }
        let last = CGFloat(max(colors.count - 1, 1))
        return colors.enumerated().map { ($1, CGFloat($0) / last) }
    }

    /// Colours sweep clockwise (on a y-down screen) around `center`, starting at the angle
    /// of `towards` (Apple: "a conic gradient, centered at startPoint, with the angle of
    /// endPoint" defining the start).
    private static func drawConic(_ stops: [(color: CGColor, location: CGFloat)], center: CGPoint, towards: CGPoint,
                                  bounds: CGRect, in ctx: CGContext, store: PixelBuffer?, storeRect: CGRect,
                                  scale: CGFloat) {
        let angle = atan2(towards.y - center.y, towards.x - center.x)
        if let store, !storeRect.isNull {
            let pixelCenter = CGPoint(x: (center.x - storeRect.minX) * scale, y: (center.y - storeRect.minY) * scale)
            paintConic(stops, center: pixelCenter, angle: angle, into: store)
            return
        }
        // render(in:): through an image of the bounds at the context's scale.
        let s = max(abs(ctx.ctm.a), abs(ctx.ctm.b), 1)
        let width = Int((bounds.width * s).rounded(.up)), height = Int((bounds.height * s).rounded(.up))
        guard PixelBuffer.fitsDrawingBudget(width: CGFloat(width), height: CGFloat(height)),
              let image = PixelBuffer.allocate(width, height: height, for: "a conic gradient") else { return }
        paintConic(stops, center: CGPoint(x: (center.x - bounds.minX) * s, y: (center.y - bounds.minY) * s), angle: angle,
                   into: image)
        ctx.drawUpright(CGImage(pixels: image), in: CGRect(x: bounds.minX, y: bounds.minY,
                                                          width: CGFloat(width) / s, height: CGFloat(height) / s))
    }

    /// pixman's 16.16 fixed point.
    private static func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t(value * 65536) }

    /// Paints the conic gradient over all of `buffer` with pixman, `center` in its pixels.
    private static func paintConic(_ stops: [(color: CGColor, location: CGFloat)], center: CGPoint, angle: CGFloat,
                                   into buffer: PixelBuffer) {
        guard center.x.isFinite, center.y.isFinite, abs(center.x) < 30000, abs(center.y) < 30000,
              let destination = PixmanImage(wrapping: buffer) else { return }
        // pixman's parameter runs counter-clockwise from -angle: reversed stops at 1 - location
        // run clockwise from `angle`.
        var pixmanStops = stops.reversed().map { stop -> pixman_gradient_stop_t in
            let c = stop.color.rgba
            func channel(_ v: CGFloat) -> UInt16 { UInt16(min(max(v, 0), 1) * 65535) }
            return pixman_gradient_stop_t(x: fixed(Double(1 - stop.location)),
                                          color: pixman_color_t(red: channel(c.red), green: channel(c.green),
                                                                blue: channel(c.blue), alpha: channel(c.alpha)))
        }
        var point = pixman_point_fixed_t(x: fixed(Double(center.x)),
                                         y: fixed(Double(center.y)))
        let degrees = -Double(angle) * 180 / .pi
        guard let gradient = pixman_image_create_conical_gradient(&point, fixed(degrees),
                                                                  &pixmanStops, Int32(pixmanStops.count)) else { return }
        defer { pixman_image_unref(gradient) }
        pixman_image_composite32(PIXMAN_OP_SRC, gradient, nil, destination.pointer, 0, 0, 0, 0, 0, 0,
                                 Int32(buffer.width), Int32(buffer.height))
    }
}
