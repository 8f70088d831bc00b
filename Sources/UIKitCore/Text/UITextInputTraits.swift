import Foundation

/// What kind of text a responder takes, for the keyboard: which keys (`keyboardType`),
/// the return key's title, capitalization, secure entry. Text fields and text views have
/// these as settable properties; the protocol's defaults are iOS's.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

public extension UITextInputTraits {
    var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    var autocorrectionType: UITextAutocorrectionType { .default }
    var spellCheckingType: UITextSpellCheckingType { .default }
    var keyboardType: UIKeyboardType { .default }
    var keyboardAppearance: UIKeyboardAppearance { .default }
    var returnKeyType: UIReturnKeyType { .default }
    var enablesReturnKeyAutomatically: Bool { false }
    var isSecureTextEntry: Bool { false }
    var textContentType: UITextContentType! { nil }
}

/// Which keys the on-screen keyboard shows.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Which letters the keyboard's shift turns on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typing is corrected (Vitrine has no dictionary: no correction happens).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spelling is checked (Vitrine has no dictionary: it is not).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// The keyboard's look: light, dark, or following the interface style.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static var alert: UIKeyboardAppearance { .dark }
}

/// What a field is for (a name, an email address, a one-time code…), for autofill; kept
/// as API (there is no autofill on a kiosk).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let postalCode = UITextContentType("postal-code")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
}
