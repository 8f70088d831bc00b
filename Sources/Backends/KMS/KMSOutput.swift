/// What one display is driven with: a connector, its mode, a CRTC and the CRTC's primary plane.
package struct KMSOutput: Sendable, Equatable {
    package var connector: DRMConnector
    package var mode: DRMMode
    package var crtc: DRMCRTC
    /// Atomic commits need it; legacy ones address the CRTC only.
    package var primaryPlane: DRMPlane?
}
