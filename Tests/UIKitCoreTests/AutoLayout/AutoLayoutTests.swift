import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Auto Layout as Apple documents it: anchors and constraints place views, solved in the
/// layout pass; priorities decide conflicts; hugging and compression resistance against
/// intrinsic sizes; margins and guides; autoresizing masks as constraints; RTL; fitting
/// sizes; unsatisfiable and invalid constraints logged without breaking the layout.
@MainActor
struct AutoLayoutTests {
    private func makeWindow(width: Int = 400, height: Int = 300) throws -> (VitrineRuntime, UIWindow) {
        let display = HeadlessDisplay(pixelWidth: width, pixelHeight: height, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        return (runtime, window)
    }

    private func constrained(_ view: UIView, in superview: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test func anchorsPlaceViewsInTheLayoutPass() throws {
        let (runtime, window) = try makeWindow()
        let box = constrained(UIView(), in: window)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        #expect(box.frame == .zero)
        runtime.stepFrames(1)
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(window.constraints.count == 2 && box.constraints.count == 2)
    }

    // "Changing a constraint's constant re-solves; layoutIfNeeded applies it at once,
    // inside an animation block it animates" (the classic iOS animation).
    @Test func aChangedConstantMovesTheViewAndAnimates() throws {
        let (runtime, window) = try makeWindow()
        let box = constrained(UIView(), in: window)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        leading.constant = 200
        UIView.animate(withDuration: 1) { window.layoutIfNeeded() }
        #expect(box.frame.minX == 200)
        runtime.stepFrames(30)
        let shown = try #require(box.layer.presentation()).frame.minX
        #expect(shown > 20 && shown < 190)
    }

    @Test func theStrongerPriorityWinsAndInequalitiesBound() throws {
        let (runtime, window) = try makeWindow()
        let box = constrained(UIView(), in: window)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
                                     box.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)])
        runtime.stepFrames(1)
        #expect(box.frame == CGRect(x: 125, y: 145, width: 150, height: 10))
    }

    // "Constraints with higher priority levels are satisfied before constraints with lower
    // priority levels": five labels hugging at 250 do not outweigh one width at 750.
    @Test func aHigherPriorityWinsOverManyLowerOnes() throws {
        let (runtime, window) = try makeWindow()
        let labels = (0..<5).map { index -> UILabel in
            let label = UILabel()
            label.text = "Row \(index)"
            return label
        }
        let column = UIStackView(arrangedSubviews: labels)
        column.axis = .vertical
        _ = constrained(column, in: window)
        let preferred = column.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([preferred, column.topAnchor.constraint(equalTo: window.topAnchor),
                                     column.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        runtime.stepFrames(1)
        #expect(column.frame.width == 300)
        #expect(labels.allSatisfy { $0.frame.width == 300 })
    }

    // Apple's default content priorities for views made in code: 250 hugging and 750
    // compression resistance, except the fixed-size controls (UISwitch, UIStepper,
    // UIActivityIndicatorView hug at 750) and UIProgressView, which keeps its height (750).
    @Test func controlsOfOneSizeHugAtSevenFifty() {
        let expected: [(UIView, UILayoutPriority, UILayoutPriority)] = [
            (UIView(), .defaultLow, .defaultLow), (UILabel(), .defaultLow, .defaultLow),
            (UIButton(), .defaultLow, .defaultLow), (UISlider(), .defaultLow, .defaultLow),
            (UISwitch(), .defaultHigh, .defaultHigh), (UIStepper(), .defaultHigh, .defaultHigh),
            (UIActivityIndicatorView(style: .medium), .defaultHigh, .defaultHigh),
            (UIProgressView(progressViewStyle: .default), .defaultLow, .defaultHigh),
        ]
        for (view, horizontal, vertical) in expected {
            #expect(view.contentHuggingPriority(for: .horizontal) == horizontal, "\(type(of: view))")
            #expect(view.contentHuggingPriority(for: .vertical) == vertical, "\(type(of: view))")
            #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
            #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        }
    }

    // Apple: a label hugs its text (250) and resists compression (750).
    @Test func huggingAndCompressionResistanceDecideWhoStretches() throws {
        let (runtime, window) = try makeWindow()
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "Value"
        for label in [name, value] { _ = constrained(label, in: window) }
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            name.topAnchor.constraint(equalTo: window.topAnchor), value.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        runtime.stepFrames(1)
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == 400 - 8 - value.frame.width)
        #expect(name.frame.height == name.intrinsicContentSize.height)
        // Squeezed below their text, the one resisting less gives way.
        window.frame = CGRect(x: 0, y: 0, width: 60, height: 300)
        name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        runtime.stepFrames(1)
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == max(60 - 8 - value.frame.width, 0))
    }

    @Test func marginsAndGuidesAreRegionsOfTheirView() throws {
        let (runtime, window) = try makeWindow()
        let card = constrained(UIView(), in: window)
        card.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let inner = constrained(UIView(), in: card)
        let guide = UILayoutGuide()
        window.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.topAnchor), card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: card.trailingAnchor),
            guide.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            guide.topAnchor.constraint(equalTo: window.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        runtime.stepFrames(1)
        #expect(inner.frame == CGRect(x: 20, y: 10, width: 160, height: 80))
        #expect(guide.layoutFrame == CGRect(x: 200, y: 0, width: 200, height: 5))
        #expect(window.layoutGuides.contains { $0 === guide })
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func theSafeAreaGuideFollowsTheBarsOfAContainer() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        let label = UILabel()
        label.text = "Under the bar"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
        ])
        runtime.stepFrames(1)
        #expect(label.frame.minY == 44)
        // A controller's root view has iOS's 16-point side margins in a compact width.
        #expect(label.frame.minX == 16)
    }

    @Test func aResizingTranslatedViewCarriesItsConstrainedSubviews() throws {
        let (runtime, window) = try makeWindow()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(panel)
        let badge = constrained(UIView(), in: panel)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        runtime.stepFrames(1)
        #expect(badge.frame == CGRect(x: 370, y: 270, width: 20, height: 20))
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        runtime.stepFrames(1)
        #expect(panel.frame.size == CGSize(width: 200, height: 100))
        #expect(badge.frame == CGRect(x: 170, y: 70, width: 20, height: 20))
    }

    @Test func leadingAndTrailingFlipRightToLeft() throws {
        let (runtime, window) = try makeWindow()
        let row = constrained(UIView(), in: window)
        row.semanticContentAttribute = .forceRightToLeft
        let icon = constrained(UIView(), in: row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor), row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor), row.heightAnchor.constraint(equalToConstant: 40),
            icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
            icon.topAnchor.constraint(equalTo: row.topAnchor), icon.widthAnchor.constraint(equalToConstant: 30),
            icon.heightAnchor.constraint(equalToConstant: 30),
        ])
        runtime.stepFrames(1)
        #expect(row.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The row's own constraints are in the window, left to right; its content flips.
        #expect(row.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(icon.frame.minX == CGFloat(400 - 10 - 30))
    }

    @Test func systemLayoutSizeFittingSizesAViewToItsContent() throws {
        let cell = UIView()
        let title = UILabel()
        title.text = "Espresso"
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let text = title.intrinsicContentSize
        #expect(compressed == CGSize(width: 32 + text.width, height: 22 + text.height))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 22 + text.height))
        let label = UILabel()
        label.text = "Hi"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == label.intrinsicContentSize)
    }

    @Test func updateConstraintsRunsBeforeTheSolve() throws {
        final class Toggling: UIView {
            var wide = false
            lazy var width = widthAnchor.constraint(equalToConstant: 10)
            override func updateConstraints() {
                width.constant = wide ? 300 : 10
                width.isActive = true
                super.updateConstraints()
            }
        }
        let (runtime, window) = try makeWindow()
        let view = Toggling()
        _ = constrained(view, in: window)
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: window.topAnchor),
                                     view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 5)])
        view.setNeedsUpdateConstraints()
        runtime.stepFrames(1)
        #expect(view.frame.width == 10)
        view.wide = true
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        runtime.stepFrames(1)
        #expect(view.frame.width == 300 && !view.needsUpdateConstraints())
    }

    // Apple: "Removing the view also removes any constraints that refer to the view or to
    // any view in the view's subtree."
    @Test func removingAViewDeactivatesTheConstraintsThatReferToIt() throws {
        let (runtime, window) = try makeWindow()
        let card = constrained(UIView(), in: window)
        let badge = constrained(UIView(), in: card)
        let pin = badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
        let own = card.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([pin, own])
        runtime.stepFrames(1)
        card.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(own.isActive)
    }

    @Test func ambiguousLayoutIsDetectedAndExercised() throws {
        let (runtime, window) = try makeWindow()
        let box = constrained(UIView(), in: window)
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 40),
                                     box.heightAnchor.constraint(equalToConstant: 40)])
        runtime.stepFrames(1)
        #expect(box.hasAmbiguousLayout)
        let before = box.frame
        #expect(box.frame == before)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minX != before.minX && box.frame.minY == before.minY)
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        runtime.stepFrames(1)
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    // Apple logs "Unable to simultaneously satisfy constraints" and breaks one; NaN and
    // views without a common ancestor are refused (Apple raises for the latter).
    @Test func badConstraintsAreLoggedAndTheRestStillLaysOut() throws {
        let (runtime, window) = try makeWindow()
        let box = constrained(UIView(), in: window)
        let conflicting = box.widthAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), conflicting,
                                     box.heightAnchor.constraint(equalToConstant: 50),
                                     box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        let nan = box.widthAnchor.constraint(equalToConstant: .nan)
        nan.isActive = true
        #expect(!nan.isActive)
        let stranger = UIView()
        let orphan = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        let mixed = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: window, attribute: .top,
                                       multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        runtime.stepFrames(1)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        conflicting.priority = .defaultLow
        #expect(conflicting.priority == .required)
    }

    // The engine follows structural changes incrementally (what leaves is removed from the
    // solver, what comes is added): each step gives the frames the constraints say, as a
    // fresh build would.
    @Test func structuralChangesAreFollowedIncrementally() throws {
        let (runtime, window) = try makeWindow()
        let boxes = (0..<3).map { _ in constrained(UIView(), in: window) }
        var placing: [[NSLayoutConstraint]] = []
        for (index, box) in boxes.enumerated() {
            placing.append([
                index == 0 ? box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
                           : box.leadingAnchor.constraint(equalTo: boxes[index - 1].trailingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
            ])
            NSLayoutConstraint.activate(placing[index])
        }
        runtime.stepFrames(1)
        #expect(boxes.map(\.frame.minX) == [10, 70, 130])

        // A view leaves: the constraints that referred to it go; a new one closes the gap.
        boxes[1].removeFromSuperview()
        boxes[2].leadingAnchor.constraint(equalTo: boxes[0].trailingAnchor, constant: 30).isActive = true
        runtime.stepFrames(1)
        #expect(boxes[2].frame == CGRect(x: 90, y: 20, width: 50, height: 40))

        // A subtree comes, placed inside its container's margins.
        let container = constrained(UIView(), in: window)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let child = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: boxes[0].bottomAnchor, constant: 10),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        runtime.stepFrames(1)
        #expect(container.frame == CGRect(x: 0, y: 70, width: 200, height: 100))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 190, height: 10))

        // A view turns to its frame (autoresizing): the view chained to it follows.
        NSLayoutConstraint.deactivate(placing[0])
        boxes[0].translatesAutoresizingMaskIntoConstraints = true
        boxes[0].frame = CGRect(x: 100, y: 20, width: 60, height: 40)
        runtime.stepFrames(1)
        #expect(boxes[2].frame.minX == 190)
        #expect(container.frame.minY == 70)

        // A view moves into another superview with new constraints (its own size, installed
        // on itself, goes with it); margins change.
        boxes[2].removeFromSuperview()
        container.addSubview(boxes[2])
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        NSLayoutConstraint.activate([
            boxes[2].bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            boxes[2].trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
        ])
        runtime.stepFrames(1)
        #expect(boxes[2].frame == CGRect(x: 142, y: 52, width: 50, height: 40))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 10))

        // Right to left inside the container: leading and trailing are made anew.
        container.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        boxes[2].semanticContentAttribute = .forceRightToLeft
        runtime.stepFrames(1)
        #expect(boxes[2].frame.minX == 8)
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 10))
    }

    // Constants changed on active constraints: one that conflicts with a required bound is
    // broken and logged (as iOS does) and the rest holds; a NaN constant leaves its
    // constraint out until a finite one comes back.
    @Test func changedConstantsThatConflictOrAreNotFiniteAreLeftOut() throws {
        let (runtime, window) = try makeWindow()
        let box = constrained(UIView(), in: window)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        let left = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5)
        left.priority = .defaultLow
        NSLayoutConstraint.activate([width, wide, leading, left, box.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
                                     box.heightAnchor.constraint(equalToConstant: 50), box.topAnchor.constraint(equalTo: window.topAnchor)])
        runtime.stepFrames(1)
        #expect(box.frame == CGRect(x: 20, y: 0, width: 80, height: 50))
        width.constant = 120
        runtime.stepFrames(1)
        #expect(box.frame.width == 100)
        width.constant = 90
        runtime.stepFrames(1)
        #expect(box.frame.width == 90)
        leading.constant = .nan
        runtime.stepFrames(1)
        #expect(box.frame.minX == 5)
        leading.constant = 30
        runtime.stepFrames(1)
        #expect(box.frame == CGRect(x: 30, y: 0, width: 90, height: 50))
    }

    // A cycle of required constraints (a wider than b wider than a) cannot hold: the one
    // that closes it is broken and logged; the keyboard guide sits at the safe area's bottom.
    @Test func aCycleOfRequiredConstraintsIsBrokenAndTheKeyboardGuideIsEmpty() throws {
        let (runtime, window) = try makeWindow()
        let a = constrained(UIView(), in: window), b = constrained(UIView(), in: window)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 30),
        ])
        runtime.stepFrames(1)
        #expect(a.frame.width - b.frame.width == 10 || b.frame.width - a.frame.width == 10)
        let keyboard = window.keyboardLayoutGuide
        runtime.stepFrames(1)
        _ = keyboard.topAnchor
        let guide = constrained(UIView(), in: window)
        NSLayoutConstraint.activate([guide.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
                                     guide.heightAnchor.constraint(equalToConstant: 20),
                                     guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 20)])
        runtime.stepFrames(1)
        #expect(keyboard.layoutFrame == CGRect(x: 0, y: 300, width: 400, height: 0))
        #expect(guide.frame.maxY == 300)
    }

    // Auto Layout puts views on pixel boundaries ("UIKit cannot draw on partial pixels"):
    // iOS rounds each edge, so three equal views across 100 points at scale 1 are 33, 34 and
    // 33 wide and touch; rounding origin and size apart left a 1-point gap between two of them.
    @Test func edgesGoToPixelsSoThatNeighboursTouch() throws {
        let (runtime, window) = try makeWindow()
        let row = constrained(UIView(), in: window)
        let cells = (0..<3).map { _ in constrained(UIView(), in: row) }
        var constraints = [row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                           row.topAnchor.constraint(equalTo: window.topAnchor, constant: 10.4),
                           row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 20.2)]
        for (index, cell) in cells.enumerated() {
            constraints += [cell.topAnchor.constraint(equalTo: row.topAnchor), cell.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                            cell.leadingAnchor.constraint(equalTo: index == 0 ? row.leadingAnchor : cells[index - 1].trailingAnchor)]
            if index > 0 { constraints.append(cell.widthAnchor.constraint(equalTo: cells[0].widthAnchor)) }
        }
        constraints.append(cells[2].trailingAnchor.constraint(equalTo: row.trailingAnchor))
        NSLayoutConstraint.activate(constraints)
        runtime.stepFrames(1)
        #expect(row.frame == CGRect(x: 10, y: 10, width: 100, height: 21))
        #expect(cells.map(\.frame.width) == [33, 34, 33])
        #expect(cells.map(\.frame.minX) == [0, 33, 67])
        #expect(cells[1].frame.minX == cells[0].frame.maxX && cells[2].frame.minX == cells[1].frame.maxX)
        #expect(cells[2].frame.maxX == row.bounds.width)
        // The row's top at 10.4 and bottom at 30.6 go to 10 and 31: its cells fill it exactly.
        #expect(cells.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 21 })
    }
}
