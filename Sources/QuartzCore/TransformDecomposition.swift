import Foundation

/// A `CATransform3D` split into translation, scale, skew, perspective and a rotation
/// quaternion, the way Core Animation (and CSS) interpolate transforms: each part
/// interpolates on its own, the rotation along the shorter arc. Transforms that do not
/// decompose (a zero scale) interpolate entry by entry instead. Fixed-size vectors only:
/// this runs for every transform animation in every frame.
package struct TransformDecomposition: Equatable {
    var translation = SIMD3<Double>(0, 0, 0)
    var scale = SIMD3<Double>(1, 1, 1)
    /// xy, xz and yz shears.
    var skew = SIMD3<Double>(0, 0, 0)
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    /// (x, y, z, w).
    var quaternion = SIMD4<Double>(0, 0, 0, 1)

    package init?(_ t: CATransform3D) {
        var m = Matrix(t)
        guard m[3][3] != 0 else { return nil }
        let w = m[3][3]
        for i in 0..<4 { m[i] /= w }
        var p = m
        for i in 0..<3 { p[i][3] = 0 }
        p[3][3] = 1
        guard p.determinant != 0 else { return nil }

        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = SIMD4(m[0][3], m[1][3], m[2][3], m[3][3])
            let inverse = Matrix(CATransform3DInvert(p.transform))
            // rhs × (inverse transposed) = inverse × rhs as a column.
            perspective = SIMD4((inverse[0] * rhs).sum(), (inverse[1] * rhs).sum(),
                                (inverse[2] * rhs).sum(), (inverse[3] * rhs).sum())
        }
        translation = SIMD3(m[3][0], m[3][1], m[3][2])

        var row = (SIMD3(m[0][0], m[0][1], m[0][2]), SIMD3(m[1][0], m[1][1], m[1][2]), SIMD3(m[2][0], m[2][1], m[2][2]))
        scale.x = Self.length(row.0)
        row.0 = Self.normalized(row.0)
        skew.x = (row.0 * row.1).sum()
        row.1 -= skew.x * row.0
        scale.y = Self.length(row.1)
        row.1 = Self.normalized(row.1)
        skew.x /= scale.y
        skew.y = (row.0 * row.2).sum()
        row.2 -= skew.y * row.0
        skew.z = (row.1 * row.2).sum()
        row.2 -= skew.z * row.1
        scale.z = Self.length(row.2)
        row.2 = Self.normalized(row.2)
        skew.y /= scale.z
        skew.z /= scale.z
        guard scale.x != 0, scale.y != 0, scale.z != 0, scale.x.isFinite, scale.y.isFinite, scale.z.isFinite else { return nil }

        let cross = SIMD3(row.1.y * row.2.z - row.1.z * row.2.y, row.1.z * row.2.x - row.1.x * row.2.z,
                          row.1.x * row.2.y - row.1.y * row.2.x)
        if (row.0 * cross).sum() < 0 {
            scale = -scale
            row = (-row.0, -row.1, -row.2)
        }
        quaternion = SIMD4(0.5 * max(1 + row.0.x - row.1.y - row.2.z, 0).squareRoot(),
                           0.5 * max(1 - row.0.x + row.1.y - row.2.z, 0).squareRoot(),
                           0.5 * max(1 - row.0.x - row.1.y + row.2.z, 0).squareRoot(),
                           0.5 * max(1 + row.0.x + row.1.y + row.2.z, 0).squareRoot())
        if row.2.y > row.1.z { quaternion.x = -quaternion.x }
        if row.0.z > row.2.x { quaternion.y = -quaternion.y }
        if row.1.x > row.0.y { quaternion.z = -quaternion.z }
    }

    /// The transform the parts describe.
    package var transform: CATransform3D {
        var m = Matrix.identity
        for i in 0..<4 { m[i][3] = perspective[i] }
        m[3] += translation.x * m[0] + translation.y * m[1] + translation.z * m[2]
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        // Row-vector convention (CATransform3DMakeRotation's): the transpose of the
        // column-vector rotation matrix.
        var r = Matrix.identity
        r[0] = SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0)
        r[1] = SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0)
        r[2] = SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0)
        m = r * m
        // Shears, yz then xz then xy, each a row combination.
        if skew.z != 0 { m[2] += skew.z * m[1] }
        if skew.y != 0 { m[2] += skew.y * m[0] }
        if skew.x != 0 { m[1] += skew.x * m[0] }
        m[0] *= scale.x
        m[1] *= scale.y
        m[2] *= scale.z
        return m.transform
    }

    /// Rotation about x, y and z in radians (applied x, then y, then z).
    package var eulerAngles: SIMD3<Double> {
        get {
            let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
            return SIMD3(atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y)),
                         asin(min(max(2 * (w * y - z * x), -1), 1)),
                         atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z)))
        }
        set {
            let (cr, sr) = (cos(newValue.x / 2), sin(newValue.x / 2))
            let (cp, sp) = (cos(newValue.y / 2), sin(newValue.y / 2))
            let (cy, sy) = (cos(newValue.z / 2), sin(newValue.z / 2))
            quaternion = SIMD4(sr * cp * cy - cr * sp * sy, cr * sp * cy + sr * cp * sy,
                               cr * cp * sy - sr * sp * cy, cr * cp * cy + sr * sp * sy)
        }
    }

    /// `a` and `b` mixed at `fraction` (0 gives `a`, 1 gives `b`; beyond extrapolates).
    package static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) -> CATransform3D {
        if a == b { return a }
        guard let da = TransformDecomposition(a), let db = TransformDecomposition(b) else {
            let x = Matrix(a), y = Matrix(b)
            var mixed = x
            for i in 0..<4 { mixed[i] = x[i] + (y[i] - x[i]) * fraction }
            return mixed.transform
        }
        var result = da
        result.translation = da.translation + (db.translation - da.translation) * fraction
        result.scale = da.scale + (db.scale - da.scale) * fraction
        result.skew = da.skew + (db.skew - da.skew) * fraction
        result.perspective = da.perspective + (db.perspective - da.perspective) * fraction
        result.quaternion = slerp(da.quaternion, db.quaternion, fraction)
        return result.transform
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ fraction: Double) -> SIMD4<Double> {
        var b = b
        var product = (a * b).sum()
        // The shorter of the two arcs between the same rotations.
        if product < 0 {
            b = -b
            product = -product
        }
        product = min(product, 1)
        guard product < 1 - 1e-12 else { return a + (b - a) * fraction }
        let theta = acos(product)
        let w = sin(fraction * theta) / (1 - product * product).squareRoot()
        let s = cos(fraction * theta) - product * w
        return a * s + b * w
    }

    private static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
    private static func normalized(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let l = length(v)
        return l == 0 ? v : v / l
    }

    /// A 4×4 matrix as four rows.
    private struct Matrix {
        var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

        static let identity = Matrix(CATransform3DIdentity)

        init(_ t: CATransform3D) {
            rows = (SIMD4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14)),
                    SIMD4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24)),
                    SIMD4(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34)),
                    SIMD4(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44)))
        }

        subscript(i: Int) -> SIMD4<Double> {
            get {
                switch i {
                case 0: rows.0
                case 1: rows.1
                case 2: rows.2
                default: rows.3
                }
            }
            set {
                switch i {
                case 0: rows.0 = newValue
                case 1: rows.1 = newValue
                case 2: rows.2 = newValue
                default: rows.3 = newValue
                }
            }
        }

        var transform: CATransform3D {
            let (a, b, c, d) = rows
            return CATransform3D(m11: a.x, m12: a.y, m13: a.z, m14: a.w, m21: b.x, m22: b.y, m23: b.z, m24: b.w,
                                 m31: c.x, m32: c.y, m33: c.z, m34: c.w, m41: d.x, m42: d.y, m43: d.z, m44: d.w)
        }

        /// `a × b`: row i of the result is row i of `a` combining the rows of `b`.
        static func * (a: Matrix, b: Matrix) -> Matrix {
            var result = a
            for i in 0..<4 {
                let r = a[i]
                result[i] = r.x * b[0] + r.y * b[1] + r.z * b[2] + r.w * b[3]
            }
            return result
        }

        var determinant: Double {
            let (a, b, c, d) = rows
            func det3(_ p: SIMD3<Double>, _ q: SIMD3<Double>, _ r: SIMD3<Double>) -> Double {
                p.x * (q.y * r.z - q.z * r.y) - p.y * (q.x * r.z - q.z * r.x) + p.z * (q.x * r.y - q.y * r.x)
            }
            func drop(_ v: SIMD4<Double>, _ j: Int) -> SIMD3<Double> {
                switch j {
                case 0: SIMD3(v.y, v.z, v.w)
                case 1: SIMD3(v.x, v.z, v.w)
                case 2: SIMD3(v.x, v.y, v.w)
                default: SIMD3(v.x, v.y, v.z)
                }
            }
            return (0..<4).reduce(0) { sum, j in
                let sign: Double = j % 2 == 0 ? 1 : -1
                return sum + sign * a[j] * det3(drop(b, j), drop(c, j), drop(d, j))
            }
        }
    }
}
