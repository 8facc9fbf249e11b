import Cassowary

extension SolverSuite {
    /// One view of the tree scenario: its frame variables and children (empty for leaves).
    struct Node {
        var left, top, width, height: Variable
        var children: [Int] = []
        /// True when children are laid out left to right; false for top to bottom.
        var horizontal = true
    }

    static func tree(_ n: Int) -> (ops: Int, seconds: Double) {
        var count = 0
        var keep: Solver? = nil  // freed after the clock stops: teardown is not the benchmark
        let t = timed {
            let s = Solver()
            count = buildTree(s, leaves: n)
            _ = s.solution()
            keep = s
        }
        _ = keep
        return (count, t)
    }

    /// Builds the nested stacks over `leaves` leaves; returns the number of constraints.
    static func buildTree(_ s: Solver, leaves: Int) -> Int {
        var nodes: [Node] = []
        func makeNode() -> Int {
            let i = nodes.count
            nodes.append(Node(left: s.makeVariable(), top: s.makeVariable(),
                              width: s.makeVariable(), height: s.makeVariable()))
            return i
        }
        // Group bottom-up: leaves in tens, then those containers in tens, until one is left.
        var level = (0..<leaves).map { _ in makeNode() }
        var horizontal = true
        while level.count > 1 {
            var next: [Int] = []
            var i = 0
            while i < level.count {
                let parent = makeNode()
                nodes[parent].children = Array(level[i..<min(i + 10, level.count)])
                nodes[parent].horizontal = horizontal
                next.append(parent)
                i += 10
            }
            level = next
            horizontal.toggle()
        }
        let root = level[0]
        var count = 0
        func add(_ c: Constraint) {
            do { try s.add(c); count += 1 } catch { fatalError("benchmark system refused: \(error)") }
        }
        add(Constraint(Expression(nodes[root].left), .equal, Expression(constant: 0)))
        add(Constraint(Expression(nodes[root].top), .equal, Expression(constant: 0)))
        add(Constraint(Expression(nodes[root].width), .equal, Expression(constant: Double(100 * leaves / 10 + 3))))
        var leafIndex = 0
        // Pre-order, iteratively: a deep tree must not need deep recursion.
        var stack = [root]
        while let p = stack.popLast() {
            let node = nodes[p]
            if node.children.isEmpty {
                let cw = intrinsic(leafIndex), ch = Double(10 + 3 * (leafIndex % 5))
                leafIndex += 1
                add(Constraint(Expression(node.width), .lessOrEqual, Expression(constant: cw), priority: .low))
                add(Constraint(Expression(node.width), .greaterOrEqual, Expression(constant: cw), priority: .high))
                add(Constraint(Expression(node.height), .lessOrEqual, Expression(constant: ch), priority: .low))
                add(Constraint(Expression(node.height), .greaterOrEqual, Expression(constant: ch), priority: .high))
                continue
            }
            let (start, size, crossStart, crossSize) = node.horizontal
                ? (node.left, node.width, node.top, node.height)
                : (node.top, node.height, node.left, node.width)
            var previous: Node? = nil
            for c in node.children {
                let child = nodes[c]
                let (cs, ccs, ccz) = node.horizontal
                    ? (child.left, child.top, child.height)
                    : (child.top, child.left, child.width)
                if let prev = previous {
                    let (ps, pz) = node.horizontal ? (prev.left, prev.width) : (prev.top, prev.height)
                    add(Constraint(Expression(cs), .equal, ps + pz + 8))
                } else {
                    add(Constraint(Expression(cs), .equal, Expression(start)))
                }
                add(Constraint(Expression(ccs), .equal, Expression(crossStart)))
                add(Constraint(Expression(ccz), .equal, Expression(crossSize)))
                previous = child
            }
            if let last = previous {
                let (ls, lz) = node.horizontal ? (last.left, last.width) : (last.top, last.height)
                add(Constraint(start + size, .equal, ls + lz))
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return count
    }
}
