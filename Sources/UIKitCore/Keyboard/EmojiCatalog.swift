import Foundation

/// The emoji the on-screen keyboard's emoji page offers: the common ones of iOS's
/// categories, in iOS's order, with the monochrome sign the category bar shows for each.
enum EmojiCatalog {
    struct Category: Equatable, Sendable {
        /// The category's title by keyboard language ("en", "de", "fr").
        let titles: [String: String]
        /// A text-style sign for the category bar (drawn in the keys' grey, not in colour).
        let sign: String
        let emoji: [String]

        /// The title in the language of `layout`, else English.
        func title(for layout: OnScreenKeyboardLayout) -> String {
            let language = String(layout.identifier.prefix(2))
            return titles[language] ?? titles["en"] ?? ""
        }
    }

    static let categories: [Category] = [
        Category(titles: ["en": "SMILEYS & PEOPLE", "de": "SMILEYS & PERSONEN", "fr": "ÉMOTICÔNES ET PERSONNES"], sign: "☺",
                 emoji: split("😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳😏😒😞😔😟😕🙁☹️😣😖😫😩🥺😢😭😤😠😡🤯😳🥵🥶😱😨😰😥😓🤗🤔🤭🤫🤥😶😐😑😬🙄😯😦😧😮😲🥱😴🤤😪😵🤐🥴🤢🤮🤧😷🤒🤕👋🤚✋🖖👌🤌🤏✌️🤞🤟🤘🤙👈👉👆👇☝️👍👎✊👊🤛🤜👏🙌👐🤲🤝🙏")),
        Category(titles: ["en": "ANIMALS & NATURE", "de": "TIERE & NATUR", "fr": "ANIMAUX ET NATURE"], sign: "✿",
                 emoji: split("🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🙈🙉🙊🐒🐔🐧🐦🐤🦆🦅🦉🦇🐺🐗🐴🦄🐝🐛🦋🐌🐞🐜🪲🐢🐍🦎🐙🦑🦐🦀🐡🐠🐟🐬🐳🐋🦈🐊🐅🐆🦓🦍🐘🦛🦏🐪🐫🦒🦘🐃🐂🐄🐎🐖🐏🐑🦙🐐🦌🐕🐩🐈🐓🦃🦚🦜🦢🕊️🐇🦝🦨🦡🦦🦥🐁🐀🐿️🦔🌵🎄🌲🌳🌴🌱🌿☘️🍀🍁🍂🍃🍄🌷🌹🌺🌸🌼🌻🌞🌝🌛⭐🌟✨⚡🔥🌈☀️⛅☁️❄️☃️💧🌊")),
        Category(titles: ["en": "FOOD & DRINK", "de": "ESSEN & TRINKEN", "fr": "NOURRITURE ET BOISSONS"], sign: "☕\u{FE0E}",
                 emoji: split("🍏🍎🍐🍊🍋🍌🍉🍇🍓🫐🍈🍒🍑🥭🍍🥥🥝🍅🍆🥑🥦🥬🥒🌶️🫑🌽🥕🧄🧅🥔🍠🥐🥯🍞🥖🥨🧀🥚🍳🧈🥞🧇🥓🥩🍗🍖🌭🍔🍟🍕🥪🥙🧆🌮🌯🥗🥘🍝🍜🍲🍛🍣🍱🥟🍤🍙🍚🍘🍥🥠🍢🍡🍧🍨🍦🥧🧁🍰🎂🍮🍭🍬🍫🍿🍩🍪🌰🥜🍯🥛☕🍵🧃🥤🍶🍺🍻🥂🍷🥃🍸🍹🧉🍾🧊🥄🍴🍽️")),
        Category(titles: ["en": "ACTIVITY", "de": "AKTIVITÄT", "fr": "ACTIVITÉS"], sign: "♞",
                 emoji: split("⚽🏀🏈⚾🥎🎾🏐🏉🥏🎱🪀🏓🏸🏒🏑🥍🏏🪃🥅⛳🪁🏹🎣🤿🥊🥋🎽🛹🛼🛷⛸️🥌🎿⛷️🏂🏋️🤸⛹️🤺🤾🏌️🏇🧘🏄🏊🤽🚣🧗🚵🚴🏆🥇🥈🥉🏅🎖️🏵️🎗️🎫🎟️🎪🤹🎭🩰🎨🎬🎤🎧🎼🎹🥁🎷🎺🎸🪕🎻🎲♟️🎯🎳🎮🎰🧩")),
        Category(titles: ["en": "TRAVEL & PLACES", "de": "REISEN & ORTE", "fr": "VOYAGES ET LIEUX"], sign: "✈",
                 emoji: split("🚗🚕🚙🚌🚎🏎️🚓🚑🚒🚐🛻🚚🚛🚜🛴🚲🛵🏍️🛺🚨🚔🚍🚘🚖🚡🚠🚟🚃🚋🚞🚝🚄🚅🚈🚂🚆🚇🚊🚉✈️🛫🛬🛩️💺🛰️🚀🛸🚁🛶⛵🚤🛥️🛳️⛴️🚢⚓⛽🚧🚦🚥🚏🗺️🗿🗽🗼🏰🏯🏟️🎡🎢🎠⛲⛱️🏖️🏝️🏜️🌋⛰️🏔️🗻🏕️⛺🏠🏡🏘️🏚️🏗️🏭🏢🏬🏣🏤🏥🏦🏨🏪🏫🏩💒🏛️⛪🕌🕍🛕🕋⛩️🛤️🛣️🗾🎑🏞️🌅🌄🌠🎇🎆🌇🌆🏙️🌃🌌🌉🌁")),
        Category(titles: ["en": "OBJECTS", "de": "OBJEKTE", "fr": "OBJETS"], sign: "☎",
                 emoji: split("⌚📱📲💻⌨️🖥️🖨️🖱️🖲️🕹️🗜️💽💾💿📀📼📷📸📹🎥📽️🎞️📞☎️📟📠📺📻🎙️🎚️🎛️🧭⏱️⏲️⏰🕰️⌛⏳📡🔋🔌💡🔦🕯️🪔🧯🛢️💸💵💴💶💷💰💳💎⚖️🧰🔧🔨⚒️🛠️⛏️🔩⚙️🧱⛓️🧲🔫💣🧨🪓🔪🗡️⚔️🛡️🚬⚰️⚱️🏺🔮📿🧿💈⚗️🔭🔬🕳️🩹🩺💊💉🩸🧬🦠🧫🧪🌡️🧹🧺🧻🚽🚰🚿🛁🛀🧼🪒🧽🧴🛎️🔑🗝️🚪🪑🛋️🛏️🛌🧸🖼️🛍️🛒🎁🎈🎏🎀🎊🎉✉️📩📨📧💌📥📤📦🏷️📪📫📬📭📮📯📜📃📄📑🧾📊📈📉🗒️🗓️📆📅🗑️📇🗃️🗳️🗄️📋📁📂🗂️🗞️📰📓📔📒📕📗📘📙📚📖🔖🧷🔗📎🖇️📐📏🧮📌📍✂️🖊️🖋️✒️🖌️🖍️📝✏️🔍🔎🔏🔐🔒🔓")),
        Category(titles: ["en": "SYMBOLS", "de": "SYMBOLE", "fr": "SYMBOLES"], sign: "♡",
                 emoji: split("❤️🧡💛💚💙💜🖤🤍🤎💔❣️💕💞💓💗💖💘💝💟☮️✝️☪️🕉️☸️✡️🔯🕎☯️☦️🛐⛎♈♉♊♋♌♍♎♏♐♑♒♓🆔⚛️🉑☢️☣️📴📳🈶🈚🈸🈺🈷️✴️🆚💮🉐㊙️㊗️🈴🈵🈹🈲🅰️🅱️🆎🆑🅾️🆘❌⭕🛑⛔📛🚫💯💢♨️🚷🚯🚳🚱🔞📵🚭❗❕❓❔‼️⁉️🔅🔆〽️⚠️🚸🔱⚜️🔰♻️✅🈯💹❇️✳️❎🌐💠Ⓜ️🌀💤🏧🚾♿🅿️🈳🈂️🛂🛃🛄🛅🚹🚺🚼🚻🚮🎦📶🈁🔣ℹ️🔤🔡🔠🆖🆗🆙🆒🆕🆓")),
        Category(titles: ["en": "FLAGS", "de": "FLAGGEN", "fr": "DRAPEAUX"], sign: "⚑",
                 emoji: split("🏳️🏴🏁🚩🇺🇸🇬🇧🇩🇪🇫🇷🇦🇹🇨🇭🇧🇪🇳🇱🇱🇺🇮🇹🇪🇸🇵🇹🇮🇪🇩🇰🇸🇪🇳🇴🇫🇮🇮🇸🇵🇱🇨🇿🇸🇰🇭🇺🇸🇮🇭🇷🇷🇴🇧🇬🇬🇷🇹🇷🇺🇦🇪🇪🇱🇻🇱🇹🇨🇦🇲🇽🇧🇷🇦🇷🇨🇱🇨🇴🇵🇪🇯🇵🇰🇷🇨🇳🇮🇳🇦🇺🇳🇿🇿🇦🇪🇬🇲🇦🇳🇬🇰🇪🇮🇱🇸🇦🇦🇪🇸🇬🇹🇭🇻🇳🇮🇩🇵🇭🇲🇾🇪🇺🇺🇳")),
    ]

    /// The emoji of a string, one per grapheme (a flag or a sequence with its selector is one).
    private static func split(_ string: String) -> [String] {
        string.map(String.init)
    }
}
