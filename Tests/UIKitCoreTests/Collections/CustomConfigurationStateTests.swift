import Testing
@testable import UIKitCore

/// Custom states in a cell's configuration state (Apple's UIConfigurationStateCustomKey and
/// UIConfigurationState's `subscript(key:)`), as the sample "Implementing Modern
/// Collection Views" uses them: a cell subclass adds its item to `configurationState`
/// and reads it in `updateConfiguration(using:)`.
@MainActor
struct CustomConfigurationStateTests {
    final class ItemCell: UICollectionViewListCell {
        var item: String? { didSet { setNeedsUpdateConfiguration() } }
        var seen: [String?] = []

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[.item] = item
            return state
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            seen.append(state[.item] as? String)
        }
    }

    @Test func aStateWithoutACustomValueAnswersNil() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[.item] == nil)
        state[.item] = "Espresso"
        #expect(state[.item] == AnyHashable("Espresso"))
        state[.item] = nil
        #expect(state[.item] == nil)
    }

    @Test func aCellSubclassAddsItsOwnState() {
        let cell = ItemCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.item = "Tea"
        #expect(cell.configurationState[.item] == AnyHashable("Tea"))
        #expect(cell.seen.last == "Tea")
    }
}

private extension UIConfigurationStateCustomKey {
    static let item = UIConfigurationStateCustomKey("com.example.item")
}
