import Foundation
import UIKit

/// Page 4: UIView animations at work, in four panels that loop while the page is on
/// screen: a card flipping over (`transition(with:)`), a ball dropping on a spring, a
/// list fading in row by row, and a progress ring redrawn by a `CADisplayLink`.
public final class AnimationsPage: UIView {
    private let panels = (0..<4).map { _ in UIView() }
    private let titles = ["Card flip", "Spring bounce", "Fading list", "Progress ring"].map { text in
        let label = UILabel()
        label.text = text.uppercased()
        label.font = .systemFont(ofSize: 16, weight: .semibold)
        label.textColor = UIColor(white: 0.7, alpha: 1)
        return label
    }
    private let card = UIView()
    private let front = UILabel()
    private let back = UILabel()
    private let ball = UIView()
    private let floorLine = UIView()
    private let rows: [UILabel] = (0..<5).map { index in
        let row = UILabel()
        row.text = "  Order #\(1041 + index) · ready for pickup"
        row.font = .systemFont(ofSize: 18)
        row.textColor = .white
        row.backgroundColor = UIColor(red: 0.22, green: 0.25, blue: 0.32, alpha: 1)
        row.layer.cornerRadius = 8
        row.alpha = 0
        return row
    }
    private let ring = ProgressRingView()
    private var timers: [Timer] = []
    private var link: CADisplayLink?
    private var ringStart: CFTimeInterval?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.09, green: 0.10, blue: 0.13, alpha: 1)
        for (panel, title) in zip(panels, titles) {
            panel.backgroundColor = UIColor(red: 0.15, green: 0.17, blue: 0.22, alpha: 1)
            panel.layer.cornerRadius = 16
            panel.addSubview(title)
            addSubview(panel)
        }
        for (face, text, color) in [(front, "FRONT", UIColor.systemBlue), (back, "BACK", UIColor.systemOrange)] {
            face.text = text
            face.font = .boldSystemFont(ofSize: 40)
            face.textColor = .white
            face.textAlignment = .center
            face.backgroundColor = color
            face.layer.cornerRadius = 14
            face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            card.addSubview(face)
        }
        back.isHidden = true
        panels[0].addSubview(card)
        ball.backgroundColor = .systemGreen
        floorLine.backgroundColor = UIColor(white: 1, alpha: 0.25)
        panels[1].addSubview(floorLine)
        panels[1].addSubview(ball)
        for row in rows { panels[2].addSubview(row) }
        panels[3].addSubview(ring)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 24
        let width = (bounds.width - margin * 3) / 2, height = (bounds.height - margin * 3) / 2
        for (index, panel) in panels.enumerated() {
            panel.frame = CGRect(x: margin + CGFloat(index % 2) * (width + margin),
                                 y: margin + CGFloat(index / 2) * (height + margin), width: width, height: height)
            titles[index].frame = CGRect(x: 20, y: 12, width: width - 40, height: 24)
        }
        let content = CGRect(x: 20, y: 48, width: width - 40, height: height - 68)
        UIView.performWithoutAnimation {
            card.frame = CGRect(x: content.midX - 110, y: content.midY - 70, width: 220, height: 140)
            ball.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            ball.layer.cornerRadius = 30
            if ball.layer.animationKeys() == nil { ball.center = CGPoint(x: content.midX, y: content.minY + 30) }
            floorLine.frame = CGRect(x: content.midX - 90, y: content.maxY, width: 180, height: 3)
            let rowHeight = min(40, (content.height - 8 * 4) / 5)
            for (index, row) in rows.enumerated() {
                row.frame = CGRect(x: content.minX, y: content.minY + CGFloat(index) * (rowHeight + 8),
                                   width: content.width, height: rowHeight)
            }
            let side = min(content.width, content.height)
            ring.frame = CGRect(x: content.midX - side / 2, y: content.midY - side / 2, width: side, height: side)
        }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { start() } else { stop() }
    }

    // MARK: The loops

    private func start() {
        guard timers.isEmpty else { return }
        layoutIfNeeded()
        flip()
        drop()
        fadeIn()
        timers = [
            Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.flip() }
            },
            Timer.scheduledTimer(withTimeInterval: 1.8, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.drop() }
            },
            Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.fadeIn() }
            },
        ]
        let link = CADisplayLink(target: self, selector: AnimationsPage.tick)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func stop() {
        for timer in timers { timer.invalidate() }
        timers = []
        link?.invalidate()
        link = nil
    }

    private func flip() {
        let showsFront = front.isHidden
        UIView.transition(with: card, duration: 0.8, options: .transitionFlipFromLeft, animations: {
            self.front.isHidden = !showsFront
            self.back.isHidden = showsFront
        })
    }

    private func drop() {
        let top = panels[1].bounds.minY + 48 + 30
        let floor = floorLine.frame.minY - 30
        ball.center.y = top
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                       options: [], animations: { self.ball.center.y = floor })
    }

    private func fadeIn() {
        for (index, row) in rows.enumerated() {
            row.alpha = 0
            // Out again once in: a second animation of the same property would replace it.
            UIView.animate(withDuration: 0.4, delay: 0.15 * Double(index), options: .curveEaseOut,
                           animations: { row.alpha = 1 }, completion: { finished in
                guard finished else { return }
                UIView.animate(withDuration: 0.4, delay: 1.6 - 0.1 * Double(index), options: .curveEaseIn,
                               animations: { row.alpha = 0.25 })
            })
        }
    }

    private func tick(_ link: CADisplayLink) {
        let start = ringStart ?? link.targetTimestamp
        ringStart = start
        ring.progress = CGFloat((link.targetTimestamp - start).truncatingRemainder(dividingBy: 3) / 3)
    }
}
