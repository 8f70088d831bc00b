import CoreGraphics
import Testing

@Suite struct CGColorTests {
    @Test func componentsAndAlpha() {
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(color.components == [1, 0.5, 0, 0.25])
        #expect(color.numberOfComponents == 4 && color.alpha == 0.25)
        #expect(color.colorSpace?.model == .rgb)
        #expect(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
        #expect(color.copy(alpha: 1)?.components == [1, 0.5, 0, 1])
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1) && CGColor.black != CGColor.white)
    }

    @Test func premultipliedPixelValue() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).premultipliedARGB32 == 0xFFFF_0000)
        #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5).premultipliedARGB32 == 0x8080_8080)
        #expect(CGColor(gray: 0.5, alpha: 1).premultipliedARGB32 == 0xFF80_8080)
        #expect(CGColor.clear.premultipliedARGB32 == 0)
    }

    @Test func colorSpaces() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpace(name: "nonsense") == nil)
    }
}
