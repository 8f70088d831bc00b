import Foundation

/// A list cell's accessory. At the leading edge, from the edge inward: the delete or
/// insert control, the multiselect circle. At the trailing edge, whatever the array's
/// order, from the content outward: a text (`label`), a checkmark, an info button
/// (`detail`), the outline disclosure chevron, a disclosure chevron, the reorder grip.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When the accessory shows: always, or only while the collection view `isEditing`,
    /// or only while it is not.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The width an accessory takes: its own, the system's standard, or a given one.
    public enum LayoutDimension: Sendable, Equatable {
        case actual, standard, custom(CGFloat)
    }

    public typealias ActionHandler = @MainActor () -> Void

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of the red delete control (`backgroundColor`: the disc, default system red).
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the green insert control (`backgroundColor`: the disc, default system green).
    public struct InsertOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of the selection circle (`backgroundColor`: the filled disc, default the tint).
    public struct MultiselectOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct OutlineDisclosureOptions {
        /// `.header`: a tap anywhere on the cell expands or collapses it; `.cell`: only a tap
        /// on the chevron does (the cell selects as usual); `.automatic`: `.header` for a
        /// cell whose content configuration is a header's.
        public enum Style: Int, Sendable {
            case automatic, header, cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Where a custom view's index among the accessories on its side is, given them.
    public typealias Position = ([UICellAccessory]) -> Int

    /// The edge a custom view sits at, when it shows and where among that edge's accessories.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// A view of the app's own as an accessory.
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: UIView
        /// Its edge and when it shows.
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// Set as the view's `tintColor` when given.
        public var tintColor: UIColor?
        /// Whether the view keeps the size it has (else it is sized to its intrinsic size).
        public var maintainsFixedSize: Bool?

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case customView(UIView, isLeading: Bool, maintainsFixedSize: Bool)
        case disclosureIndicator, checkmark, detail(ActionHandler?), label(String, UIFont?)
        case delete(ActionHandler?, UIColor?), insert(ActionHandler?, UIColor?), reorder, multiselect(UIColor?)
        case outlineDisclosure(OutlineDisclosureOptions.Style, ActionHandler?)

        /// Whether it sits at the leading edge (else the trailing one).
        var isLeading: Bool {
            switch self {
            case .delete, .insert, .multiselect: true
            case .customView(_, let isLeading, _): isLeading
            default: false
            }
        }

        /// The order from the content outward (on either side).
        var order: Int {
            switch self {
            case .multiselect, .label, .customView: 0
            case .checkmark: 1
            case .detail: 2
            case .outlineDisclosure: 3
            case .disclosureIndicator: 4
            case .insert, .reorder: 5
            case .delete: 6
            }
        }
    }

    let kind: Kind
    public let displayedState: DisplayedState
    public let isHidden: Bool
    public let reservedLayoutWidth: LayoutDimension
    public let tintColor: UIColor?

    private init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
        self.tintColor = tintColor
    }

    /// The app's own view at the edge `configuration.placement` names, next to the content.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState, isLeading: Bool
        switch configuration.placement {
        case .leading(let state, _): (displayed, isLeading) = (state, true)
        case .trailing(let state, _): (displayed, isLeading) = (state, false)
        }
        return UICellAccessory(kind: .customView(configuration.customView, isLeading: isLeading,
                                                 maintainsFixedSize: configuration.maintainsFixedSize ?? false),
                               displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark in the tint colour: the row is the chosen one.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An info button; `actionHandler` runs when it is tapped.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail(actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A text in secondary grey (a value, a count).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A red minus disc at the leading edge. A tap runs `actionHandler`; without one it
    /// reveals the row's trailing swipe actions, as iOS does.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(actionHandler, options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A green plus disc at the leading edge; a tap runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert(actionHandler, options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The grey grip at the trailing edge that a finger drags the row by (the diffable data
    /// source's `reorderingHandlers` say which items move).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The selection circle at the leading edge: an empty ring, filled with a checkmark
    /// while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect(options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A chevron at the trailing edge that turns down when the item is expanded. A tap (on
    /// the chevron, or on the whole cell for the header style) runs `actionHandler`; without
    /// one it expands or collapses the item in its diffable data source's section snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options.style, actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// Whether the accessory shows in a cell that is editing or not.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
