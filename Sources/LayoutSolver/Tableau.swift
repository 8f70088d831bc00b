/// The solver's rows by basic symbol, and for each symbol the basic symbols of the rows it
/// appears in, stored in arrays indexed by symbol number: no hashing on the hot paths.
struct Tableau {
    private var rows: [Row?] = [nil]
    private var columns: [[Symbol]] = [[]]

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

    /// The basic symbols of the rows `symbol` appears in.
    func column(_ symbol: Symbol) -> [Symbol] {
        columns[symbol.id]
    }

    /// Puts `row` in as the row of `basic` (which has none).
    mutating func insert(_ basic: Symbol, _ row: Row) {
        for symbol in row.symbols { columns[symbol.id].append(basic) }
        rows[basic.id] = row
    }

    /// Takes the row of `basic` out.
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = rows[basic.id] else { return nil }
        rows[basic.id] = nil
        for symbol in row.symbols { unlink(basic, from: symbol) }
        return row
    }

    /// Changes only the constant of the row of `basic`; returns the new constant.
    mutating func addToConstant(_ basic: Symbol, _ value: Double) -> Double {
        rows[basic.id]!.add(value)
    }

    /// Replaces `symbol` in the row of `basic` with what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row, in basic: Symbol) -> Double {
        var added: [Symbol] = [], removed: [Symbol] = []
        // Taken out and put back, so that the row's storage is not copied.
        var target = rows[basic.id]!
        rows[basic.id] = nil
        target.substitute(symbol, with: row, added: &added, removed: &removed)
        let constant = target.constant
        rows[basic.id] = target
        for other in added { columns[other.id].append(basic) }
        for other in removed { unlink(basic, from: other) }
        return constant
    }

    /// Removes `symbol` from the row of `basic`.
    mutating func removeSymbol(_ symbol: Symbol, from basic: Symbol) {
        rows[basic.id]!.remove(symbol)
        unlink(basic, from: symbol)
    }

    private mutating func unlink(_ basic: Symbol, from symbol: Symbol) {
        if let index = columns[symbol.id].lastIndex(of: basic) { columns[symbol.id].swapAt(index, columns[symbol.id].count - 1) }
        if columns[symbol.id].last == basic { columns[symbol.id].removeLast() }
    }
}
