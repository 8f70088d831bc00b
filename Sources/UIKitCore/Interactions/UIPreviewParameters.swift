import Foundation

/// How a targeted preview is drawn: its outline and the colour behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in its coordinates; nil shows the whole view, rounded.
    open var visiblePath: UIBezierPath?
    /// The shadow's outline; nil follows the visible path.
    open var shadowPath: UIBezierPath?
    /// The colour behind the view. Default: the system background.
    open var backgroundColor: UIColor! = .systemBackground

    public override init() {
        super.init()
    }

    /// Parameters outlining lines of text: the union of `textLineRects` (values of `CGRect`).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(roundedRect: value.cgRectValue, cornerRadius: 4)) }
        visiblePath = path
    }
}
