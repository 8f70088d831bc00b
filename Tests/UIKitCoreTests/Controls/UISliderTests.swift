import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UISlider")
struct UISliderTests {
    @Test func defaultsAreApples() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize.height == 31)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
    }

    // Apple: the value is pinned to the range; moving a bound past the value moves it.
    @Test func valuesAreClampedToTheRange() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7 && slider.value == 7, "a minimum above the maximum raises the maximum")
    }

    @Test func notANumberIsRefused() {
        let slider = UISlider()
        slider.value = 0.4
        slider.value = .nan
        slider.value = .infinity
        slider.maximumValue = .nan
        #expect(slider.value == 0.4 && slider.maximumValue == 1)
    }

    @Test func draggingTheThumbChangesTheValueWithoutAJump() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 100)
        let slider = UISlider(frame: CGRect(x: 20, y: 30, width: 228, height: 31))
        slider.value = 0.5
        window.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
        let grab = slider.convert(CGPoint(x: thumb.midX + 6, y: thumb.midY), to: nil)
        runtime.touchDown(at: grab)
        runtime.stepFrames(1)
        #expect(slider.value == 0.5, "taking the thumb off-centre does not move it")
        runtime.touchMove(to: CGPoint(x: grab.x + 50, y: grab.y))
        runtime.stepFrames(1)
        // The thumb travels 228 - 28 = 200 points for the whole range.
        #expect(abs(slider.value - 0.75) < 0.001)
        runtime.touchMove(to: CGPoint(x: grab.x + 400, y: grab.y))
        runtime.stepFrames(1)
        #expect(slider.value == 1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(changes == 2)
    }

    @Test func aTouchOnTheTrackDoesNotMoveTheThumb() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 100)
        let slider = UISlider(frame: CGRect(x: 20, y: 30, width: 228, height: 31))
        window.addSubview(slider)
        runtime.touchDown(at: CGPoint(x: 200, y: 45))
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 220, y: 45))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(slider.value == 0)
    }

    @Test func aDiscontinuousSliderSendsOnceAtTheEnd() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 100)
        let slider = UISlider(frame: CGRect(x: 20, y: 30, width: 228, height: 31))
        slider.isContinuous = false
        window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        runtime.touchDown(at: CGPoint(x: 34, y: 45))
        for x in [60, 90, 120] as [CGFloat] {
            runtime.stepFrames(1)
            runtime.touchMove(to: CGPoint(x: x, y: 45))
        }
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(values.count == 1 && abs(values[0] - 0.43) < 0.001)
    }

    @Test func trackImagesReplaceTheTrackColours() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 100)
        let slider = UISlider(frame: CGRect(x: 20, y: 30, width: 228, height: 31))
        slider.value = 0.8
        let green = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.systemGreen.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        slider.setMinimumTrackImage(green, for: .normal)
        window.addSubview(slider)
        #expect(slider.currentMinimumTrackImage === green && slider.currentMaximumTrackImage == nil)
        let pixel = ControlScene.settledScreen(runtime).pixel(x: 60, y: 45)
        #expect((pixel >> 8) & 0xFF > 150 && (pixel >> 16) & 0xFF < 120, "the left track shows the image")
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 240, height: 170, scale: scale)
            let values: [Float] = [0, 0.5, 1]
            for (row, value) in values.enumerated() {
                let slider = UISlider(frame: CGRect(x: 10, y: 5 + CGFloat(row) * 32, width: 220, height: 31))
                slider.value = value
                window.addSubview(slider)
            }
            let custom = UISlider(frame: CGRect(x: 10, y: 101, width: 220, height: 31))
            custom.value = 0.3
            custom.minimumTrackTintColor = .systemOrange
            custom.maximumTrackTintColor = .systemGray4
            custom.thumbTintColor = .systemYellow
            window.addSubview(custom)
            let disabled = UISlider(frame: CGRect(x: 10, y: 133, width: 220, height: 31))
            disabled.value = 0.7
            disabled.isEnabled = false
            window.addSubview(disabled)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "slider@\(Int(scale))x")
            runtime.stop()
        }
    }
}
