import UIKit

final class Player: NSObject {
    var position: Double = 0

    func observe(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "opacity")
        layer.add(animation, forKey: "position")
        _ = value(forKeyPath: "position")
        _ = "layer.bounds.size"
    }
}
