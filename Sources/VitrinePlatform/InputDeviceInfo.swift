/// An input device as the app's runtime knows it.
public struct InputDeviceInfo: Sendable, Equatable {
    /// Unique while the process runs; events carry it in `InputEvent.device`.
    public var id: Int
    /// The kernel's name for it ("ILITEK Multi-Touch").
    public var name: String
    public var capabilities: Capabilities

    public struct Capabilities: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touch = Capabilities(rawValue: 1 << 0)
        public static let pointer = Capabilities(rawValue: 1 << 1)
        public static let keyboard = Capabilities(rawValue: 1 << 2)
    }

    public init(id: Int, name: String, capabilities: Capabilities) {
        self.id = id
        self.name = name
        self.capabilities = capabilities
    }
}
