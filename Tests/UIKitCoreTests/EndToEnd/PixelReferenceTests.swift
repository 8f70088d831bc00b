import Testing
import UIKitCore

/// Whole screens through the real frame pipeline, compared with reference PNGs at scale 1
/// and 2 (`Tests/UIKitTests/References/e2e-*.png`).
@MainActor
struct PixelReferenceTests {
    private nonisolated static let scales: [CGFloat] = [1, 2]

    private func name(_ base: String, _ scale: CGFloat) -> String { "e2e-\(base)@\(Int(scale))x" }

    @Test(arguments: scales)
    func nestedViews(scale: CGFloat) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let shot = EndToEnd.screenshot(scale: scale) { window in
            let container = UIView(frame: CGRect(x: 10, y: 10, width: 110, height: 90))
            container.backgroundColor = UIColor(white: 0.85, alpha: 1)
            container.clipsToBounds = true
            window.addSubview(container)

            let spilling = UIView(frame: CGRect(x: 70, y: 50, width: 60, height: 60))
            spilling.backgroundColor = .blue
            container.addSubview(spilling)
            let translucent = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            translucent.backgroundColor = .red
            translucent.alpha = 0.5
            container.addSubview(translucent)
            let nested = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
            nested.backgroundColor = .green
            translucent.addSubview(nested)
            let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            hidden.backgroundColor = .black
            hidden.isHidden = true
            container.addSubview(hidden)

            let rotated = UIView(frame: CGRect(x: 135, y: 20, width: 40, height: 40))
            rotated.backgroundColor = .orange
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
            window.addSubview(rotated)

            let rounded = FilledView(frame: CGRect(x: 130, y: 85, width: 60, height: 50), fill: .cyan)
            rounded.layer.cornerRadius = 12
            rounded.layer.borderWidth = 3
            rounded.layer.borderColor = UIColor.purple.cgColor
            rounded.clipsToBounds = true
            window.addSubview(rounded)

            let unclipped = UIView(frame: CGRect(x: 20, y: 110, width: 60, height: 30))
            unclipped.backgroundColor = .yellow
            let overhang = UIView(frame: CGRect(x: 40, y: 15, width: 50, height: 25))
            overhang.backgroundColor = .magenta
            unclipped.addSubview(overhang)
            window.addSubview(unclipped)
        }
        EndToEnd.expectReference(shot, named: name("nested-views", scale))
    }

    /// Each content mode on a view drawn once at 40×30 points and then resized to 56×44:
    /// only `.redraw` draws again; the others place the first snapshot.
    @Test(arguments: scales)
    func contentModesAfterResize(scale: CGFloat) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top,
                                           .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        let (runtime, window) = EndToEnd.makeScreen(width: 280, height: 240, scale: scale)
        let views = modes.enumerated().map { index, mode in
            let cell = CGPoint(x: 10 + CGFloat(index % 4) * 68, y: 10 + CGFloat(index / 4) * 56)
            let view = QuadrantView(frame: CGRect(origin: cell, size: CGSize(width: 40, height: 30)))
            view.contentMode = mode
            view.backgroundColor = UIColor(white: 0.8, alpha: 1)
            view.clipsToBounds = true
            window.addSubview(view)
            return view
        }
        runtime.stepUntilIdle()
        for view in views { view.frame.size = CGSize(width: 56, height: 44) }
        runtime.stepUntilIdle()
        #expect(views.map(\.drawCount) == modes.map { $0 == .redraw ? 2 : 1 })
        EndToEnd.expectReference(runtime.screenshot()!, named: name("content-modes", scale))
    }

    /// bounds.origin shifts what a view draws and where its subviews appear.
    @Test(arguments: scales)
    func boundsOriginShiftsContent(scale: CGFloat) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        final class Marks: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 30))
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 30, y: 30, width: 30, height: 30))
            }
        }
        let shot = EndToEnd.screenshot(scale: scale) { window in
            let plain = Marks(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            plain.backgroundColor = UIColor(white: 0.8, alpha: 1)
            let shifted = Marks(frame: CGRect(x: 80, y: 10, width: 60, height: 60))
            shifted.backgroundColor = UIColor(white: 0.8, alpha: 1)
            shifted.bounds.origin = CGPoint(x: 15, y: 10)
            let child = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
            child.backgroundColor = .green
            shifted.addSubview(child)
            window.addSubview(plain)
            window.addSubview(shifted)

            let scroller = UIView(frame: CGRect(x: 10, y: 80, width: 180, height: 60))
            scroller.backgroundColor = UIColor(white: 0.9, alpha: 1)
            scroller.clipsToBounds = true
            for index in 0..<6 {
                let item = UIView(frame: CGRect(x: CGFloat(index) * 50, y: 10, width: 40, height: 40))
                item.backgroundColor = index.isMultiple(of: 2) ? .orange : .purple
                scroller.addSubview(item)
            }
            scroller.bounds.origin.x = 35
            window.addSubview(scroller)
        }
        EndToEnd.expectReference(shot, named: name("bounds-origin", scale))
    }

    @Test(arguments: scales)
    func labels(scale: CGFloat) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let shot = EndToEnd.screenshot(width: 240, height: 200, scale: scale) { window in
            let alignments: [NSTextAlignment] = [.left, .center, .right]
            for (index, alignment) in alignments.enumerated() {
                let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 30, width: 220, height: 26))
                label.backgroundColor = UIColor(white: 0.9, alpha: 1)
                label.text = "Vitrine"
                label.textAlignment = alignment
                window.addSubview(label)
            }
            let modes: [NSLineBreakMode] = [.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead]
            for (index, mode) in modes.enumerated() {
                let label = UILabel(frame: CGRect(x: 10, y: 100 + CGFloat(index) * 24, width: 140, height: 22))
                label.text = "The quick brown fox jumps over the lazy dog"
                label.lineBreakMode = mode
                label.font = .systemFont(ofSize: 14)
                label.textColor = .blue
                window.addSubview(label)
            }
            let wrapped = UILabel(frame: CGRect(x: 160, y: 100, width: 70, height: 90))
            wrapped.numberOfLines = 0
            wrapped.font = .boldSystemFont(ofSize: 13)
            wrapped.text = "Wrapped over several lines"
            wrapped.textColor = .red
            window.addSubview(wrapped)
        }
        EndToEnd.expectReference(shot, named: name("labels", scale))
    }

    /// The image views of the last row show the same pixels as images of scale 1 and 3 in
    /// `.topLeft`: their point size, not the screen's scale, decides how large they are.
    @Test(arguments: scales)
    func imageViewContentModes(scale: CGFloat) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft,
                                           .bottomRight]
        let shot = EndToEnd.screenshot(width: 220, height: 220, scale: scale) { window in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
                UIColor.green.setFill()
                context.fill(CGRect(x: 20, y: 0, width: 20, height: 10))
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
                UIColor.black.setFill()
                context.fill(CGRect(x: 20, y: 10, width: 20, height: 10))
            }
            let rescaled = [1, 3].map { UIImage(cgImage: image.cgImage!, scale: $0, orientation: .up) }
            let cells = modes.map { (image, $0) } + rescaled.map { ($0, UIView.ContentMode.topLeft) }
            for (index, (image, mode)) in cells.enumerated() {
                let view = UIImageView(image: image)
                view.frame = CGRect(x: 10 + CGFloat(index % 3) * 70, y: 10 + CGFloat(index / 3) * 70, width: 60, height: 60)
                view.backgroundColor = UIColor(white: 0.8, alpha: 1)
                view.contentMode = mode
                view.clipsToBounds = true
                window.addSubview(view)
            }
        }
        EndToEnd.expectReference(shot, named: name("image-view-modes", scale))
    }
}
