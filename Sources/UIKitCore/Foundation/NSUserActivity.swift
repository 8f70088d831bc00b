import Foundation

/// The state of the app at a moment (the screen shown, the item open), which UIKit saves for
/// state restoration and gives back at the next launch. Foundation's class on Apple's
/// platforms, absent from Foundation on Linux; here with the members apps use. There is no
/// Handoff, Spotlight or Siri on Vitrine: `becomeCurrent()` only marks the activity current,
/// and the eligibility flags are kept for the app to read.
open class NSUserActivity: NSObject {
    /// What the activity is ("com.example.app.viewing").
    public let activityType: String
    /// A title for people.
    open var title: String?
    /// The activity's state. Saved for restoration as a property list: string keys and
    /// plist values (strings, numbers, dates, data, arrays and dictionaries of them).
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the activity needs; nil: all.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity changed since it was last saved; set to have
    /// `updateUserActivityState(_:)` called before the next save.
    open var needsSave = false
    /// A web page showing the same content.
    open var webpageURL: URL?
    /// An identifier of the content, for choosing the scene that shows it.
    open var targetContentIdentifier: String?
    /// Words for search.
    open var keywords: Set<String> = []
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// An identifier the app gives the activity.
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// Told before the activity is saved.
    open weak var delegate: NSUserActivityDelegate?
    /// Whether `becomeCurrent()` was called since the last `resignCurrent()` or `invalidate()`.
    public private(set) var isCurrent = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Marks the activity as the one the user is doing.
    open func becomeCurrent() { isCurrent = true }
    /// Marks it as no longer the current one.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity.
    open func invalidate() { isCurrent = false }
}

/// The activity type of browsing a web page.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
