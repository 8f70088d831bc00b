import VitrinePlatform

/// How the display is turned for the root controller's supported orientations: as set
/// up (by configuration or the panel) when they include the panel's shape, else a quarter
/// turn, so that a portrait-only app on a landscape panel is shown upright on its side,
/// as an iPhone app that does not rotate.
struct InterfaceOrientationPolicy {
    /// The rotation the display was set up with.
    let baseRotation: DisplayRotation

    /// The rotation for `mask` on a panel of `panelWidth` x `panelHeight` pixels.
    func rotation(for mask: UIInterfaceOrientationMask, panelWidth: Int, panelHeight: Int) -> DisplayRotation {
        let landscape = baseRotation.swapsAxes ? panelHeight > panelWidth : panelWidth > panelHeight
        let allowsShape = landscape ? !mask.isDisjoint(with: .landscape)
                                    : !mask.isDisjoint(with: [.portrait, .portraitUpsideDown])
        guard !allowsShape, !mask.isEmpty else { return baseRotation }
        // A clockwise quarter turn shows portrait (or landscape-right) upright; the other way
        // serves masks of only the opposite orientations.
        let clockwise = mask.contains(.portrait) || mask.contains(.landscapeRight)
        let degrees = (baseRotation.rawValue + (clockwise ? 90 : 270)) % 360
        return DisplayRotation(rawValue: degrees) ?? baseRotation
    }
}
