import Foundation

// UIKit's string drawing: measuring and drawing strings with attributes into the current
// context. Layout is pango's (through TextLayout); sizes are rounded up to whole points.

extension String {
    /// Draws the string on one line (newlines still break) with its top-left corner at
    /// `point`, in the current context. Default attributes: system font 12, black.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let text = TextDrawing.styled(self, attributes: attrs)
        TextDrawing.draw(TextDrawing.layout(text, limits: .init()), at: point)
    }

    /// Draws the string wrapped to `rect`'s width from its top-left corner; lines that do
    /// not fit the height are not drawn, and the paragraph style's truncating line break
    /// modes put an ellipsis on the last visible line.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let text = TextDrawing.styled(self, attributes: attrs)
        let layout = TextDrawing.layout(text, limits: .init(width: rect.width, height: rect.height))
        TextDrawing.draw(layout, at: rect.origin)
    }

    /// Draws the string as `boundingRect(with:options:attributes:context:)` measures it:
    /// multi-line from the rectangle's origin with `.usesLineFragmentOrigin`, otherwise
    /// one line whose baseline is at the rectangle's origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        TextDrawing.draw(TextDrawing.styled(self, attributes: attributes), in: rect, options: options, context: context)
    }

    /// The size of the string drawn on one line with `attrs`, rounded up to whole points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.layout(TextDrawing.styled(self, attributes: attrs), limits: .init()).size
    }

    /// The rectangle the string occupies when drawn within `size`: with
    /// `.usesLineFragmentOrigin` wrapped to `size.width` with the origin at the top-left;
    /// otherwise on one line with the origin at the baseline (so `origin.y` is negative).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.boundingRect(of: TextDrawing.styled(self, attributes: attributes), size: size, options: options,
                                 context: context)
    }
}

extension NSString {
    /// See `String.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// See `String.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// See `String.draw(with:options:attributes:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// See `String.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// See `String.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Draws the string on one line (newlines still break) with its top-left corner at
    /// `point`, each run in its own attributes.
    public func draw(at point: CGPoint) {
        let text = TextDrawing.styled(self)
        TextDrawing.draw(TextDrawing.layout(text, limits: .init()), at: point)
    }

    /// Draws the string wrapped to `rect`'s width from its top-left corner; lines that do
    /// not fit the height are not drawn.
    public func draw(in rect: CGRect) {
        let text = TextDrawing.styled(self)
        TextDrawing.draw(TextDrawing.layout(text, limits: .init(width: rect.width, height: rect.height)), at: rect.origin)
    }

    /// Draws the string as `boundingRect(with:options:context:)` measures it.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextDrawing.draw(TextDrawing.styled(self), in: rect, options: options, context: context)
    }

    /// The size of the string drawn on one line, rounded up to whole points.
    public func size() -> CGSize {
        TextDrawing.layout(TextDrawing.styled(self), limits: .init()).size
    }

    /// The rectangle the string occupies when drawn within `size`; see
    /// `String.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.boundingRect(of: TextDrawing.styled(self), size: size, options: options, context: context)
    }
}
