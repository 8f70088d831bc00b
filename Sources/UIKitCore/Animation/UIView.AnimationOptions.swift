extension UIView {
    /// How a block animation runs: its curve, repetition, interaction and transition.
    /// Raw values are UIKit's.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views at commit, so that layout changes animate with them.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Animated views take touches, hit tested where they are on screen.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value on screen instead of the model value before the change.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each iteration forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content during a transition; Vitrine's transitions show snapshots either way.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits neither the enclosing block's curve nor its options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Not drawn by Vitrine: runs as a cross dissolve.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Not drawn by Vitrine: runs as a cross dissolve.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16...19).
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition bits (20...23).
        var transitionBits: UInt { (rawValue >> 20) & 0xF }
    }
}
