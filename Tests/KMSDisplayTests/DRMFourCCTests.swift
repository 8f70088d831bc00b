import Testing
@testable import KMSDisplay

struct DRMFourCCTests {
    @Test func codesMatchTheKernel() {
        // DRM_FORMAT_XRGB8888 = fourcc_code('X', 'R', '2', '4'), DRM_FORMAT_RGB565 = ('R', 'G', '1', '6').
        #expect(DRMFourCC.xrgb8888 == 0x3432_5258)
        #expect(DRMFourCC.rgb565 == 0x3631_4752)
    }

    @Test func namesRoundTrip() {
        #expect(DRMFourCC.name(DRMFourCC.code("AR24")) == "AR24")
    }

    @Test func scanOutFormats() {
        #expect(DRMFourCC.code(for: .xrgb32) == DRMFourCC.xrgb8888)
        #expect(DRMFourCC.code(for: .rgb565) == DRMFourCC.rgb565)
        #expect(DRMFourCC.code(for: .argb32Premultiplied) == nil)
    }
}
