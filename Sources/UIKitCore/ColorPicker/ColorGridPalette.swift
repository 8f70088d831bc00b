import Foundation

/// The colours of iOS's colour picker grid: a row of greys from white to black over nine
/// rows of twelve hues, darkest at the top, full colour in the middle, palest at the bottom.
@MainActor
enum ColorGridPalette {
    static let columns = 12
    static let rows = 10
    /// The hues of the columns, in degrees: cyan-blue to green, as iOS's grid runs.
    private static let hues: [CGFloat] = [199, 213, 232, 264, 296, 340, 4, 20, 36, 48, 58, 80]

    /// The colour at `row`, `column`.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 {
            return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1)
        }
        let hue = hues[column] / 360
        // Rows 1-5 brighten to the full colour; rows 6-9 pale towards white.
        if row <= 5 {
            let brightness = 0.3 + 0.7 * CGFloat(row - 1) / 4
            return UIColor(hue: hue, saturation: 1, brightness: brightness, alpha: 1)
        }
        let saturation = 1 - 0.2 * CGFloat(row - 5) - 0.05
        return UIColor(hue: hue, saturation: saturation, brightness: 1, alpha: 1)
    }

    /// The grid cell whose colour is closest to `color` (its alpha ignored), when one matches.
    static func cell(matching color: UIColor) -> (row: Int, column: Int)? {
        let wanted = components(color)
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = components(self.color(row: row, column: column))
                if abs(cell.0 - wanted.0) < 0.01, abs(cell.1 - wanted.1) < 0.01, abs(cell.2 - wanted.2) < 0.01 {
                    return (row, column)
                }
            }
        }
        return nil
    }

    static func components(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }
}
