import Foundation
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UIPickerView driven by real touches on the stepped headless runtime: what it asks its
/// data source and delegate, programmatic and user selection, the wheel coming to rest on
/// a row after a drag or a fling, taps on rows off the band, reloading, and its look.
@MainActor
@Suite("UIPickerView")
struct UIPickerViewTests {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [20, 5]
        var selections: [String] = []
        var titleRequests = 0
        var attributed = false
        var custom = false
        var reusedViews = 0
        var widths: [CGFloat]?

        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titleRequests += 1
            return "Row \(row)"
        }
        func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
            attributed ? NSAttributedString(string: "Fancy \(row)") : nil
        }
        func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
            guard custom else { return PickerDefaultRowView() }
            if view != nil { reusedViews += 1 }
            let label = view as? UILabel ?? UILabel()
            label.text = "Custom \(row)"
            return label
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
            widths?[component] ?? pickerView.defaultWidth(forComponent: component)
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    private func makePicker(_ source: Source, scale: CGFloat = 1) throws -> (VitrineRuntime, UIPickerView) {
        let (runtime, window) = try ControlScene.make(width: 320, height: 236, scale: scale)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 10, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        runtime.stepFrames(1)
        return (runtime, picker)
    }

    /// A finger on `x` from `y` moving `step` points a frame `steps` times, resting
    /// `rest` frames, then lifting; the runtime then runs until the wheel is still.
    private func drag(_ runtime: VitrineRuntime, x: CGFloat, from y: CGFloat, step: CGFloat, steps: Int, rest: Int) {
        runtime.touchDown(at: CGPoint(x: x, y: y))
        runtime.stepFrames(1)
        var point = y
        for _ in 0..<steps {
            point += step
            runtime.touchMove(to: CGPoint(x: x, y: point))
            runtime.stepFrames(1)
        }
        runtime.stepFrames(rest)
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    // Apple, UIPickerView: "the height of a picker view is 216 points" by default; rows are
    // 32 points (rowSize(forComponent:)) on iOS 14 and later.
    @Test func defaultsAreApples() {
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1, "selectedRow(inComponent:): -1 when there is no row")
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 20 && picker.numberOfRows(inComponent: 1) == 5)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    // UIPickerViewDelegate: rows come from pickerView(_:viewForRow:forComponent:reusing:),
    // else pickerView(_:attributedTitleForRow:forComponent:), else pickerView(_:titleForRow:forComponent:).
    @Test func rowContentComesFromTheDelegateInApplesOrder() throws {
        let source = Source()
        let (runtime, picker) = try makePicker(source)
        #expect(source.titleRequests > 0 && source.titleRequests < 30, "only rows on the wheel are asked for")
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "Row 0")
        #expect(picker.view(forRow: 19, forComponent: 0) == nil, "a row out of sight has no view")
        source.attributed = true
        picker.reloadAllComponents()
        runtime.stepFrames(1)
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "Fancy 1")
        source.custom = true
        picker.reloadComponent(0)
        runtime.stepFrames(1)
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "Custom 2")
        picker.selectRow(15, inComponent: 0, animated: false)
        runtime.stepFrames(1)
        #expect(source.reusedViews > 0, "views that left the wheel come back as `reusing`")
        #expect((picker.view(forRow: 15, forComponent: 0) as? UILabel)?.text == "Custom 15")
    }

    // pickerView(_:widthForComponent:) sets a component's width; rowSize reports it.
    @Test func theDelegateSetsComponentWidths() throws {
        let source = Source()
        source.widths = [180, 60]
        let (_, picker) = try makePicker(source)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 180, height: 32))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 32))
    }

    // selectRow(_:inComponent:animated:): "the picker view doesn't call the delegate's
    // pickerView(_:didSelectRow:inComponent:)" for a programmatic selection.
    @Test func selectingARowInCodeDoesNotTellTheDelegate() throws {
        let source = Source()
        let (runtime, picker) = try makePicker(source)
        picker.selectRow(7, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: true)
        runtime.stepUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 7 && picker.selectedRow(inComponent: 1) == 3)
        #expect(source.selections.isEmpty)
        // Out of range rows are pinned to the wheel.
        picker.selectRow(99, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 4)
    }

    // The delegate's didSelectRow comes once, when a wheel the user moved settles on a new
    // row; the wheel always rests with a row in the band.
    @Test func aDragComesToRestOnARowAndTellsTheDelegateOnce() throws {
        let source = Source()
        let (runtime, picker) = try makePicker(source)
        let column = try #require(picker.subviews.compactMap { $0 as? PickerColumnView }.first)
        // 11 moves of 10 points up: 10 start the pan, 100 move the wheel (3.1 rows), then rest.
        drag(runtime, x: 80, from: 180, step: -10, steps: 11, rest: 10)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(source.selections == ["0:3"])
        #expect(column.contentOffset.y == 3.5 * 32 - 108, "row 3 rests in the band")
        // A drag that ends where it started selects nothing new.
        drag(runtime, x: 80, from: 120, step: 4, steps: 5, rest: 10)
        #expect(source.selections == ["0:3"])
    }

    @Test func aFlingDeceleratesAndSnapsToARow() throws {
        let source = Source()
        source.rows = [200]
        let (runtime, picker) = try makePicker(source)
        let column = try #require(picker.subviews.compactMap { $0 as? PickerColumnView }.first)
        drag(runtime, x: 160, from: 200, step: -25, steps: 6, rest: 0)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 10, "the fling carried the wheel on after the finger lifted")
        #expect(source.selections == ["0:\(row)"])
        #expect(abs(column.contentOffset.y - ((CGFloat(row) + 0.5) * 32 - 108)) < 0.5)
    }

    // A screen dismissed mid-fling (found by the soak, issue 29): the wheel decelerates on the
    // display link after its picker is gone; it must come to rest without trapping, and the
    // picker must not be kept alive by it.
    @Test func aPickerRemovedMidFlingIsReleasedAndItsWheelSettlesAlone() throws {
        let source = Source()
        source.rows = [200]
        let (runtime, window) = try ControlScene.make(width: 320, height: 236)
        weak var released: UIPickerView?
        weak var wheel: PickerColumnView?
        do {
            let picker = UIPickerView(frame: CGRect(x: 0, y: 10, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            window.addSubview(picker)
            runtime.stepFrames(1)
            released = picker
            wheel = picker.subviews.compactMap { $0 as? PickerColumnView }.first
            runtime.touchDown(at: CGPoint(x: 160, y: 200))
            for step in 1...6 {
                runtime.stepFrames(1)
                runtime.touchMove(to: CGPoint(x: 160, y: 200 - 25 * CGFloat(step)))
            }
            runtime.stepFrames(1)
            runtime.touchUp()
            runtime.stepFrames(2)
            #expect(wheel?.isDecelerating == true, "the fling is still carrying the wheel")
            picker.removeFromSuperview()
        }
        runtime.stepUntilIdle()
        #expect(released == nil, "nothing keeps a removed picker alive")
        #expect(source.selections.isEmpty, "a picker that is gone tells its delegate nothing")
    }

    // A tap on a row above or below the band turns the wheel to it, as on iOS.
    @Test func tappingARowOffTheBandSelectsIt() throws {
        let source = Source()
        let (runtime, picker) = try makePicker(source)
        // The band's centre is at y = 10 + 108; the second row below shows about 60 points lower.
        runtime.touchDown(at: CGPoint(x: 80, y: 118 + 60))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(source.selections == ["0:2"])
        // A tap on the band itself changes nothing.
        runtime.touchDown(at: CGPoint(x: 80, y: 118))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(source.selections == ["0:2"])
    }

    // reloadComponent(_:) asks the data source again; the selection stays within the rows.
    @Test func reloadingAsksAgainAndKeepsTheSelectionInRange() throws {
        let source = Source()
        let (_, picker) = try makePicker(source)
        picker.selectRow(15, inComponent: 0, animated: false)
        source.rows = [4, 5, 6]
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 4 && picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.numberOfComponents == 2, "reloadComponent does not ask for the number of components")
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3 && picker.numberOfRows(inComponent: 2) == 6)
    }

    @Test func looksLikeIOS() throws {
        for dark in [false, true] {
            let (runtime, window) = try ControlScene.make(width: 340, height: 236, scale: 2, background: .systemBackground)
            window.overrideUserInterfaceStyle = dark ? .dark : .light
            let source = CoffeeSource()
            let picker = UIPickerView(frame: CGRect(x: 10, y: 10, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(3, inComponent: 0, animated: false)
            picker.selectRow(1, inComponent: 1, animated: false)
            window.addSubview(picker)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "picker-view-\(dark ? "dark" : "light")@2x")
            runtime.stop()
        }
    }

    final class CoffeeSource: UIPickerViewDataSource, UIPickerViewDelegate {
        let drinks = ["Espresso", "Latte", "Cappuccino", "Flat White", "Mocha", "Americano", "Cortado"]
        let sizes = ["Small", "Medium", "Large"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? drinks.count : sizes.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? drinks[row] : sizes[row]
        }
    }
}
