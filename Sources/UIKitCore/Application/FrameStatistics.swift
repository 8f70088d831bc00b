import CoreGraphics

/// What one frame pass did and how long each phase took. Read it through
/// `VitrineRuntime.lastFrameStatistics` or `VitrineRuntime.onFrame`.
public struct FrameStatistics: Sendable, Equatable {
    /// Frame passes run so far, this one included.
    public var frameNumber: Int
    /// Presentation time of the vertical blank that started the pass, in seconds.
    public var timestamp: TimeInterval
    /// Layers whose layoutSublayers (a view's layoutSubviews) ran.
    public var layersLaidOut: Int
    /// Layers that redrew their contents (a view's draw(_:)).
    public var layersDisplayed: Int
    /// Pixel rectangles repainted into the shadow buffer because they changed, in panel
    /// pixels (turned with the display's rotation, as the flip's damage clips are).
    public var damage: [CGRect]
    /// Pixel rectangles copied into the back buffer (this frame's damage plus what
    /// the buffer missed while it was not on screen).
    public var copied: [CGRect]
    /// Whether a buffer was presented (false when nothing changed on screen).
    public var presented: Bool
    /// Seconds spent in each phase: layout and display together (they run as one
    /// pass over the tree), the transaction commit, compositing, presenting.
    public var displayTime: TimeInterval
    public var commitTime: TimeInterval
    public var compositeTime: TimeInterval
    public var presentTime: TimeInterval

    /// Seconds spent in the whole pass.
    public var totalTime: TimeInterval { displayTime + commitTime + compositeTime + presentTime }

    /// Number of pixels in `damage`.
    public var damagedPixelCount: Int {
        damage.reduce(0) { $0 + Int($1.width) * Int($1.height) }
    }

    public init(frameNumber: Int = 0, timestamp: TimeInterval = 0, layersLaidOut: Int = 0, layersDisplayed: Int = 0,
                damage: [CGRect] = [], copied: [CGRect] = [], presented: Bool = false,
                displayTime: TimeInterval = 0, commitTime: TimeInterval = 0,
                compositeTime: TimeInterval = 0, presentTime: TimeInterval = 0) {
        self.frameNumber = frameNumber
        self.timestamp = timestamp
        self.layersLaidOut = layersLaidOut
        self.layersDisplayed = layersDisplayed
        self.damage = damage
        self.copied = copied
        self.presented = presented
        self.displayTime = displayTime
        self.commitTime = commitTime
        self.compositeTime = compositeTime
        self.presentTime = presentTime
    }
}
