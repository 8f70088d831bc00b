import Foundation

/// The text field's part of the shared editing keys: one line (up and down go to the
/// ends), Tab moves to the next field.
extension UITextField: TextEditingControl {
    var editedText: String { text ?? "" }

    func offset(_ offset: Int, movedByLines lines: Int) -> Int? { nil }

    /// Tab: the next text field of the window in reading order (top to bottom, then
    /// leading to trailing) becomes the first responder; shift-Tab the previous one.
    func tabPressed(backwards: Bool) {
        guard let window else { return }
        var fields: [UITextField] = []
        func collect(_ view: UIView) {
            if let field = view as? UITextField, !field.isHidden, field.isEnabled { fields.append(field) }
            for subview in view.subviews where !subview.isHidden { collect(subview) }
        }
        collect(window)
        let origin = { (field: UITextField) in field.convert(CGPoint.zero, to: window) }
        fields.sort { a, b in
            let pa = origin(a), pb = origin(b)
            return pa.y != pb.y ? pa.y < pb.y : pa.x < pb.x
        }
        guard let index = fields.firstIndex(where: { $0 === self }), fields.count > 1 else { return }
        let next = fields[(index + (backwards ? fields.count - 1 : 1)) % fields.count]
        next.becomeFirstResponder()
    }
}
