/// One row of the tableau: basic symbol = constant + sum of coefficient * symbol. The cells
/// are kept sorted by symbol, so that adding one row to another is a merge, as in kiwi.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    var isEmpty: Bool { cells.isEmpty }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low < cells.count && cells[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    /// Adds `coefficient` times `symbol`; a cell that cancels out goes.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let value = cells[at].coefficient + coefficient
            if Row.nearZero(value) {
                cells.remove(at: at)
            } else {
                cells[at].coefficient = value
            }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
        }
    }

    /// Adds `coefficient` times `row`, merging the sorted cells.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        var changes = Changes()
        merge(row, coefficient, changes: &changes)
    }

    /// Which symbols came into a row and which left it, kept by the caller across merges
    /// so that noting them allocates nothing once the buffers have grown.
    struct Changes {
        var added: [Symbol] = []
        var removed: [Symbol] = []

        mutating func reset() {
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
        }
    }

    /// Adds `coefficient` times `row`, noting in `changes` which symbols came into the row
    /// and which cancelled out of it. The merge runs in place from the back, into room
    /// appended at the end: the row's storage grows geometrically instead of being
    /// allocated anew for every merge.
    private mutating func merge(_ row: Row, _ coefficient: Double, changes: inout Changes) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        let count = cells.count
        cells.append(contentsOf: row.cells)
        let gap = cells.withUnsafeMutableBufferPointer { all in
            var i = count - 1, j = row.cells.count - 1, k = all.count - 1
            while j >= 0 {
                let incoming = row.cells[j]
                if i >= 0, all[i].symbol.id > incoming.symbol.id {
                    all[k] = all[i]
                    i -= 1
                } else if i >= 0, all[i].symbol.id == incoming.symbol.id {
                    let value = all[i].coefficient + incoming.coefficient * coefficient
                    if Row.nearZero(value) {
                        changes.removed.append(all[i].symbol)
                        k += 1
                    } else {
                        all[k] = Cell(symbol: all[i].symbol, coefficient: value)
                    }
                    i -= 1
                    j -= 1
                } else {
                    all[k] = Cell(symbol: incoming.symbol, coefficient: incoming.coefficient * coefficient)
                    changes.added.append(incoming.symbol)
                    j -= 1
                }
                k -= 1
            }
            // Cells up to i are in place already; cancelled cells left a gap to close.
            let gap = k - i
            if gap > 0 {
                for index in (i + 1)..<(all.count - gap) { all[index] = all[index + gap] }
            }
            return gap
        }
        cells.removeLast(gap)
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        cells.remove(at: at)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Makes the row say `symbol = ...` (it was `0 = ... + c * symbol ...`).
    mutating func solve(for symbol: Symbol) {
        let (found, at) = index(of: symbol)
        let coefficient = found ? -1 / cells[at].coefficient : 0
        if found { cells.remove(at: at) }
        constant *= coefficient
        for index in cells.indices { cells[index].coefficient *= coefficient }
    }

    /// Makes the row `rhs = ...` from `lhs = ...`.
    mutating func solve(for lhs: Symbol, and rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with what `row` says it equals, noting in `changes` which symbols
    /// came into the row and which left it.
    mutating func substitute(_ symbol: Symbol, with row: Row, changes: inout Changes) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = cells[at].coefficient
        cells.remove(at: at)
        changes.removed.append(symbol)
        merge(row, coefficient, changes: &changes)
    }

    /// Replaces `symbol` with what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var changes = Changes()
        substitute(symbol, with: row, changes: &changes)
    }
}
