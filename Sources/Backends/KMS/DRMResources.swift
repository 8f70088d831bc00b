/// What a card has: connectors, CRTCs and planes, read at one moment.
package struct DRMResources: Sendable, Equatable {
    package var connectors: [DRMConnector]
    package var crtcs: [DRMCRTC]
    package var planes: [DRMPlane]

    package init(connectors: [DRMConnector], crtcs: [DRMCRTC], planes: [DRMPlane]) {
        self.connectors = connectors
        self.crtcs = crtcs
        self.planes = planes
    }
}
