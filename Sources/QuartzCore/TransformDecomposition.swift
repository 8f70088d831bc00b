import Foundation

/// A `CATransform3D` split into translation, scale, skew, perspective and a rotation
/// quaternion, the way Core Animation (and CSS) interpolate transforms: each part
/// interpolates on its own, the rotation along the shorter arc. Transforms that do not
/// decompose (a zero scale) interpolate entry by entry instead.
package struct TransformDecomposition: Equatable {
    var translation: [Double] = [0, 0, 0]
    var scale: [Double] = [1, 1, 1]
    var skew: [Double] = [0, 0, 0]
    var perspective: [Double] = [0, 0, 0, 1]
    /// (x, y, z, w).
    var quaternion: [Double] = [0, 0, 0, 1]

    package init?(_ t: CATransform3D) {
        var m = Self.rows(t)
        guard m[3][3] != 0 else { return nil }
        let w = m[3][3]
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }
        var p = m
        for i in 0..<3 { p[i][3] = 0 }
        p[3][3] = 1
        guard Self.determinant(p) != 0 else { return nil }

        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            let inverse = Self.rows(CATransform3DInvert(Self.transform(p)))
            // rhs × (inverse transposed)ᵀ = inverse × rhs as a column.
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i][$1] * rhs[$1] } }
        }
        translation = [m[3][0], m[3][1], m[3][2]]

        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        scale[0] = Self.length(row[0])
        row[0] = Self.normalized(row[0])
        skew[0] = Self.dot(row[0], row[1])
        row[1] = Self.combine(row[1], row[0], -skew[0])
        scale[1] = Self.length(row[1])
        row[1] = Self.normalized(row[1])
        skew[0] /= scale[1]
        skew[1] = Self.dot(row[0], row[2])
        row[2] = Self.combine(row[2], row[0], -skew[1])
        skew[2] = Self.dot(row[1], row[2])
        row[2] = Self.combine(row[2], row[1], -skew[2])
        scale[2] = Self.length(row[2])
        row[2] = Self.normalized(row[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        guard scale.allSatisfy({ $0 != 0 && $0.isFinite }) else { return nil }

        let cross = [row[1][1] * row[2][2] - row[1][2] * row[2][1],
                     row[1][2] * row[2][0] - row[1][0] * row[2][2],
                     row[1][0] * row[2][1] - row[1][1] * row[2][0]]
        if Self.dot(row[0], cross) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                row[i] = row[i].map { -$0 }
            }
        }
        quaternion = [0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
                      0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
                      0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
                      0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot()]
        if row[2][1] > row[1][2] { quaternion[0] = -quaternion[0] }
        if row[0][2] > row[2][0] { quaternion[1] = -quaternion[1] }
        if row[1][0] > row[0][1] { quaternion[2] = -quaternion[2] }
    }

    /// The transform the parts describe.
    package var transform: CATransform3D {
        var m = Self.rows(CATransform3DIdentity)
        for i in 0..<4 { m[i][3] = perspective[i] }
        for i in 0..<4 {
            for j in 0..<3 { m[3][i] += translation[j] * m[j][i] }
        }
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        var r = Self.rows(CATransform3DIdentity)
        // Row-vector convention (CATransform3DMakeRotation's): the transpose of the
        // column-vector rotation matrix.
        r[0][0] = 1 - 2 * (y * y + z * z); r[0][1] = 2 * (x * y + z * w); r[0][2] = 2 * (x * z - y * w)
        r[1][0] = 2 * (x * y - z * w); r[1][1] = 1 - 2 * (x * x + z * z); r[1][2] = 2 * (y * z + x * w)
        r[2][0] = 2 * (x * z + y * w); r[2][1] = 2 * (y * z - x * w); r[2][2] = 1 - 2 * (x * x + y * y)
        m = Self.multiply(r, m)
        for (i, j, k) in [(2, 1, 2), (2, 0, 1), (1, 0, 0)] where skew[k] != 0 {
            var s = Self.rows(CATransform3DIdentity)
            s[i][j] = skew[k]
            m = Self.multiply(s, m)
        }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= scale[i] } }
        return Self.transform(m)
    }

    /// Rotation about x, y and z in radians (applied x, then y, then z).
    package var eulerAngles: [Double] {
        get {
            let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
            return [atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y)),
                    asin(min(max(2 * (w * y - z * x), -1), 1)),
                    atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z))]
        }
        set {
            let (cr, sr) = (cos(newValue[0] / 2), sin(newValue[0] / 2))
            let (cp, sp) = (cos(newValue[1] / 2), sin(newValue[1] / 2))
            let (cy, sy) = (cos(newValue[2] / 2), sin(newValue[2] / 2))
            quaternion = [sr * cp * cy - cr * sp * sy, cr * sp * cy + sr * cp * sy,
                          cr * cp * sy - sr * sp * cy, cr * cp * cy + sr * sp * sy]
        }
    }

    /// `a` and `b` mixed at `fraction` (0 gives `a`, 1 gives `b`; beyond extrapolates).
    package static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) -> CATransform3D {
        if a == b { return a }
        guard let da = TransformDecomposition(a), let db = TransformDecomposition(b) else {
            let f = CGFloat(fraction)
            return CATransform3D(entries: zip(a.entries, b.entries).map { $0 + ($1 - $0) * f })
        }
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * fraction } }
        var result = da
        result.translation = mix(da.translation, db.translation)
        result.scale = mix(da.scale, db.scale)
        result.skew = mix(da.skew, db.skew)
        result.perspective = mix(da.perspective, db.perspective)
        result.quaternion = slerp(da.quaternion, db.quaternion, fraction)
        return result.transform
    }

    private static func slerp(_ a: [Double], _ b: [Double], _ fraction: Double) -> [Double] {
        var b = b
        var product = dot(a, b)
        // The shorter of the two arcs between the same rotations.
        if product < 0 {
            b = b.map { -$0 }
            product = -product
        }
        product = min(product, 1)
        guard product < 1 - 1e-12 else { return zip(a, b).map { $0 + ($1 - $0) * fraction } }
        let theta = acos(product)
        let w = sin(fraction * theta) / (1 - product * product).squareRoot()
        let s = cos(fraction * theta) - product * w
        return zip(a, b).map { $0 * s + $1 * w }
    }

    // MARK: Small matrix helpers (row-major 4×4)

    private static func rows(_ t: CATransform3D) -> [[Double]] {
        let e = t.entries.map(Double.init)
        return (0..<4).map { Array(e[$0 * 4..<$0 * 4 + 4]) }
    }

    private static func transform(_ m: [[Double]]) -> CATransform3D {
        CATransform3D(entries: m.flatMap { $0 }.map { CGFloat($0) })
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    private static func determinant(_ m: [[Double]]) -> Double {
        func det3(_ r: [Int], _ c: [Int]) -> Double {
            m[r[0]][c[0]] * (m[r[1]][c[1]] * m[r[2]][c[2]] - m[r[1]][c[2]] * m[r[2]][c[1]])
                - m[r[0]][c[1]] * (m[r[1]][c[0]] * m[r[2]][c[2]] - m[r[1]][c[2]] * m[r[2]][c[0]])
                + m[r[0]][c[2]] * (m[r[1]][c[0]] * m[r[2]][c[1]] - m[r[1]][c[1]] * m[r[2]][c[0]])
        }
        return (0..<4).reduce(0) { sum, j in
            let cols = (0..<4).filter { $0 != j }
            let sign: Double = j % 2 == 0 ? 1 : -1
            return sum + sign * m[0][j] * det3([1, 2, 3], cols)
        }
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    private static func normalized(_ a: [Double]) -> [Double] {
        let l = length(a)
        return l == 0 ? a : a.map { $0 / l }
    }
    /// `a + k·b`.
    private static func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { zip(a, b).map { $0 + k * $1 } }
}
