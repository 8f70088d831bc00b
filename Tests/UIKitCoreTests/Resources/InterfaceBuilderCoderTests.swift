import Foundation
import Testing
@testable import UIKitCore

/// Code generated from storyboards makes their objects with `init?(coder:)`, as iOS does,
/// passing an `InterfaceBuilderCoder` with the attributes an initializer must know under
/// Interface Builder's keys; every UIKit view class an app subclasses in a storyboard can
/// be made that way.
@MainActor
@Suite
struct InterfaceBuilderCoderTests {
    // NSCoder's keyed decoding: "allowsKeyedCoding ... true", containsValue(forKey:), and a
    // missing key decoding as 0, false or nil
    // (https://developer.apple.com/documentation/foundation/nscoder/decodeinteger(forkey:)).
    @Test func decodesItsValuesByKey() {
        let coder = InterfaceBuilderCoder(["count": 3, "on": true, "ratio": 0.5, "scale": Float(2), "name": "cell"])
        #expect(coder.allowsKeyedCoding)
        #expect(coder.containsValue(forKey: "count"))
        #expect(!coder.containsValue(forKey: "missing"))
        #expect(coder.decodeInteger(forKey: "count") == 3)
        #expect(coder.decodeBool(forKey: "on"))
        #expect(coder.decodeDouble(forKey: "ratio") == 0.5)
        #expect(coder.decodeFloat(forKey: "scale") == 2)
        #expect(coder.decodeObject(forKey: "name") as? String == "cell")
        #expect(coder.decodeInteger(forKey: "missing") == 0)
        #expect(!coder.decodeBool(forKey: "missing"))
        #expect(coder.decodeDouble(forKey: "missing") == 0)
        #expect(coder.decodeObject(forKey: "missing") == nil)
    }

    // UITableViewCell's style comes from the storyboard (a Subtitle cell has a detail
    // label: detailTextLabel "holds the secondary label ... for the subtitle style"), as
    // does its reuse identifier
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel).
    @Test func cellsTakeTheirStyleAndIdentifier() throws {
        let coder = InterfaceBuilderCoder(["UITableViewCellStyle": UITableViewCell.CellStyle.subtitle.rawValue,
                                           "UIReuseIdentifier": "Prototype"])
        let cell = try #require(UITableViewCell(coder: coder))
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "Prototype")
        #expect(cell.detailTextLabel != nil)
        cell.textLabel?.text = "Title"
        let plain = try #require(UITableViewCell(coder: InterfaceBuilderCoder()))
        #expect(plain.style == .default)
        #expect(plain.reuseIdentifier == nil)
        #expect(plain.detailTextLabel == nil)

        let item = try #require(UICollectionViewCell(coder: InterfaceBuilderCoder(["UIReuseIdentifier": "Tile"])))
        #expect(item.reuseIdentifier == "Tile")
        #expect(item.contentView.superview === item)
        let header = try #require(UICollectionReusableView(coder: InterfaceBuilderCoder(["UIReuseIdentifier": "Header"])))
        #expect(header.reuseIdentifier == "Header")
    }

    // A table's style ("UITableViewStyle"), a table view controller's, a button's type
    // ("UIButtonType") and a collection view's layout, as the storyboard gives them
    // (https://developer.apple.com/documentation/uikit/uitableview/style-swift.property,
    // .../uibutton/buttontype-swift.property, .../uicollectionview/collectionviewlayout).
    @Test func tablesButtonsAndCollectionViewsTakeTheirAttributes() throws {
        let table = try #require(UITableView(coder: InterfaceBuilderCoder(["UITableViewStyle": UITableView.Style.insetGrouped.rawValue])))
        #expect(table.style == .insetGrouped)
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(try #require(UITableView(coder: InterfaceBuilderCoder())).style == .plain)

        let controller = try #require(UITableViewController(coder: InterfaceBuilderCoder(["UITableViewStyle": UITableView.Style.grouped.rawValue])))
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)

        let button = try #require(UIButton(coder: InterfaceBuilderCoder(["UIButtonType": UIButton.ButtonType.system.rawValue])))
        #expect(button.buttonType == .system)
        #expect(try #require(UIButton(coder: InterfaceBuilderCoder())).buttonType == .custom)

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = try #require(UICollectionView(coder: InterfaceBuilderCoder(["UICollectionViewLayout": layout])))
        #expect(collection.collectionViewLayout === layout)
        #expect(collection.backgroundColor == .systemBackground)
        #expect(try #require(UICollectionView(coder: InterfaceBuilderCoder())).collectionViewLayout is UICollectionViewFlowLayout)
        let grid = try #require(UICollectionViewController(coder: InterfaceBuilderCoder(["UICollectionViewLayout": layout])))
        #expect(grid.collectionViewLayout === layout)
    }

    // A coder that is not keyed (or lacks the keys) gives the defaults instead of trapping.
    @Test func anyOtherCoderGivesTheDefaults() throws {
        let cell = try #require(UITableViewCell(coder: NSCoder()))
        #expect(cell.style == .default)
        #expect(try #require(UITableView(coder: NSCoder())).style == .plain)
        #expect(try #require(UIButton(coder: NSCoder())).buttonType == .custom)
    }

    // Every view class an app subclasses in a storyboard comes out of init(coder:) as
    // init(frame: .zero) makes it (the designated initializer "for objects unarchived from
    // a nib or storyboard", https://developer.apple.com/documentation/uikit/uiview/init(coder:)).
    @Test func everyStoryboardViewClassMakesThroughInitCoder() throws {
        let classes: [UIView.Type] = [
            UIView.self, UILabel.self, UIImageView.self, UIStackView.self, UIScrollView.self, UITextField.self,
            UITextView.self, UISwitch.self, UISlider.self, UISegmentedControl.self, UIActivityIndicatorView.self,
            UIProgressView.self, UIPageControl.self, UIStepper.self, UIDatePicker.self, UIPickerView.self,
            UINavigationBar.self, UIToolbar.self, UITabBar.self, UISearchBar.self, UIButton.self, UIControl.self,
            UIRefreshControl.self, UITableView.self, UITableViewHeaderFooterView.self, UICollectionView.self,
            UICollectionReusableView.self, UICollectionViewCell.self, UICollectionViewListCell.self,
        ]
        for viewClass in classes {
            let made = try #require(viewClass.init(coder: InterfaceBuilderCoder()), "\(viewClass)")
            // UICollectionView has no init(frame:) of its own (it needs a layout).
            let reference = viewClass == UICollectionView.self
                ? UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) : UIView.make(viewClass, frame: .zero)
            #expect(type(of: made) == viewClass)
            #expect(made.frame == reference.frame, "\(viewClass)")
            #expect(made.subviews.count == reference.subviews.count, "\(viewClass)")
            #expect(made.backgroundColor == reference.backgroundColor, "\(viewClass)")
            #expect(made.isUserInteractionEnabled == reference.isUserInteractionEnabled, "\(viewClass)")
            #expect(made.isHidden == reference.isHidden, "\(viewClass)")
            #expect(made.isOpaque == reference.isOpaque, "\(viewClass)")
            #expect(made.clipsToBounds == reference.clipsToBounds, "\(viewClass)")
            #expect(made.intrinsicContentSize == reference.intrinsicContentSize, "\(viewClass)")
            #expect((made.gestureRecognizers ?? []).count == (reference.gestureRecognizers ?? []).count, "\(viewClass)")
        }
        // A cell is made as init(style: .default, reuseIdentifier: nil) makes it.
        let cell = try #require(UITableViewCell(coder: InterfaceBuilderCoder()))
        let reference = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.frame == reference.frame)
        #expect(cell.subviews.count == reference.subviews.count)
        #expect(cell.backgroundColor == reference.backgroundColor)
        // A subclass with its own required init(coder:) works as on iOS.
        final class ProfileCell: UITableViewCell {
            var configured = false
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                configured = true
            }
        }
        #expect(ProfileCell(coder: InterfaceBuilderCoder(["UIReuseIdentifier": "Profile"]))?.configured == true)
    }
}
