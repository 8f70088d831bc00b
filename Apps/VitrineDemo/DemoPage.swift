import DemoScenes
import UIKit

/// A page of the demo: its name (the PNG's and `--page`'s), its title and symbol in the
/// gallery, and the view it shows.
struct DemoPage: Sendable {
    let name: String
    let title: String
    let subtitle: String
    let symbol: String
    let tile: @MainActor @Sendable () -> UIColor
    /// Whether the page is dark in both appearances (its navigation bar is made dark too).
    var isDark = false
    let make: @MainActor @Sendable (CGRect) -> UIView

    static let gallery: [DemoPage] = [
        DemoPage(name: "hypnosis", title: "Hypnosis", subtitle: "Core Graphics drawing", symbol: "eye.fill",
                 tile: { .systemPurple }) { HypnosisPage(frame: $0) },
        DemoPage(name: "labels-and-images", title: "Labels and Images", subtitle: "Text, PNG and JPEG", symbol: "photo",
                 tile: { .systemOrange }) { LabelsAndImagesPage(frame: $0) },
        DemoPage(name: "dashboard", title: "Dashboard", subtitle: "200 views, one changes a frame", symbol: "chart.bar.fill",
                 tile: { .systemGreen }, isDark: true) { DashboardPage(frame: $0) },
        DemoPage(name: "animations", title: "Animations", subtitle: "Core Animation and UIView", symbol: "sparkles",
                 tile: { .systemPink }, isDark: true) { AnimationsPage(frame: $0) },
        DemoPage(name: "touch", title: "Touch", subtitle: "Taps, drags, pinches, drawing", symbol: "hand.tap.fill",
                 tile: { .systemBlue }) { TouchPage(frame: $0) },
        DemoPage(name: "list", title: "Long List", subtitle: "UITableView: 10,000 rows", symbol: "list.bullet",
                 tile: { .systemTeal }) { ListPage(frame: $0) },
        DemoPage(name: "photos", title: "Photos", subtitle: "UICollectionView: a grid of 600", symbol: "photo.fill",
                 tile: { .systemIndigo }) { PhotoGridPage(frame: $0) },
        DemoPage(name: "search", title: "Search", subtitle: "UISearchController and UIColorWell", symbol: "magnifyingglass",
                 tile: { .systemMint }) { SearchPage(frame: $0) },
        DemoPage(name: "sign-in", title: "Sign In", subtitle: "Text fields and the keyboard", symbol: "person.circle.fill",
                 tile: { .systemRed }) { SignInPage(frame: $0) },
        DemoPage(name: "pickers", title: "Pickers", subtitle: "Picker views and date pickers", symbol: "calendar",
                 tile: { .systemMint }) { PickersPage(frame: $0) },
    ]

    static let controls = DemoPage(name: "controls", title: "Settings", subtitle: "The standard controls", symbol: "gearshape.fill",
                                   tile: { .systemGray }) { ControlsPage(frame: $0) }

    /// Every page `--page` can show.
    static let all = gallery + [controls]
}
