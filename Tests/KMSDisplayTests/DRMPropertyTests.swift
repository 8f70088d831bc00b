import Testing
@testable import KMSDisplay

struct DRMPropertyTests {
    @Test func enumValueShowsItsName() {
        let property = DRMProperty(id: 1, name: "DPMS", value: 3, enumNames: [0: "On", 3: "Off"])
        #expect(property.valueDescription == "Off")
    }

    @Test func bitmaskShowsTheSetBits() {
        let property = DRMProperty(id: 2, name: "rotation", value: 0b10001,
                                   enumNames: [1: "rotate-0", 2: "rotate-90", 16: "reflect-x"], isBitmask: true)
        #expect(property.valueDescription == "rotate-0|reflect-x")
    }

    @Test func plainAndBlobValues() {
        #expect(DRMProperty(id: 3, name: "zpos", value: 2).valueDescription == "2")
        #expect(DRMProperty(id: 4, name: "MODE_ID", value: 77, isBlob: true).valueDescription == "blob 77")
    }

    @Test func lookupByName() {
        let list = [DRMProperty(id: 1, name: "CRTC_ID", value: 0), DRMProperty(id: 2, name: "FB_ID", value: 0)]
        #expect(list.named("FB_ID")?.id == 2)
        #expect(list.named("fb_id") == nil)
    }
}
