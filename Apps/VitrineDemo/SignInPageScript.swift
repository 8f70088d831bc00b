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
        page.layoutIfNeeded()   // positions are read now
        let email = page.emailField.convert(CGPoint(x: page.emailField.bounds.midX, y: page.emailField.bounds.midY), to: nil)
        let password = page.passwordField.convert(CGPoint(x: page.passwordField.bounds.midX, y: page.passwordField.bounds.midY), to: nil)
        return [
            { $0.touchDown(at: email) }, { $0.touchUp() },
            { _ in page.emailField.insertText("anna@bistro.example") },
            { $0.touchDown(at: password) }, { $0.touchUp() },
            { _ in page.passwordField.insertText("open sesame") },
        ]
    }
}
