import Foundation
import Testing
@testable import UIKitCore

/// The keyboard layout guide as a tracking layout guide (iOS 15): constraint sets that it
/// turns on and off by the edges it is near. Apple's documentation of
/// `UITrackingLayoutGuide`: a set "near" an edge is active while the guide is close to the
/// edge; one "away from" an edge while it is not; passing no constraints deactivates an
/// edge's set and stops tracking it; `removeAllTrackedConstraints()` "doesn't activate or
/// deactivate any constraints". The keyboard here is always docked (as an iPhone's), so
/// the guide is near the bottom edge only, shown or not, as in Apple's sample "Adjust
/// your layout with keyboard layout guide" (WWDC21), whose docked layout needs exactly that.
@MainActor
@Suite("Keyboard layout guide tracking", .serialized)
struct KeyboardLayoutGuideTrackingTests {
    @Test func theDockedKeyboardIsNearTheBottomEdgeOnly() throws {
        let (runtime, window, field) = try KeyboardScene.make()
        let guide = window.keyboardLayoutGuide
        let bar = UIView(), badge = UIView()
        for view in [bar, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([view.heightAnchor.constraint(equalToConstant: 40),
                                         view.widthAnchor.constraint(equalToConstant: 100)])
        }
        badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 200).isActive = true
        let onKeyboard = guide.topAnchor.constraint(equalTo: bar.bottomAnchor)
        let atTop = bar.topAnchor.constraint(equalTo: window.topAnchor)
        let atKeyboardTrailing = guide.trailingAnchor.constraint(equalTo: bar.trailingAnchor)
        let centered = badge.centerXAnchor.constraint(equalTo: window.centerXAnchor)
        let nearTrailing = bar.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let nearTop = bar.bottomAnchor.constraint(equalTo: window.bottomAnchor)
        guide.setConstraints([onKeyboard, atKeyboardTrailing], activeWhenNearEdge: .bottom)
        guide.setConstraints([atTop], activeWhenAwayFrom: .bottom)
        guide.setConstraints([nearTrailing], activeWhenNearEdge: .trailing)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        // Away from the leading and trailing edges both: the docked keyboard spans them.
        guide.setConstraints([centered], activeWhenAwayFrom: [.leading, .trailing])
        #expect(onKeyboard.isActive && atKeyboardTrailing.isActive && centered.isActive)
        #expect(!atTop.isActive && !nearTrailing.isActive && !nearTop.isActive)
        runtime.stepFrames(1)
        #expect(bar.frame == CGRect(x: 290, y: 804, width: 100, height: 40))
        #expect(badge.frame == CGRect(x: 145, y: 200, width: 100, height: 40))
        KeyboardScene.show(field, runtime)
        // Shown, the keyboard is still near the bottom only: the same sets, the bar on it.
        #expect(onKeyboard.isActive && !atTop.isActive)
        #expect(bar.frame == CGRect(x: 290, y: 588, width: 100, height: 40))
        field.resignFirstResponder()
    }

    @Test func settingAnEdgeAgainReplacesItsSetAndNoConstraintsStopTracking() throws {
        let (_, window, _) = try KeyboardScene.make()
        let guide = window.keyboardLayoutGuide
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let first = view.heightAnchor.constraint(equalToConstant: 10)
        let second = view.heightAnchor.constraint(equalToConstant: 20)
        let shared = view.widthAnchor.constraint(equalToConstant: 30)
        guide.setConstraints([first, shared], activeWhenNearEdge: .bottom)
        #expect(guide.constraints(activeWhenNearEdge: .bottom) == [first, shared])
        #expect(first.isActive && shared.isActive)
        // The new set replaces the old: what it drops is deactivated, what it keeps stays on.
        guide.setConstraints([second, shared], activeWhenNearEdge: .bottom)
        #expect(!first.isActive && second.isActive && shared.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom) == [second, shared])
        #expect(guide.constraints(activeWhenNearEdge: .top).isEmpty)
        // No constraints: the edge's set is deactivated and no longer tracked.
        guide.setConstraints([], activeWhenNearEdge: .bottom)
        #expect(!second.isActive && !shared.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
        // An away set is active at once, and its getter is keyed by the same edges.
        guide.setConstraints([first], activeWhenAwayFrom: [.top, .leading])
        #expect(first.isActive)
        #expect(guide.constraints(activeWhenAwayFrom: [.top, .leading]) == [first])
        #expect(guide.constraints(activeWhenAwayFrom: .top).isEmpty)
    }

    @Test func removingAllTrackedConstraintsLeavesThemAsTheyAre() throws {
        let (_, window, _) = try KeyboardScene.make()
        let guide = window.keyboardLayoutGuide
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let on = view.heightAnchor.constraint(equalToConstant: 10)
        let off = view.widthAnchor.constraint(equalToConstant: 20)
        guide.setConstraints([on], activeWhenNearEdge: .bottom)
        guide.setConstraints([off], activeWhenAwayFrom: .bottom)
        guide.removeAllTrackedConstraints()
        #expect(on.isActive && !off.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
        #expect(guide.constraints(activeWhenAwayFrom: .bottom).isEmpty)
        // No longer tracked: setting another edge's set touches neither.
        guide.setConstraints([view.leadingAnchor.constraint(equalTo: window.leadingAnchor)], activeWhenNearEdge: .bottom)
        #expect(on.isActive && !off.isActive)
    }

    /// `usesBottomSafeArea` (iOS 17, default true): with no keyboard on screen the guide's
    /// top is at the safe area's bottom, or at the view's bottom when false.
    @Test func withoutAKeyboardTheGuideSitsOnTheSafeAreaUnlessToldNot() throws {
        let (runtime, window, _) = try KeyboardScene.make()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        let guide = controller.view.keyboardLayoutGuide
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([bar.heightAnchor.constraint(equalToConstant: 40),
                                     bar.widthAnchor.constraint(equalToConstant: 100),
                                     bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                                     bar.bottomAnchor.constraint(equalTo: guide.topAnchor)])
        #expect(guide.usesBottomSafeArea)
        #expect(guide.keyboardDismissPadding == 0)
        runtime.stepFrames(1)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 0))
        #expect(bar.frame.maxY == 810)
        guide.usesBottomSafeArea = false
        runtime.stepFrames(1)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame.maxY == 844)
    }
}
