import Testing
import KMSDisplay

struct KMSModeRequestTests {
    @Test func sizeAndRate() {
        #expect(KMSModeRequest("1920x1080@60") == KMSModeRequest(width: 1920, height: 1080, refreshRate: 60))
        #expect(KMSModeRequest("1280X720@59.94") == KMSModeRequest(width: 1280, height: 720, refreshRate: 59.94))
    }

    @Test func sizeOnly() {
        #expect(KMSModeRequest("800x480") == KMSModeRequest(width: 800, height: 480))
    }

    @Test(arguments: ["", "1920", "1920x", "x1080", "1920x1080@", "1920x1080@0", "1920x1080@nan",
                      "0x480", "-800x480", "1920x1080@60@60", "99999x480", "widexhigh"])
    func malformedIsRejected(text: String) {
        #expect(KMSModeRequest(text) == nil)
    }

    @Test func descriptionRoundTrips() {
        #expect(KMSModeRequest("1920x1080@60")?.description == "1920x1080@60")
        #expect(KMSModeRequest("1280x720@59.94")?.description == "1280x720@59.94")
        #expect(KMSModeRequest("800x480")?.description == "800x480")
    }
}
