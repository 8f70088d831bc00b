/// The solver's rows by basic symbol, and for each symbol the basic symbols of the rows it
/// appears in, stored in arrays indexed by symbol number: no hashing on the hot paths.
struct Tableau {
    private var rows: [Row?] = [nil]
    private var columns: [[Symbol]] = [[]]
    /// Reused by every substitution: no allocations once grown.
    private var changes = Row.Changes()

    /// Makes room for symbols up to `id`.
    mutating func reserve(upTo id: Int) {
        while rows.count <= id {
            rows.append(nil)
            columns.append([])
        }
    }

    subscript(basic: Symbol) -> Row? {
        rows[basic.id]
    }

    /// Whether `symbol` is basic for no row and appears in none.
    func isUnused(_ symbol: Symbol) -> Bool {
        rows[symbol.id] == nil && columns[symbol.id].isEmpty
    }

    /// The basic symbols of the rows `symbol` appears in.
    func column(_ symbol: Symbol) -> [Symbol] {
        columns[symbol.id]
    }

    /// Puts `row` in as the row of `basic` (which has none).
    mutating func insert(_ basic: Symbol, _ row: Row) {
        for cell in row.cells { columns[cell.symbol.id].append(basic) }
        rows[basic.id] = row
    }

    /// Takes the row of `basic` out.
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = rows[basic.id] else { return nil }
        rows[basic.id] = nil
        for cell in row.cells { unlink(basic, from: cell.symbol) }
        return row
    }

    /// Changes only the constant of the row of `basic`; returns the new constant.
    @discardableResult
    mutating func addToConstant(_ basic: Symbol, _ value: Double) -> Double {
        rows[basic.id]!.add(value)
    }

    /// Replaces `symbol` in every row with what `row` says it equals (`row` is not in the
    /// tableau); `changed` learns each row's basic symbol and new constant. The symbol's
    /// column empties at once instead of cell by cell.
    mutating func substitute(_ symbol: Symbol, with row: Row, _ changed: (Symbol, Double) -> Void) {
        let basics = columns[symbol.id]
        columns[symbol.id] = []
        for basic in basics {
            changes.reset()
            // Taken out and put back, so that the row's storage is not copied.
            var target = rows[basic.id]!
            rows[basic.id] = nil
            target.substitute(symbol, with: row, changes: &changes)
            rows[basic.id] = target
            for other in changes.added { columns[other.id].append(basic) }
            for other in changes.removed where other != symbol { unlink(basic, from: other) }
            changed(basic, target.constant)
        }
    }

    /// Removes `symbol` from every row.
    mutating func removeEverywhere(_ symbol: Symbol) {
        let basics = columns[symbol.id]
        columns[symbol.id] = []
        for basic in basics { rows[basic.id]!.remove(symbol) }
    }

    private mutating func unlink(_ basic: Symbol, from symbol: Symbol) {
        if let index = columns[symbol.id].lastIndex(of: basic) { columns[symbol.id].swapAt(index, columns[symbol.id].count - 1) }
        if columns[symbol.id].last == basic { columns[symbol.id].removeLast() }
    }
}
