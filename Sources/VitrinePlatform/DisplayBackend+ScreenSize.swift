extension DisplayBackend {
    /// The size in pixels of the screen the app sees: the mode, turned by `rotation`.
    public var screenPixelSize: (width: Int, height: Int) {
        rotation.swapsAxes ? (mode.pixelHeight, mode.pixelWidth) : (mode.pixelWidth, mode.pixelHeight)
    }
}
