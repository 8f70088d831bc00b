import Testing
@testable import UIKitCore

/// `configurationUpdateHandler` (iOS 15) on collection and table view cells: Apple's
/// documentation has it called after `updateConfiguration(using:)`, with the cell and
/// its current state, whenever the configuration updates; setting it updates the cell.
@MainActor
struct ConfigurationUpdateHandlerTests {
    final class CountingCell: UICollectionViewListCell {
        var log: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            log.append("update selected=\(state.isSelected)")
        }
    }

    @Test func aCollectionViewCellsHandlerRunsAfterItsUpdateWithItsState() throws {
        let cell = CountingCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.configurationUpdateHandler = { updated, state in
            guard let updated = updated as? CountingCell else { return }
            updated.log.append("handler selected=\(state.isSelected)")
            var content = UIListContentConfiguration.cell()
            content.text = state.isSelected ? "Selected" : "Plain"
            updated.contentConfiguration = content
        }
        #expect(cell.log == ["update selected=false", "handler selected=false"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Plain")
        cell.isSelected = true
        #expect(cell.log.suffix(2) == ["update selected=true", "handler selected=true"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Selected")
    }

    @Test func aTableViewCellsHandlerRunsWithItsState() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state.isHighlighted) }
        cell.isHighlighted = true
        cell.configurationUpdateHandler = nil
        cell.isHighlighted = false
        #expect(seen == [false, true])
    }
}
