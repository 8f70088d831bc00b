import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

@Suite("UIGraphics context stack and rect functions")
struct UIGraphicsTests {
    @Test func noContextOutsideDrawing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func pushAndPopNest() {
        let outer = CGContext(pixelBuffer: PixelBuffer(width: 4, height: 4))
        let inner = CGContext(pixelBuffer: PixelBuffer(width: 4, height: 4))
        UIGraphicsPushContext(outer)
        UIGraphicsPushContext(inner)
        #expect(UIGraphicsGetCurrentContext() === inner)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()
    }

    @Test func stackIsPerThread() {
        // Synchronous on purpose: an await with a pushed context would let other work on
        // this thread see it, exactly as on iOS.
        let context = CGContext(pixelBuffer: PixelBuffer(width: 4, height: 4))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var seenOnOtherThread = true
        Thread.detachNewThread {
            seenOnOtherThread = UIGraphicsGetCurrentContext() != nil
            done.signal()
        }
        done.wait()
        #expect(!seenOnOtherThread)
        #expect(UIGraphicsGetCurrentContext() === context)
    }

    @Test func imageContextMakesImageAtScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 6), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFill(opaqueRed)
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 3))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 10, height: 6))
        let pixels = try #require(image.cgImage).pixels
        #expect(pixels.width == 20 && pixels.height == 12)
        #expect(argb(pixels, 9, 5) == opaqueRed)
        #expect(argb(pixels, 10, 5) == 0)
        #expect(argb(pixels, 9, 6) == 0)
    }

    @Test func beginImageContextIsScaleOne() throws {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 1)
        #expect(image.cgImage?.width == 3 && image.cgImage?.height == 2)
    }

    @Test func imageFromPlainPushedContextIsNil() {
        UIGraphicsPushContext(CGContext(pixelBuffer: PixelBuffer(width: 4, height: 4)))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsPopContext()
    }

    @Test func invalidImageContextSizePushesNothing() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 4), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func rectFillReplacesPixels() {
        let pixels = renderPixels(width: 4, height: 1) { context in
            context.cgContext.setFill(opaqueRed)
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
            context.cgContext.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIRectFillUsingBlendMode(CGRect(x: 2, y: 0, width: 2, height: 1), .normal)
        }
        // .copy replaces: half-transparent blue; .normal blends over the red.
        #expect(argb(pixels, 0, 0) == 0x8000_0080)
        #expect(argb(pixels, 3, 0) == 0xFF7F_0080)
    }

    @Test func rectFrameDrawsOnePointInside() {
        let pixels = renderPixels(width: 8, height: 6) { context in
            context.cgContext.setFill(opaqueGreen)
            UIRectFrame(CGRect(x: 1, y: 1, width: 6, height: 4))
        }
        for x in 1...6 {
            #expect(argb(pixels, x, 1) == opaqueGreen)
            #expect(argb(pixels, x, 4) == opaqueGreen)
        }
        for y in 1...4 {
            #expect(argb(pixels, 1, y) == opaqueGreen)
            #expect(argb(pixels, 6, y) == opaqueGreen)
        }
        #expect(argb(pixels, 0, 0) == 0)
        #expect(argb(pixels, 2, 2) == 0)
        #expect(argb(pixels, 7, 5) == 0)
        #expect(inkedPixelCount(pixels) == 16)
    }

    @Test func rectClipLimitsDrawing() {
        let pixels = renderPixels(width: 6, height: 6) { context in
            context.cgContext.setFill(opaqueBlue)
            UIRectClip(CGRect(x: 2, y: 2, width: 2, height: 2))
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 6))
        }
        #expect(inkedPixelCount(pixels) == 4)
        #expect(argb(pixels, 2, 2) == opaqueBlue)
    }

    @Test func rectFillAndFrameReference() {
        let pixels = renderPixels(width: 40, height: 30, scale: 2) { context in
            context.cgContext.setFill(opaqueBlue)
            UIRectFill(CGRect(x: 4, y: 4, width: 16, height: 10))
            context.cgContext.setFill(opaqueRed)
            UIRectFrame(CGRect(x: 2, y: 2, width: 36, height: 26))
            UIRectFrame(CGRect(x: 22, y: 16, width: 10.5, height: 8.25))
        }
        expectMatchesReference(flattenedOnWhite(pixels), named: "rect-fill-frame")
    }
}
