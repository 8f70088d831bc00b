import CoreGraphics

/// The pixel size and refresh rate a display scans out.
public struct DisplayMode: Sendable, Equatable, CustomStringConvertible {
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Vertical refresh rate in hertz.
    public var refreshRate: Double

    public init(pixelWidth: Int, pixelHeight: Int, refreshRate: Double) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.refreshRate = refreshRate
    }

    /// Time between two vertical blanks, in seconds.
    public var refreshInterval: TimeInterval { 1 / refreshRate }

    public var description: String {
        "\(pixelWidth)x\(pixelHeight)@\(String(format: "%.2f", refreshRate))"
    }
}
