extension UIFontDescriptor {
    /// A font's style as flags, with Apple's bit values (those of CoreText's
    /// `CTFontSymbolicTraits` and its stylistic class in the top four bits).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }
}
