/// The key of a state of the app's own in a configuration state: a cell subclass adds it
/// in `configurationState`, and reads it back in `updateConfiguration(using:)`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }
}
