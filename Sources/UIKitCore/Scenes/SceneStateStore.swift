import Foundation
import Logging

/// State restoration across launches ("Restoring your app's state", Apple): when the scene
/// goes to the background (a kiosk's app is stopped, its display lost) its delegate's
/// `stateRestorationActivity(for:)` and its session's `userInfo` are written to a property
/// list; at the next launch the session comes back with the same `persistentIdentifier`,
/// that `userInfo` and the activity as `stateRestorationActivity`.
///
/// The file is `$VITRINE_STATE_DIR/scene-session.plist`, else under
/// `$XDG_STATE_HOME/vitrine/<bundle identifier>/` (`~/.local/state` without it). Values
/// that are not property-list types are left out, logged.
@MainActor
enum SceneStateStore {
    /// What a session is saved with.
    struct Saved {
        var persistentIdentifier: String
        var activity: NSUserActivity?
        var userInfo: [String: Any]?
    }

    private static let logger = Logger(label: "vitrine.scenes")
    /// Tests point the store at a folder of their own.
    static var directoryOverride: URL?

    static var file: URL? {
        if let directoryOverride { return directoryOverride.appendingPathComponent("scene-session.plist") }
        let environment = ProcessInfo.processInfo.environment
        func nonEmpty(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let directory = nonEmpty("VITRINE_STATE_DIR") {
            return URL(fileURLWithPath: directory).appendingPathComponent("scene-session.plist")
        }
        guard let stateHome = nonEmpty("XDG_STATE_HOME") ?? nonEmpty("HOME").map({ $0 + "/.local/state" }) else { return nil }
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return URL(fileURLWithPath: stateHome).appendingPathComponent("vitrine").appendingPathComponent(app)
            .appendingPathComponent("scene-session.plist")
    }

    /// Writes `scene`'s restoration activity and its session's user info; removes the file
    /// when there is neither, so that a later launch starts afresh.
    static func save(_ scene: UIScene) {
        guard let file else { return }
        let activity = scene.delegate?.stateRestorationActivity(for: scene)
        if let activity { prepareForSaving(activity) }
        let session = scene.session
        guard activity != nil || session.userInfo != nil else {
            if FileManager.default.fileExists(atPath: file.path) { try? FileManager.default.removeItem(at: file) }
            return
        }
        var record: [String: Any] = ["persistentIdentifier": session.persistentIdentifier, "role": session.role.rawValue]
        if let activity { record["stateRestorationActivity"] = encode(activity) }
        if let userInfo = session.userInfo { record["userInfo"] = propertyList(userInfo, what: "the scene session's userInfo") }
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: record, format: .binary, options: 0)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            logger.error("cannot save the scene's state to \(file.path): \(error)")
        }
    }

    /// The session saved by the last launch, if any.
    static func load() -> Saved? {
        guard let file, let data = try? Data(contentsOf: file) else { return nil }
        guard let record = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let identifier = record["persistentIdentifier"] as? String else {
            logger.error("\(file.path) is not a saved scene session; starting afresh")
            return nil
        }
        let activity = (record["stateRestorationActivity"] as? [String: Any]).flatMap(decode)
        return Saved(persistentIdentifier: identifier, activity: activity, userInfo: record["userInfo"] as? [String: Any])
    }

    /// The responders showing `activity` bring it up to date, as UIKit asks them before a save.
    private static func prepareForSaving(_ activity: NSUserActivity) {
        guard activity.needsSave else { return }
        activity.delegate?.userActivityWillSave(activity)
        for responder in UIResponder.responders(with: activity) { responder.updateUserActivityState(activity) }
        activity.needsSave = false
    }

    private static func encode(_ activity: NSUserActivity) -> [String: Any] {
        var record: [String: Any] = ["activityType": activity.activityType]
        record["title"] = activity.title
        record["targetContentIdentifier"] = activity.targetContentIdentifier
        record["persistentIdentifier"] = activity.persistentIdentifier
        record["webpageURL"] = activity.webpageURL?.absoluteString
        record["requiredUserInfoKeys"] = activity.requiredUserInfoKeys.map { Array($0).sorted() }
        if let userInfo = activity.userInfo {
            record["userInfo"] = propertyList(userInfo, what: "\(activity.activityType)'s userInfo")
        }
        return record
    }

    private static func decode(_ record: [String: Any]) -> NSUserActivity? {
        guard let type = record["activityType"] as? String else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.title = record["title"] as? String
        activity.targetContentIdentifier = record["targetContentIdentifier"] as? String
        activity.persistentIdentifier = record["persistentIdentifier"] as? String
        activity.webpageURL = (record["webpageURL"] as? String).flatMap(URL.init(string:))
        activity.requiredUserInfoKeys = (record["requiredUserInfoKeys"] as? [String]).map(Set.init)
        activity.userInfo = record["userInfo"] as? [String: Any]
        return activity
    }

    /// The entries of `dictionary` that a property list can hold (string keys; strings,
    /// numbers, Booleans, dates, data, arrays and dictionaries of them); others logged.
    private static func propertyList(_ dictionary: [AnyHashable: Any], what: String) -> [String: Any] {
        var kept: [String: Any] = [:]
        for (key, value) in dictionary {
            guard let key = key.base as? String,
                  (try? PropertyListSerialization.data(fromPropertyList: [key: value], format: .binary, options: 0)) != nil else {
                logger.warning("\(what): \(key) is not a property-list value; it is not saved")
                continue
            }
            kept[key] = value
        }
        return kept
    }
}
