import Foundation

/// A section's header or footer title: inset from the leading edge like the rows' text,
/// and in grouped tables set just above the section's card.
@MainActor
final class SectionTitleLabel: UILabel {
    private let inset: CGFloat
    private let bottomAligned: Bool

    init(inset: CGFloat, bottomAligned: Bool) {
        self.inset = inset
        self.bottomAligned = bottomAligned
        super.init(frame: .zero)
        numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }

    override func drawText(in rect: CGRect) {
        var area = rect.insetBy(dx: inset, dy: 0)
        area.size.width = max(area.width, 0)
        if bottomAligned {
            let height = textRect(forBounds: area, limitedToNumberOfLines: numberOfLines).height
            area = CGRect(x: area.minX, y: rect.maxY - height - 7, width: area.width, height: height)
        }
        super.drawText(in: area)
    }
}
