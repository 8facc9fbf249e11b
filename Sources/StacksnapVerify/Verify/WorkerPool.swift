import Stacksnap
import Foundation
import Synchronization

/// Runs `count` independent pieces of work on `jobs` threads and returns their results in
/// index order, whatever order they finish in.
///
/// Each worker takes the next index from a shared counter, so a slow item never holds up
/// the others. Real threads (not a fixed-width system pool) so that `--jobs` means what it
/// says; each gets 8 MB of stack, as the main thread has, for deep view trees. Rendering
/// on several threads is safe: text goes through each thread's own Pango font map.
enum WorkerPool {
    static func map<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let state = State<T>(count: count)
        let workers = max(1, min(jobs, count))
        let done = DispatchGroup()
        for _ in 1..<max(workers, 1) {
            done.enter()
            let thread = Thread {
                state.drain(body)
                done.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        // The calling thread works too: with one job nothing is spawned at all.
        state.drain(body)
        done.wait()
        return state.results()
    }

    private final class State<T: Sendable>: Sendable {
        let count: Int
        let next = Atomic<Int>(0)
        let slots: Mutex<[T?]>

        init(count: Int) {
            self.count = count
            slots = Mutex([T?](repeating: nil, count: count))
        }

        func drain(_ body: @Sendable (Int) -> T) {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let value = body(index)
                slots.withLock { $0[index] = value }
            }
        }

        func results() -> [T] {
            slots.withLock { $0.compactMap { $0 } }
        }
    }
}
