import UIKit

final class Player: NSObject {
    @objc dynamic var position: Double = 0

    func observe(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        layer.add(animation, forKey: #keyPath(CALayer.position))
        _ = value(forKeyPath: #keyPath(Player.position))
        _ = #keyPath(layer.bounds.size)
    }
}
