/// A map from small non-negative integers (constraint numbers, symbol numbers) to values,
/// stored as an array: no hashing on the hot path, and nothing to iterate in hash order.
struct DenseTable<Value> {
    private var slots: [Value?] = []

    subscript(_ i: Int) -> Value? {
        get { i >= 0 && i < slots.count ? slots[i] : nil }
        set {
            guard i >= 0 else { return }
            if i >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: i - slots.count + 1))
            }
            slots[i] = newValue
        }
    }
}
