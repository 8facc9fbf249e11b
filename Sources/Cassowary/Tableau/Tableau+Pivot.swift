/// Substitution and pivoting.
///
/// 1. `substitute(_:with:into:)` replaces one symbol in one row by its definition (a merge of
///    two sorted rows, keeping the column index in step).
/// 2. `substituteEverywhere(_:with:)` does that for every restricted row that mentions the
///    symbol (found through the column index) and for the objective; definitions of external
///    variables keep their reference (they may refer to basic symbols).
/// 3. `pivot(enter:leave:)` exchanges a non-basic and a basic restricted symbol.
extension Tableau {
    /// Replaces `y` in the row of `basic` by `def` (the row of `y`). The caller keeps the
    /// column of `y` up to date, and calls `flushCancelled()` once its substitutions are done.
    mutating func substitute(_ y: Int, with def: Row, into basic: Int) {
        guard var row = rows[basic] else { return }
        rows[basic] = nil  // so `row.cells` is uniquely referenced while we rebuild it
        guard let yi = row.position(of: y) else { rows[basic] = row; return }
        let a = row.cells[yi].coefficient
        // The merge writes through pointers into the scratch buffer, sized first for the
        // longest result: appending cell by cell checked the array's uniqueness and room
        // for every cell, half the time of a long proportional stack's layout.
        var out: [Cell] = []
        swap(&out, &scratch)
        let longest = row.cells.count + def.cells.count
        if out.count < longest {
            out.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: longest - out.count))
        }
        let count = row.cells.withUnsafeBufferPointer { old in
            def.cells.withUnsafeBufferPointer { new in
                out.withUnsafeMutableBufferPointer { merged in
                    var i = 0, j = 0, n = 0
                    while i < old.count || j < new.count {
                        if j == new.count || (i < old.count && old[i].symbol < new[j].symbol) {
                            if i != yi { merged[n] = old[i]; n += 1 }
                            i += 1
                        } else if i == old.count || new[j].symbol < old[i].symbol {
                            let s = new[j].symbol, c = a * new[j].coefficient
                            if c != 0 && s != basic {
                                merged[n] = Cell(symbol: s, coefficient: c); n += 1
                                columns[s].append(basic)
                            }
                            j += 1
                        } else {
                            let s = old[i].symbol
                            let c = cleanedSum(old[i].coefficient, a * new[j].coefficient)
                            if c == 0 { cancelled.append((s, basic)) } else { merged[n] = Cell(symbol: s, coefficient: c); n += 1 }
                            i += 1; j += 1
                        }
                    }
                    return n
                }
            }
        }
        out.removeLast(out.count - count)
        row.constant = cleanedSum(row.constant, a * def.constant)
        swap(&row.cells, &out)
        swap(&out, &scratch)  // the old cells' buffer is the next merge's scratch
        rows[basic] = row
        if row.constant < 0 && kinds[basic].isPivotable { infeasible.push(basic, <) }
    }

    /// Replaces the now-basic `y` by `def` in every restricted row, in the phase-one objective
    /// and in the objective. Definitions of external variables keep their lazy reference.
    mutating func substituteEverywhere(_ y: Int, with def: Row) {
        let users = columns[y]
        var keep = Column()  // built in place: no array unless more than two definitions stay
        for r in users {
            if kinds[r] == .external { keep.append(r) } else { substitute(y, with: def, into: r) }
        }
        flushCancelled()
        columns[y] = keep
        substituteObjective(y, with: def)
    }

    /// Replaces `y` in the objective by `def`, at every level where `y` has a cost.
    mutating func substituteObjective(_ y: Int, with def: Row) {
        if objective.substitute(y, with: def) { for cell in def.cells { noteCost(cell.symbol) } }
    }

    /// Solves the row of `basic` for `y` (a symbol in it): returns `y = …` including `basic`.
    func solved(_ row: Row, basic: Int, for y: Int) -> Row {
        let a = row.coefficient(of: y)
        var cells: [Cell] = []
        cells.reserveCapacity(row.cells.count)
        var placed = false
        for cell in row.cells where cell.symbol != y {
            if !placed && basic < cell.symbol {
                cells.append(Cell(symbol: basic, coefficient: 1 / a)); placed = true
            }
            cells.append(Cell(symbol: cell.symbol, coefficient: -cell.coefficient / a))
        }
        if !placed { cells.append(Cell(symbol: basic, coefficient: 1 / a)) }
        return Row(cells: cells, constant: -row.constant / a)
    }

    /// Makes `y` basic in place of `leave`, whose row mentions `y`.
    mutating func pivot(enter y: Int, leave: Int) {
        guard let old = deleteRow(leave) else { return }
        pivots += 1
        let def = solved(old, basic: leave, for: y)
        insertRow(y, def)
        substituteEverywhere(y, with: def)
    }
}
