/// A CRTC (scan-out engine) and what it shows now.
package struct DRMCRTC: Sendable, Equatable {
    package var id: UInt32
    /// Its position in the card's CRTC list, which connectors' and planes' masks refer to.
    package var index: Int
    /// The framebuffer scanned out now (0 = none).
    package var framebuffer: UInt32
    package var x: UInt32
    package var y: UInt32
    /// The mode it runs, nil when off.
    package var mode: DRMMode?
    package var properties: [DRMProperty]

    package init(id: UInt32, index: Int, framebuffer: UInt32 = 0, x: UInt32 = 0, y: UInt32 = 0,
                 mode: DRMMode? = nil, properties: [DRMProperty] = []) {
        self.id = id
        self.index = index
        self.framebuffer = framebuffer
        self.x = x
        self.y = y
        self.mode = mode
        self.properties = properties
    }
}
