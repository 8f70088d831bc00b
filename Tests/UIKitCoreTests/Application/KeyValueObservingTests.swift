import Foundation
import Testing
@testable import UIKitCore

/// Key-value observing as Vitrine offers it without the Objective-C runtime: observers added
/// with `addObserver(_:forKeyPath:options:context:)` hear the changes an object reports with
/// `didChangeValue(forKey:new:old:)` in their `observeValue(forKeyPath:of:change:context:)`.
@MainActor
struct KeyValueObservingTests {
    @MainActor final class Download: NSObject {
        private(set) var progress = 0.0
        func advance(to value: Double) {
            let old = progress
            progress = value
            didChangeValue(forKey: "progress", new: value, old: old)
        }
    }

    final class ProgressViewController: UIViewController {
        var heard: [(keyPath: String?, new: Double?, old: Double?, kind: Int?, context: UnsafeMutableRawPointer?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append((keyPath, change?[.newKey] as? Double, change?[.oldKey] as? Double, change?[.kindKey] as? Int, context))
        }
    }

    // addObserver(_:forKeyPath:options:context:): "Registers the observer object to receive KVO
    // notifications for the key path relative to the object receiving this message." The
    // change dictionary holds "the new value" for .new and "the old value" for .old; its kind
    // is NSKeyValueChange.setting (1) for a set property.
    @Test func anObserverHearsTheValuesItAskedFor() {
        let download = Download()
        let controller = ProgressViewController()
        var marker = 7
        withUnsafeMutablePointer(to: &marker) { context in
            download.addObserver(controller, forKeyPath: "progress", options: .new, context: context)
            download.advance(to: 0.5)
            #expect(controller.heard.count == 1)
            #expect(controller.heard.first?.keyPath == "progress")
            #expect(controller.heard.first?.new == 0.5 && controller.heard.first?.old == nil)
            #expect(controller.heard.first?.kind == 1 && controller.heard.first?.context == UnsafeMutableRawPointer(context))
        }
    }

    // removeObserver(_:forKeyPath:): "Stops the observer object from receiving change
    // notifications for the property specified by the key path."
    @Test func aRemovedObserverHearsNothingMore() {
        let download = Download()
        let controller = ProgressViewController()
        download.addObserver(controller, forKeyPath: "progress", options: [.new, .old], context: nil)
        download.advance(to: 0.25)
        #expect(controller.heard.map(\.old) == [0])
        download.removeObserver(controller, forKeyPath: "progress")
        download.advance(to: 1)
        #expect(controller.heard.count == 1)
        // Another key path is not heard.
        download.addObserver(controller, forKeyPath: "title", options: .new, context: nil)
        download.advance(to: 0.5)
        #expect(controller.heard.count == 1)
    }

    // NSKeyValueObservingOptions.initial: "a notification should be sent to the observer
    // immediately, before the observer registration method even returns."
    @Test func initialTellsTheObserverAtOnce() {
        let download = Download()
        let controller = ProgressViewController()
        download.addObserver(controller, forKeyPath: "progress", options: .initial, context: nil)
        #expect(controller.heard.count == 1 && controller.heard.first?.new == nil)
    }

    // The observer is not retained ("Neither the object receiving this message, nor
    // observer, are retained"): a released observer is dropped, not called.
    @Test func aReleasedObserverIsNotCalled() {
        let download = Download()
        weak var released: ProgressViewController?
        do {
            let controller = ProgressViewController()
            released = controller
            download.addObserver(controller, forKeyPath: "progress", options: .new, context: nil)
        }
        #expect(released == nil)
        download.advance(to: 1)
    }
}
