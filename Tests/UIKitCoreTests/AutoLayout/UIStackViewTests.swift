import HeadlessDisplay
import Testing
@testable import UIKitCore

/// UIStackView as Apple documents it: distributions along the axis, alignments across
/// it (baselines included), spacing and custom spacing, margins-relative arrangement, and
/// hidden arranged views collapsing.
@MainActor
struct UIStackViewTests {
    private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = IntrinsicView(size: CGSize(width: width, height: height))
        return view
    }

    final class IntrinsicView: UIView {
        let size: CGSize
        init(size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    private func layout(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat? = nil) throws -> VitrineRuntime {
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: window.topAnchor),
                           stack.widthAnchor.constraint(equalToConstant: width)]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        runtime.stepFrames(1)
        return runtime
    }

    @Test func fillStretchesTheViewThatHugsLeast() throws {
        let a = box(50, 20), b = box(60, 30)
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        _ = try layout(stack)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 30))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 30))
        // The stack is as tall as its tallest view.
        #expect(stack.frame.height == 30)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    // UIStackView.Distribution.fill: "If there's any ambiguity, the stack view resizes the
    // arranged views based on their index in the arrangedSubviews array": views that hug
    // equally leave the slack to the first of them, whatever order the solver met them in.
    @Test func fillGivesTheSlackToTheFirstOfViewsThatHugEqually() throws {
        let a = box(50, 20), b = box(60, 20), c = box(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        let runtime = try layout(stack)
        #expect(a.frame.width == 170 && b.frame.width == 60 && c.frame.width == 70)
        let d = box(40, 20)
        stack.insertArrangedSubview(d, at: 0)
        runtime.stepFrames(1)
        #expect(d.frame.width == 120)
        #expect([a.frame.width, b.frame.width, c.frame.width] == [50, 60, 70])
        // A tie only: a view that hugs less takes the slack wherever it stands.
        c.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        runtime.stepFrames(1)
        #expect([d.frame.width, a.frame.width, b.frame.width, c.frame.width] == [40, 50, 60, 150])
    }

    // A settings row as iOS developers write it: the label takes the row, the switch keeps
    // its 51 points at the end (UISwitch hugs at 750, a label made in code at 250).
    @Test func aLabelAndASwitchInARow() throws {
        let label = UILabel(), toggle = UISwitch()
        label.text = "Dark Appearance"
        let stack = UIStackView(arrangedSubviews: [label, toggle])
        stack.alignment = .center
        _ = try layout(stack)
        #expect(toggle.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(label.frame.minX == 0 && label.frame.width == 249)
    }

    @Test func fillEquallyAndProportionally() throws {
        let a = box(50, 20), b = box(150, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 20
        let runtime = try layout(stack)
        #expect(a.frame.width == 140 && b.frame.width == 140 && b.frame.minX == 160)
        stack.distribution = .fillProportionally
        runtime.stepFrames(1)
        #expect(a.frame.width == 70 && b.frame.width == 210)
    }

    @Test func equalSpacingAndEqualCentering() throws {
        let a = box(40, 20), b = box(60, 20), c = box(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        let runtime = try layout(stack)
        #expect([a.frame.width, b.frame.width, c.frame.width] == [40, 60, 20])
        #expect(b.frame.minX - a.frame.maxX == c.frame.minX - b.frame.maxX)
        #expect(a.frame.minX == 0 && c.frame.maxX == 300)
        stack.distribution = .equalCentering
        runtime.stepFrames(1)
        #expect(abs((b.frame.midX - a.frame.midX) - (c.frame.midX - b.frame.midX)) < 0.01)
    }

    @Test func alignmentsAcrossTheAxis() throws {
        let small = box(40, 10), tall = box(40, 50)
        let stack = UIStackView(arrangedSubviews: [small, tall])
        stack.alignment = .center
        let runtime = try layout(stack)
        #expect(stack.frame.height == 50)
        #expect(small.frame.midY == 25 && small.frame.height == 10)
        stack.alignment = .bottom
        runtime.stepFrames(1)
        #expect(small.frame.maxY == 50)
        stack.alignment = .top
        runtime.stepFrames(1)
        #expect(small.frame.minY == 0)
        stack.alignment = .fill
        runtime.stepFrames(1)
        #expect(small.frame.height == 50)
    }

    @Test func firstBaselineAlignsLabelsOfDifferentSizes() throws {
        let big = UILabel(), small = UILabel()
        big.text = "Total"
        big.font = .systemFont(ofSize: 34)
        small.text = "incl. VAT"
        small.font = .systemFont(ofSize: 13)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        _ = try layout(stack)
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) < 0.51)
        #expect(big.frame.minY == 0)
    }

    @Test func hiddenViewsCollapseAndCustomSpacingApplies() throws {
        let a = box(40, 20), b = box(40, 20), c = box(40, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 5
        stack.setCustomSpacing(20, after: a)
        let runtime = try layout(stack)
        #expect(b.frame.minY == 40 && c.frame.minY == 65)
        #expect(stack.frame.height == 85)
        b.isHidden = true
        runtime.stepFrames(1)
        #expect(c.frame.minY == 40)
        #expect(stack.frame.height == 60)
        stack.removeArrangedSubview(c)
        runtime.stepFrames(1)
        #expect(stack.frame.height == 20)
        #expect(c.superview === stack)
    }

    // Hidden inside an animation block, the others slide into the room (iOS animates it).
    @Test func hidingInsideAnAnimationSlidesTheOthers() throws {
        let a = box(40, 20), b = box(40, 20), c = box(40, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        let runtime = try layout(stack)
        #expect(c.frame.minY == 40)
        UIView.animate(withDuration: 1) { b.isHidden = true }
        #expect(c.frame.minY == 20)
        runtime.stepFrames(30)
        let shown = try #require(c.layer.presentation()).frame.minY
        #expect(shown > 20 && shown < 40)
    }

    @Test func marginsRelativeArrangement() throws {
        let a = box(40, 20)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        _ = try layout(stack)
        #expect(a.frame == CGRect(x: 10, y: 4, width: 280, height: 20))
        #expect(stack.frame.height == 30)
    }
}
