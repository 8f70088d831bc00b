import Foundation
import HeadlessDisplay
import UIKitCore
import VitrinePlatform

/// A stream of `InputEvent`s, as an input backend delivers them, into a runtime showing a
/// real screen: a table, a switch, a slider, a stepper, a segmented control, a button, a
/// text field, and pan, pinch, rotation and long-press recognizers. Events can be anything
/// a device could send, in any order (a lift with no touch, a motion in slot 9, NaN
/// positions, keys with odd text), with frame passes and clock jumps between them.
@MainActor
enum InputEventsTarget {
    /// One runtime for the process: making one per input would dominate the run.
    private static let runtime = makeRuntime()
    private static var window: UIWindow?

    /// A stepped headless runtime on the CPU compositor: the fuzz build instruments
    /// UIKitCore and the headless display only, not the device backends.
    private static func makeRuntime() -> VitrineRuntime {
        let display = HeadlessDisplay(pixelWidth: 320, pixelHeight: 480, clock: .stepped)
        do {
            return try VitrineRuntime(display: display)
        } catch {
            preconditionFailure("headless display failed to start: \(error)")
        }
    }

    static func run(_ data: Data) -> [String] {
        var input = FuzzInput(data)
        let runtime = runtime
        // A fresh screen for each input, so that an input found by the fuzzer replays alone.
        window?.isHidden = true
        UIResponder.forgetFirstResponder()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = InputEventsScreen()
        window.makeKeyAndVisible()
        self.window = window
        runtime.stepFrames(1)

        let device = 7
        var events = 0
        while !input.isAtEnd, events < 200 {
            events += 1
            let slot = input.int(below: 4)
            let time = runtime.inputTimestamp
            let kind: InputEvent.Kind
            switch input.int(below: 16) {
            case 0, 1: kind = .touchDown(slot: slot, x: input.unit(), y: input.unit(), majorRadius: input.byte() > 200 ? input.unit() * 40 : nil)
            case 2, 3, 4: kind = .touchMotion(slot: slot, x: input.unit(), y: input.unit(), majorRadius: nil)
            case 5: kind = .touchUp(slot: slot)
            case 6: kind = .touchCancel(slot: slot)
            case 7: kind = .touchFrame
            case 8: kind = .pointerMotion(dx: input.coordinate(40) - 20, dy: input.coordinate(40) - 20)
            case 9: kind = .pointerMotionAbsolute(x: input.unit(), y: input.unit())
            case 10: kind = .pointerButton(button: [PointerButton.primary, .secondary, .middle][input.int(below: 3)], isPressed: input.byte() & 1 == 0)
            case 11: kind = .pointerScroll(dx: input.coordinate(200) - 100, dy: input.coordinate(200) - 100)
            case 12: kind = input.byte() & 1 == 0 ? .pointerScrollStopped : .deviceAdded(info(device, &input))
            case 13:
                let text = input.string(limit: 4)
                kind = .key(InputKey(hidUsage: input.int(below: 232), evdevCode: UInt32(input.byte()), isPressed: input.byte() & 1 == 0,
                                     characters: text, charactersIgnoringModifiers: text.lowercased(),
                                     modifiers: InputModifiers(rawValue: Int(input.byte() & 0x3F)), isRepeat: input.byte() & 7 == 0))
            case 14: kind = .deviceRemoved(info(device, &input))
            default:
                // Time passes: frames (animations, decelerations, long-press timers) run.
                runtime.stepFrames(1 + input.int(below: 20))
                continue
            }
            runtime.inject(InputEvent(kind, device: device, timestamp: time))
            if input.byte() & 3 == 0 { runtime.stepFrames(1) }
        }
        runtime.stepFrames(30)
        return []
    }

    private static func info(_ id: Int, _ input: inout FuzzInput) -> InputDeviceInfo {
        InputDeviceInfo(id: id, name: "fuzz", capabilities: InputDeviceInfo.Capabilities(rawValue: input.int(below: 8)))
    }
}

/// The screen the events land on.
@MainActor
final class InputEventsScreen: UIViewController, UITableViewDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let table = UITableView(frame: CGRect(x: 0, y: 200, width: 320, height: 280), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        view.addSubview(table)

        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Type"
        field.clearButtonMode = .always
        view.addSubview(field)

        let toggle = UISwitch(frame: CGRect(x: 10, y: 54, width: 51, height: 31))
        view.addSubview(toggle)
        let slider = UISlider(frame: CGRect(x: 80, y: 54, width: 230, height: 31))
        view.addSubview(slider)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 95, width: 94, height: 32))
        view.addSubview(stepper)
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 120, y: 95, width: 190, height: 32)
        view.addSubview(segments)
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Go"
        button.frame = CGRect(x: 10, y: 140, width: 100, height: 44)
        view.addSubview(button)

        let gestures = UIView(frame: CGRect(x: 120, y: 140, width: 190, height: 50))
        gestures.backgroundColor = .systemTeal
        gestures.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
        gestures.addGestureRecognizer(UIPinchGestureRecognizer(target: nil, action: nil))
        gestures.addGestureRecognizer(UIRotationGestureRecognizer(target: nil, action: nil))
        gestures.addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
        view.addSubview(gestures)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}
