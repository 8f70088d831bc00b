extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates:
    /// background (rounded by cornerRadius), contents or backing store placed by
    /// contentsGravity, sublayers (clipped with masksToBounds), then the border; opacity
    /// multiplies down. Hidden layers are skipped. Model values are drawn, not
    /// animations ("renders directly from the layer tree, ignoring any animations added
    /// to the render tree", Apple). As on iOS, a layer drawn here that needs display is
    /// displayed first (a label never shown renders its text), and nothing is laid out.
    /// Cost: a cairo draw per visible layer, plus the pending displays.
    public func render(in ctx: CGContext) {
        renderTree(in: ctx, alpha: 1)
    }

    private func renderTree(in ctx: CGContext, alpha inherited: CGFloat) {
        let alpha = inherited * CGFloat(opacity)
        guard !isHidden, alpha > 0 else { return }
        // The display a frame pass would run: it spends the mark and records the redraw
        // (contentVersion, redraw history), so a layer on screen is repainted and damaged
        // by the next frame just as if that frame had displayed it.
        displayIfNeeded()
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let b = bounds
        let radius = min(cornerRadius, b.width / 2, b.height / 2)
        let shape = CGPath(roundedRect: b, cornerWidth: radius, cornerHeight: radius, transform: nil)
        ctx.setAlpha(alpha)
        if let backgroundColor, backgroundColor.alpha > 0 {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(shape)
            ctx.fillPath()
        }

        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        if let (image, rect) = shownImage() {
            ctx.drawUpright(image, in: rect)
        }
        for sublayer in sublayersInDrawingOrder {
            ctx.saveGState()
            ctx.concatenate(sublayer.affineTransformToSuperlayer)
            sublayer.renderTree(in: ctx, alpha: alpha)
            ctx.restoreGState()
        }
        ctx.restoreGState()

        if borderWidth > 0, let borderColor, borderColor.alpha > 0 {
            // The border lies inside the bounds: stroke the shape inset by half its width.
            let inset = min(borderWidth, b.width / 2, b.height / 2) / 2
            let ring = b.insetBy(dx: inset, dy: inset)
            let ringRadius = max(radius - inset, 0)
            ctx.setAlpha(alpha)
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(inset * 2)
            ctx.addPath(CGPath(roundedRect: ring, cornerWidth: ringRadius, cornerHeight: ringRadius, transform: nil))
            ctx.strokePath()
        }
    }

    /// The image the layer shows (contents, else backing store), cropped by contentsRect,
    /// and where it goes in layer coordinates.
    private func shownImage() -> (CGImage, CGRect)? {
        let image: CGImage
        if let contents {
            guard let cgImage = contents as? CGImage else { return nil }
            image = cgImage
        } else if let backingStore {
            image = CGImage(pixels: backingStore)
        } else {
            return nil
        }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let unit = contentsRect
        let crop = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
            .integral.intersection(CGRect(x: 0, y: 0, width: w, height: h))
        guard !crop.isNull, crop.width > 0, crop.height > 0 else { return nil }
        let shown = crop.size == CGSize(width: w, height: h) ? image : image.cropping(to: crop)
        guard let shown else { return nil }
        let size = CGSize(width: crop.width / contentsScale, height: crop.height / contentsScale)
        return (shown, contentsGravity.rect(for: size, in: bounds))
    }
}
