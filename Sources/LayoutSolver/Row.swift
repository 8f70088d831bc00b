/// One row of the tableau: basic symbol = constant + sum of coefficient * symbol.
struct Row {
    private(set) var constant: Double
    private(set) var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient` times `symbol`; a cell that cancels out goes.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
    }

    /// Adds `coefficient` times `row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    mutating func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Makes the row say `symbol = ...` (it was `0 = ... + c * symbol ...`).
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells[symbol, default: 0]
        cells[symbol] = nil
        constant *= coefficient
        for (other, value) in cells { cells[other] = value * coefficient }
    }

    /// Makes the row `rhs = ...` from `lhs = ...`.
    mutating func solve(for lhs: Symbol, and rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Replaces `symbol` with what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
