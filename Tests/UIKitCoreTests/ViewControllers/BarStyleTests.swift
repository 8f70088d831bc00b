import Testing
import UIKitCore
import VitrineTestSupport

/// `barStyle` on the bars.
@MainActor
struct BarStyleTests {
    // UIBarStyle.black: "A black style"; on iOS 13 and later a black bar and its items take
    // the dark appearance (the bar's traitCollection.userInterfaceStyle is .dark).
    @Test func aBlackBarIsDark() throws {
        let (_, window) = try ControlScene.make(width: 320, height: 200)
        let bars: [UIView & BarStyled] = [UINavigationBar(), UIToolbar(), UITabBar()]
        for bar in bars {
            let item = UIView()
            bar.addSubview(item)
            window.addSubview(bar)
            #expect(bar.barStyle == .default && item.traitCollection.userInterfaceStyle == .light)
            bar.barStyle = .black
            #expect(item.traitCollection.userInterfaceStyle == .dark, "\(type(of: bar))")
            bar.barStyle = .default
            #expect(item.traitCollection.userInterfaceStyle == .light)
        }
        #expect(UIBarStyle(rawValue: 1) == .black)
    }

    // The look: black bars on a light screen at scale 2 (a navigation bar with a title and
    // a button, a toolbar, a tab bar), each drawn as iOS draws it in the dark appearance.
    // Tolerance: 2 levels per channel.
    @Test func blackBarsLookDark() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 240, scale: 2)
        let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Black bar")
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        navigationBar.items = [item]
        navigationBar.scrollEdgeAppearance = navigationBar.standardAppearance
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .trash), UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
                         UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        toolbar.scrollEdgeAppearance = toolbar.standardAppearance
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 190, width: 320, height: 50))
        tabBar.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .more, tag: 1)]
        tabBar.selectedItem = tabBar.items?.first
        tabBar.scrollEdgeAppearance = tabBar.standardAppearance
        for bar in [navigationBar, toolbar, tabBar] as [UIView & BarStyled] {
            bar.barStyle = .black
            window.addSubview(bar)
        }
        expectMatchesReference(ControlScene.settledScreen(runtime), named: "bar-style-black")
    }
}

@MainActor
protocol BarStyled: AnyObject {
    var barStyle: UIBarStyle { get set }
}

extension UINavigationBar: BarStyled {}
extension UIToolbar: BarStyled {}
extension UITabBar: BarStyled {}
