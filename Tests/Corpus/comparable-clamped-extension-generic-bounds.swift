// Demonstrates: generic algorithms over `Comparable` — `extension Comparable { func clamped(to:) }`, a generic free function `func bounded<T: Comparable>(_:_:_:)`, a generic `struct Bounded<Value: Comparable>` with a mutating setter, and `min`/`max` over generic sequences with `where` constraints.
import SwiftUI

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

func bounded<T: Comparable>(_ value: T, _ low: T, _ high: T) -> T {
    value.clamped(to: low...high)
}

struct Bounded<Value: Comparable> {
    let range: ClosedRange<Value>
    private(set) var value: Value

    init(_ value: Value, in range: ClosedRange<Value>) {
        self.range = range
        self.value = value.clamped(to: range)
    }

    mutating func set(_ newValue: Value) {
        value = newValue.clamped(to: range)
    }
}

extension Sequence where Element: Comparable {
    func spread() -> (low: Element, high: Element)? {
        guard let low = self.min(), let high = self.max() else { return nil }
        return (low, high)
    }
}

struct ThermostatView: View {
    @State private var target = Bounded(21.5, in: 16.0...28.0)
    @State private var fan = Bounded(3, in: 1...5)
    @State private var readings: [Double] = [20.5, 22.0, 19.5]

    var body: some View {
        VStack(spacing: 12) {
            Text("Target \(target.value, specifier: "%.1f")°")
            Text("Fan speed \(fan.value)")
            if let spread = readings.spread() {
                Text("Readings \(spread.low, specifier: "%.1f")–\(spread.high, specifier: "%.1f")")
            }
            Button("Crank heat") {
                target.set(target.value + 10)
                readings.append(target.value)
                print(target.value, bounded("m", "a", "k"), bounded(7, 1, 5))
            }
            Button("Fan max") {
                fan.set(99)
                print("fan", fan.value, (-3).clamped(to: 0...10))
            }
        }
    }
}

#Preview {
    ThermostatView()
}
