import DemoScenes
import Foundation
import UIKit

/// What the tour does for the colour picker: a tap on the search page's colour well (the
/// picker comes up as a sheet), then a tap on its Spectrum tab, so that the picture shows
/// the spectrum with the well's colour under the loupe.
@MainActor
enum ColorPickerScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: SearchPage) -> [Step] {
        let well = page.colorWell
        let settle: [Step] = Array(repeating: { _ in }, count: 30)
        var spectrum = CGPoint.zero
        return [{ _ in
            well.layoutIfNeeded()
        }, { $0.touchDown(at: well.convert(CGPoint(x: well.bounds.midX, y: well.bounds.midY), to: nil)) }, { $0.touchUp() }]
            + settle
            + [{ _ in
                // The picker's tabs: the segmented control's second segment is Spectrum.
                guard let tabs = Self.tabs(of: well) else { return }
                let segment = tabs.bounds.width / CGFloat(max(tabs.numberOfSegments, 1))
                spectrum = tabs.convert(CGPoint(x: segment * 1.5, y: tabs.bounds.midY), to: nil)
            }, { $0.touchDown(at: spectrum) }, { $0.touchUp() }]
            + settle
    }

    /// The segmented control of the picker the well presented: the top of the window's
    /// presentations.
    private static func tabs(of well: UIColorWell) -> UISegmentedControl? {
        var top = well.window?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return (top as? UIColorPickerViewController)?.view.subviews.lazy.compactMap { $0 as? UISegmentedControl }.first
    }
}
