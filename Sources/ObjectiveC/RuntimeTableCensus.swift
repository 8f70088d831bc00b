/// The entries of the Objective-C runtime's tables that a long run could grow, for the
/// soak's census (issue 29).
@MainActor
package enum RuntimeTableCensus {
    /// Objects with associated values in the side table (UIKit's classes keep theirs).
    package static var associatedObjects: Int { AssociatedObjects.sideTableCount }
    /// Selector-based notification observations.
    package static var observations: Int { SelectorObservations.count }
    /// Methods found by selector name.
    package static var selectorMethods: Int { SelectorTable.count }
    /// `perform(_:with:afterDelay:)` requests waiting.
    package static var delayedPerforms: Int { DelayedPerformRequests.count }
}
