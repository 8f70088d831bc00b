import CCairo

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
        renderTree(in: ctx, alpha: 1, presentation: false)
    }

    /// Draws the tree as `render(in:)` does, with the presentation values when
    /// `presentation` (a layer mask for the compositor).
    func renderTree(in ctx: CGContext, alpha inherited: CGFloat, presentation: Bool) {
        let values = presentation ? renderValues : modelValues
        let alpha = inherited * CGFloat(values.opacity)
        guard !isHidden, alpha > 0 else { return }
        // The display a frame pass would run: it spends the mark and records the redraw
        // (contentVersion, redraw history), so a layer on screen is repainted and damaged
        // by the next frame just as if that frame had displayed it.
        displayIfNeeded()
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let b = values.bounds
        let style = cornerStyle
        let shape = style.path(b, radius: values.cornerRadius)
        if let mask {
            // The mask's alpha, drawn into a group, multiplies everything the layer draws.
            cairo_push_group(ctx.cairo)
            renderContent(in: ctx, values: values, shape: shape, alpha: alpha, presentation: presentation)
            cairo_push_group(ctx.cairo)
            ctx.saveGState()
            ctx.concatenate((presentation ? mask.renderValues : mask.modelValues).affineTransformToSuperlayer)
            mask.renderTree(in: ctx, alpha: 1, presentation: presentation)
            ctx.restoreGState()
            let maskPattern = cairo_pop_group(ctx.cairo)
            let content = cairo_pop_group(ctx.cairo)
            cairo_set_source(ctx.cairo, content)
            cairo_mask(ctx.cairo, maskPattern)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(maskPattern)
            return
        }
        renderContent(in: ctx, values: values, shape: shape, alpha: alpha, presentation: presentation)
    }

    private func renderContent(in ctx: CGContext, values: AnimatableProperties, shape: CGPath, alpha: CGFloat,
                               presentation: Bool) {
        let b = values.bounds
        ctx.setAlpha(alpha)
        if let backgroundColor = values.backgroundColor, backgroundColor.alpha > 0 {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(shape)
            ctx.fillPath()
        }

        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        if values.generated != nil {
            drawGeneratedContent(values, in: ctx)
        } else if let (image, rect) = shownImage() {
            ctx.drawUpright(image, in: rect)
        }
        for sublayer in sublayersInDrawingOrder {
            ctx.saveGState()
            ctx.concatenate((presentation ? sublayer.renderValues : sublayer.modelValues).affineTransformToSuperlayer)
            sublayer.renderTree(in: ctx, alpha: alpha, presentation: presentation)
            ctx.restoreGState()
        }
        ctx.restoreGState()

        if values.borderWidth > 0, let borderColor = values.borderColor, borderColor.alpha > 0 {
            // The border lies inside the bounds: stroke the shape inset by half its width.
            let radius = min(values.cornerRadius, b.width / 2, b.height / 2)
            let inset = min(values.borderWidth, b.width / 2, b.height / 2) / 2
            let ring = b.insetBy(dx: inset, dy: inset)
            ctx.setAlpha(alpha)
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(inset * 2)
            ctx.addPath(cornerStyle.path(ring, radius: max(radius - inset, 0)))
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
