/// One row of the tableau: basic symbol = constant + sum of coefficient * symbol. The cells
/// are kept sorted by symbol, so that adding one row to another is a merge, as in kiwi.
struct Row {
    private(set) var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    var isEmpty: Bool { symbols.isEmpty }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low < symbols.count && symbols[low].id == symbol.id, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? coefficients[at] : 0
    }

    /// Adds `coefficient` times `symbol`; a cell that cancels out goes.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let value = coefficients[at] + coefficient
            if Row.nearZero(value) {
                symbols.remove(at: at)
                coefficients.remove(at: at)
            } else {
                coefficients[at] = value
            }
        } else if !Row.nearZero(coefficient) {
            symbols.insert(symbol, at: at)
            coefficients.insert(coefficient, at: at)
        }
    }

    /// Adds `coefficient` times `row`, merging the sorted cells.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        var added: [Symbol] = [], removed: [Symbol] = []
        merge(row, coefficient, added: &added, removed: &removed)
    }

    /// Adds `coefficient` times `row`, telling which symbols came into the row and which
    /// cancelled out of it.
    private mutating func merge(_ row: Row, _ coefficient: Double, added: inout [Symbol], removed: inout [Symbol]) {
        constant += row.constant * coefficient
        guard !row.symbols.isEmpty else { return }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            if j == row.symbols.count || (i < symbols.count && symbols[i].id < row.symbols[j].id) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || row.symbols[j].id < symbols[i].id {
                mergedSymbols.append(row.symbols[j])
                mergedCoefficients.append(row.coefficients[j] * coefficient)
                added.append(row.symbols[j])
                j += 1
            } else {
                let value = coefficients[i] + row.coefficients[j] * coefficient
                if Row.nearZero(value) {
                    removed.append(symbols[i])
                } else {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        symbols.remove(at: at)
        coefficients.remove(at: at)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Makes the row say `symbol = ...` (it was `0 = ... + c * symbol ...`).
    mutating func solve(for symbol: Symbol) {
        let (found, at) = index(of: symbol)
        let coefficient = found ? -1 / coefficients[at] : 0
        if found {
            symbols.remove(at: at)
            coefficients.remove(at: at)
        }
        constant *= coefficient
        for index in coefficients.indices { coefficients[index] *= coefficient }
    }

    /// Makes the row `rhs = ...` from `lhs = ...`.
    mutating func solve(for lhs: Symbol, and rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with what `row` says it equals, telling which symbols came into
    /// the row and which left it.
    mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], removed: inout [Symbol]) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        removed.append(symbol)
        merge(row, coefficient, added: &added, removed: &removed)
    }

    /// Replaces `symbol` with what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var added: [Symbol] = [], removed: [Symbol] = []
        substitute(symbol, with: row, added: &added, removed: &removed)
    }
}
