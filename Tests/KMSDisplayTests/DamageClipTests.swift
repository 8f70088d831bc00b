import CoreGraphics
import Foundation
import Testing
@testable import KMSDisplay

struct DamageClipTests {
    @Test func wholePixelRectsPassUnchanged() {
        let clips = DamageClip.clips(for: [CGRect(x: 10, y: 20, width: 30, height: 40)], width: 100, height: 100)
        #expect(clips == [DamageClip(x1: 10, y1: 20, x2: 40, y2: 60)])
    }

    @Test func fractionalRectsGrowToWholePixels() {
        let clips = DamageClip.clips(for: [CGRect(x: 1.5, y: 2.25, width: 3, height: 0.5)], width: 100, height: 100)
        #expect(clips == [DamageClip(x1: 1, y1: 2, x2: 5, y2: 3)])
    }

    @Test func rectsAreCutToTheFramebuffer() {
        let clips = DamageClip.clips(for: [CGRect(x: -10, y: 90, width: 50, height: 50)], width: 100, height: 100)
        #expect(clips == [DamageClip(x1: 0, y1: 90, x2: 40, y2: 100)])
    }

    @Test func emptyOutsideAndNonFiniteRectsAreLeftOut() {
        let damage = [CGRect(x: 5, y: 5, width: 0, height: 10), CGRect(x: 200, y: 0, width: 10, height: 10),
                      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)]
        #expect(DamageClip.clips(for: damage, width: 100, height: 100).isEmpty)
    }

    @Test func layoutMatchesTheKernelRect() {
        // FB_DAMAGE_CLIPS is an array of struct drm_mode_rect { __s32 x1, y1, x2, y2; }.
        #expect(MemoryLayout<DamageClip>.size == 16 && MemoryLayout<DamageClip>.stride == 16)
        let bytes = withUnsafeBytes(of: DamageClip(x1: 1, y1: 2, x2: 3, y2: 4)) { Array($0.bindMemory(to: Int32.self)) }
        #expect(bytes == [1, 2, 3, 4])
    }

    @Test func rectConvertsBack() {
        #expect(DamageClip(x1: 1, y1: 2, x2: 5, y2: 3).rect == CGRect(x: 1, y: 2, width: 4, height: 1))
    }
}
