import DemoScenes
import Foundation
import UIKit

/// What the tour does on the sign-in page: a tap in the email field, an address typed, a
/// tap in the password field, a password typed (text arrives as a keyboard sends it, through
/// the field's `insertText`), so that the picture shows the form being filled in.
@MainActor
enum SignInPageScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: SignInPage) -> [Step] {
        // Read when the step runs: the form moves up when the keyboard comes.
        func center(of field: UITextField) -> CGPoint {
            field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        }
        // The keyboard slides up over a quarter of a second: the next tap waits for it.
        let settle: [Step] = Array(repeating: { _ in }, count: 30)
        return [
            { $0.touchDown(at: center(of: page.emailField)) }, { $0.touchUp() },
            { _ in page.emailField.insertText("anna@bistro.example") },
        ] + settle + [
            { $0.touchDown(at: center(of: page.passwordField)) }, { $0.touchUp() },
            { _ in page.passwordField.insertText("open sesame") },
        ]
    }
}
