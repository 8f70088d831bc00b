import QuartzCore
import UIKit

/// The bytes held by layers' backing stores, in the window and in views of loaded controllers
/// that are out of it (the tabs not shown): the soak prints it beside RSS, issue 29. A store
/// is packed while its content does not change (see `Compositor`); one left unpacked in a view
/// out of the window keeps all its pixels.
@MainActor
struct StoreCensus {
    /// Unpacked and packed store bytes of the layers under the screen's root.
    var onScreen = (unpacked: 0, packed: 0)
    /// The same for the views of loaded controllers that are not in a window.
    var offScreen = (unpacked: 0, packed: 0)

    init(root: CALayer, controllers: [UIViewController]) {
        onScreen = Self.bytes(under: [root])
        let away = controllers.compactMap(\.viewIfLoaded).filter { $0.window == nil && $0.superview == nil }
        offScreen = Self.bytes(under: away.map(\.layer))
    }

    private static func bytes(under roots: [CALayer]) -> (unpacked: Int, packed: Int) {
        var unpacked = 0, packed = 0
        var pending = roots
        while let layer = pending.popLast() {
            if let pixels = layer.storePixels { unpacked += pixels.bytesPerRow * pixels.height }
            if let store = layer.packedStore { packed += store.byteCount }
            pending += layer.sublayers ?? []
        }
        return (unpacked, packed)
    }
}
