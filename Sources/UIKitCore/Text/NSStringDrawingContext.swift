import Foundation

/// Receives results of a string drawing or measuring call
/// (`boundingRect(with:options:attributes:context:)`, `draw(with:options:attributes:context:)`).
///
/// Vitrine does not shrink text to fit, so `actualScaleFactor` is always 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to; stored, text is not shrunk.
    open var minimumScaleFactor: CGFloat = 0

    /// The scale the text was drawn at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1

    /// The bounds of the text of the last call that used this context.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
