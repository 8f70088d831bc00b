import Foundation

/// The words on a keyboard's keys in its language: iOS titles the space bar and the return
/// key in the language of the keyboard shown, whatever the app's language.
struct KeyboardStrings: Equatable, Sendable {
    /// The space bar's title.
    let space: String
    /// The return key's title for each `UIReturnKeyType`; a missing `.default` draws the
    /// return arrow instead (the German keyboard's return key).
    let returnTitles: [UIReturnKeyType: String]

    /// The return key's title, or nil where the key shows the return arrow.
    func returnTitle(_ type: UIReturnKeyType) -> String? {
        returnTitles[type]
    }

    static let english = KeyboardStrings(space: "space", returnTitles: [
        .default: "return", .go: "go", .google: "Google", .join: "join", .next: "next", .route: "route",
        .search: "search", .send: "send", .yahoo: "Yahoo", .done: "done", .emergencyCall: "Emergency Call",
        .continue: "continue",
    ])

    static let german = KeyboardStrings(space: "Leerzeichen", returnTitles: [
        .go: "Öffnen", .google: "Google", .join: "Beitreten", .next: "Weiter", .route: "Route",
        .search: "Suchen", .send: "Senden", .yahoo: "Yahoo", .done: "Fertig", .emergencyCall: "Notruf",
        .continue: "Weiter",
    ])

    static let french = KeyboardStrings(space: "espace", returnTitles: [
        .default: "retour", .go: "accéder", .google: "Google", .join: "rejoindre", .next: "suivant",
        .route: "itinéraire", .search: "rechercher", .send: "envoyer", .yahoo: "Yahoo", .done: "OK",
        .emergencyCall: "Appel d’urgence", .continue: "continuer",
    ])
}
