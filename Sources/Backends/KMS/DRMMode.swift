internal import CDRM
import VitrinePlatform

/// A display mode of a connector (a `drmModeModeInfo`).
package struct DRMMode: Sendable, Equatable {
    var info: drmModeModeInfo

    init(info: drmModeModeInfo) {
        self.info = info
    }

    /// A mode with only what selection looks at, for tests and placeholders.
    package init(width: Int, height: Int, refreshRate: Double, isPreferred: Bool = false) {
        var info = drmModeModeInfo()
        info.hdisplay = UInt16(clamping: width)
        info.vdisplay = UInt16(clamping: height)
        info.vrefresh = UInt32(refreshRate.rounded())
        // A pixel clock giving exactly `refreshRate` on a blank-less raster.
        info.htotal = info.hdisplay
        info.vtotal = info.vdisplay
        info.clock = UInt32((Double(width * height) * refreshRate / 1000).rounded())
        if isPreferred { info.type = UInt32(DRM_MODE_TYPE_PREFERRED) }
        self.info = info
    }

    package var width: Int { Int(info.hdisplay) }
    package var height: Int { Int(info.vdisplay) }
    package var isPreferred: Bool { info.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0 }
    package var name: String { drmString(info.name) }

    /// The refresh rate from the pixel clock and raster totals (the kernel's integer
    /// `vrefresh` rounds 59.94 to 60).
    package var refreshRate: Double {
        guard info.htotal > 0, info.vtotal > 0, info.clock > 0 else { return Double(max(info.vrefresh, 60)) }
        var rate = Double(info.clock) * 1000 / (Double(info.htotal) * Double(info.vtotal))
        if info.flags & UInt32(DRM_MODE_FLAG_INTERLACE) != 0 { rate *= 2 }
        if info.flags & UInt32(DRM_MODE_FLAG_DBLSCAN) != 0 { rate /= 2 }
        if info.vscan > 1 { rate /= Double(info.vscan) }
        return rate
    }

    package var displayMode: DisplayMode {
        DisplayMode(pixelWidth: width, pixelHeight: height, refreshRate: refreshRate)
    }

    package static func == (lhs: DRMMode, rhs: DRMMode) -> Bool {
        withUnsafeBytes(of: lhs.info) { l in withUnsafeBytes(of: rhs.info) { r in l.elementsEqual(r) } }
    }
}

extension DRMMode: CustomStringConvertible {
    package var description: String {
        "\(width)x\(height)@\(String(format: "%.2f", refreshRate))"
    }
}
