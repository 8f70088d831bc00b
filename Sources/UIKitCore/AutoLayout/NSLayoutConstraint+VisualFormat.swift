import Foundation

extension NSLayoutConstraint {
    /// The constraints an ASCII-art description of a row or column of views says, in
    /// Apple's Visual Format Language: `H:|-[title]-8-[button(>=44@750)]-|`.
    ///
    /// `|` is the views' superview; `-` alone is the standard space (8 points between
    /// views, 20 to the superview's edge, as the Auto Layout Guide gives them); `-n-`,
    /// `-(>=n)-` and `-(==metric@priority)-` are spaces; two views side by side (`[a][b]`)
    /// touch. A view's predicates (`[a(==b)]`, `[a(>=50,<=200)]`) constrain its width (its
    /// height in a `V:` format). Names come from `views` and `metrics`. The constraints are
    /// returned, not activated. A format Apple would reject with an exception is logged and
    /// gives no constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
            return try parser.parse()
        } catch {
            let reason = (error as? VisualFormatParser.Failure)?.message ?? "\(error)"
            layoutLogger.error("Unable to parse constraint format \"\(format)\": \(reason) (Apple raises here); no constraints made")
            return []
        }
    }
}
