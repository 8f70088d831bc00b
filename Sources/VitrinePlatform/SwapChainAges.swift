/// Which buffer of a page-flipped swap chain to draw into next, and how old its
/// contents are (the compositor repaints the damage of that many frames).
///
/// Buffers are used round-robin after the one on screen, so with 2 buffers each is 2
/// frames old when drawn into again, with 3 buffers 3 frames old.
package struct SwapChainAges: Sendable, Equatable {
    package let count: Int
    /// The frame number at which each buffer was last shown (0 = never, contents unknown).
    private var shownAtFrame: [Int]
    private var framesShown = 0
    /// The buffer on screen, nil before the first frame.
    package private(set) var front: Int?

    package init(count: Int) {
        self.count = max(1, count)
        shownAtFrame = Array(repeating: 0, count: self.count)
    }

    /// The buffer to draw the next frame into.
    package var next: Int { front.map { ($0 + 1) % count } ?? 0 }

    /// Frames since `index` was last on screen; 0 when its contents are unknown.
    package func age(of index: Int) -> Int {
        let shown = shownAtFrame[index]
        return shown == 0 ? 0 : framesShown + 1 - shown
    }

    /// `index` went on screen.
    package mutating func markShown(_ index: Int) {
        framesShown += 1
        shownAtFrame[index] = framesShown
        front = index
    }

    /// Every buffer's contents are unknown (new buffers, a modeset, a resumed session).
    package mutating func reset() {
        shownAtFrame = Array(repeating: 0, count: count)
    }
}
