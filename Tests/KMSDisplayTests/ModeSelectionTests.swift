import Testing
@testable import KMSDisplay
import VitrinePlatform

struct ModeSelectionTests {
    private let hdmiModes = [DRMMode(width: 1920, height: 1080, refreshRate: 60, isPreferred: true),
                             DRMMode(width: 1920, height: 1080, refreshRate: 50),
                             DRMMode(width: 1280, height: 720, refreshRate: 59.94),
                             DRMMode(width: 1280, height: 720, refreshRate: 60)]

    private func resources(hdmi: DRMConnector.Status = .connected, dsi: DRMConnector.Status = .connected,
                           hdmiCRTC: UInt32 = 0) -> DRMResources {
        DRMResources(
            connectors: [
                DRMConnector(id: 40, name: "Writeback-1", status: .unknown, modes: [DRMMode(width: 640, height: 480, refreshRate: 60)],
                             possibleCRTCs: 0b11, isWriteback: true),
                DRMConnector(id: 41, name: "HDMI-A-1", status: hdmi, modes: hdmiModes, possibleCRTCs: 0b11, currentCRTC: hdmiCRTC),
                DRMConnector(id: 42, name: "DSI-1", status: dsi, modes: [DRMMode(width: 800, height: 480, refreshRate: 60)],
                             possibleCRTCs: 0b10),
            ],
            crtcs: [DRMCRTC(id: 30, index: 0), DRMCRTC(id: 31, index: 1)],
            planes: [DRMPlane(id: 50, kind: .overlay, possibleCRTCs: 0b11, formats: []),
                     DRMPlane(id: 51, kind: .primary, possibleCRTCs: 0b01, formats: []),
                     DRMPlane(id: 52, kind: .primary, possibleCRTCs: 0b10, formats: [])])
    }

    @Test func firstConnectedConnectorSkippingWriteback() {
        #expect(ModeSelection.connector(in: resources(), named: nil)?.name == "HDMI-A-1")
        #expect(ModeSelection.connector(in: resources(hdmi: .disconnected), named: nil)?.name == "DSI-1")
    }

    @Test func connectorByNameIgnoresCase() {
        #expect(ModeSelection.connector(in: resources(), named: "dsi-1")?.id == 42)
    }

    @Test func namedConnectorMustBeConnected() {
        #expect(ModeSelection.connector(in: resources(dsi: .disconnected), named: "DSI-1") == nil)
        #expect(ModeSelection.connector(in: resources(), named: "Writeback-1") == nil)
        #expect(ModeSelection.connector(in: resources(), named: "VGA-1") == nil)
    }

    @Test func noConnectedConnector() {
        #expect(ModeSelection.connector(in: resources(hdmi: .disconnected, dsi: .unknown), named: nil) == nil)
    }

    @Test func preferredModeWithoutRequest() {
        let connector = resources().connectors[1]
        #expect(ModeSelection.mode(of: connector, request: nil) == hdmiModes[0])
    }

    @Test func firstModeWhenNoneIsPreferred() {
        let connector = resources().connectors[2]
        #expect(ModeSelection.mode(of: connector, request: nil)?.width == 800)
    }

    @Test func requestedSizeTakesTheHighestRate() {
        let connector = resources().connectors[1]
        #expect(ModeSelection.mode(of: connector, request: KMSModeRequest(width: 1280, height: 720)) == hdmiModes[3])
    }

    @Test func requestedRateTakesTheClosestWithinOneHertz() {
        let connector = resources().connectors[1]
        #expect(ModeSelection.mode(of: connector, request: KMSModeRequest("1920x1080@50")) == hdmiModes[1])
        #expect(ModeSelection.mode(of: connector, request: KMSModeRequest("1280x720@59.9")) == hdmiModes[2])
        #expect(ModeSelection.mode(of: connector, request: KMSModeRequest("1920x1080@30")) == nil)
        #expect(ModeSelection.mode(of: connector, request: KMSModeRequest("1024x768")) == nil)
    }

    @Test func crtcInUseIsKept() {
        let res = resources(hdmiCRTC: 31)
        #expect(ModeSelection.crtc(for: res.connectors[1], in: res)?.id == 31)
    }

    @Test func firstPossibleCRTCOtherwise() {
        let res = resources()
        #expect(ModeSelection.crtc(for: res.connectors[1], in: res)?.id == 30)
        #expect(ModeSelection.crtc(for: res.connectors[2], in: res)?.id == 31)
    }

    @Test func primaryPlaneOfTheCRTC() {
        let res = resources()
        #expect(ModeSelection.primaryPlane(for: res.crtcs[0], in: res)?.id == 51)
        #expect(ModeSelection.primaryPlane(for: res.crtcs[1], in: res)?.id == 52)
    }

    @Test(arguments: [("Normal", DisplayRotation.none), ("Upside Down", .upsideDown),
                      ("Left Side Up", .counterclockwise90), ("Right Side Up", .clockwise90)])
    func rotationFromPanelOrientation(orientation: String, rotation: DisplayRotation) {
        #expect(ModeSelection.rotation(forPanelOrientation: orientation) == rotation)
    }

    @Test func noPanelOrientationIsUpright() {
        #expect(ModeSelection.rotation(forPanelOrientation: nil) == .none)
    }

    @Test func panelOrientationIsReadFromTheConnectorProperty() {
        let property = DRMProperty(id: 7, name: "panel orientation", value: 2,
                                   enumNames: [0: "Normal", 1: "Upside Down", 2: "Left Side Up", 3: "Right Side Up"])
        let connector = DRMConnector(id: 1, name: "DSI-1", status: .connected, modes: [], possibleCRTCs: 1,
                                     properties: [property])
        #expect(connector.panelOrientation == "Left Side Up")
    }

    @Test func modeRefreshRateComesFromTheClock() {
        // CEA 1080p59.94: 148.35 MHz over 2200 x 1125.
        var mode = DRMMode(width: 1920, height: 1080, refreshRate: 60)
        mode.info.clock = 148_352
        mode.info.htotal = 2200
        mode.info.vtotal = 1125
        #expect(abs(mode.refreshRate - 59.94) < 0.01)
    }
}
