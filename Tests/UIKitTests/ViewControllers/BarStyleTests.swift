import Testing
import UIKit

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
}

@MainActor
protocol BarStyled: AnyObject {
    var barStyle: UIBarStyle { get set }
}

extension UINavigationBar: BarStyled {}
extension UIToolbar: BarStyled {}
extension UITabBar: BarStyled {}
