import CoreFoundation
import Foundation
import Logging

/// Adds an Info.plist's keys to `Bundle.main`'s info dictionary, so that the app's
/// `Bundle.main.infoDictionary`, `object(forInfoDictionaryKey:)` and `bundleIdentifier`
/// read them as on iOS.
///
/// swift-corelibs-foundation reads `Bundle.main`'s Info.plist only from the executable's
/// folder, where SwiftPM puts no resources. The main bundle's dictionary is a mutable
/// CFDictionary (CFBundle makes it with mutable containers, or empty and mutable, and adds
/// keys to it itself), and Foundation reads it anew on every call, so keys added to it are
/// seen. Keys it already has are kept.
enum MainBundleInfoDictionary {
    private static let logger = Logger(label: "vitrine.application")

    /// Adds the keys of the plist at `url` that `Bundle.main` lacks. False (logged) when
    /// the file is not a dictionary plist.
    @discardableResult
    static func add(contentsOf url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url), !data.isEmpty else {
            logger.error("cannot read \(url.path) for Bundle.main")
            return false
        }
        let cfData = data.withUnsafeBytes { bytes in
            CFDataCreate(kCFAllocatorDefault, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
        }
        guard let cfData,
              let parsed = CFPropertyListCreateWithData(kCFAllocatorDefault, cfData, 0, nil, nil)?.takeRetainedValue(),
              CFGetTypeID(parsed) == CFDictionaryGetTypeID(),
              let mainInfo = CFBundleGetInfoDictionary(CFBundleGetMainBundle()) else {
            logger.error("\(url.path) is not a dictionary plist; Bundle.main does not see it")
            return false
        }
        let source = Self.reinterpret(parsed, as: CFDictionary.self)
        let target = Self.reinterpret(mainInfo, as: CFMutableDictionary.self)
        // CFDictionaryAddValue leaves the keys the main bundle already has.
        CFDictionaryApplyFunction(source, { key, value, context in
            guard let context else { return }
            CFDictionaryAddValue(unsafeBitCast(context, to: CFMutableDictionary.self), key, value)
        }, Unmanaged.passUnretained(target).toOpaque())
        return true
    }

    /// The same CoreFoundation object seen as `type`: on Linux a CF dictionary is a Swift
    /// object of another class (a cast would trap), so the reference is reinterpreted.
    private static func reinterpret<T: AnyObject>(_ object: AnyObject, as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
    }
}
