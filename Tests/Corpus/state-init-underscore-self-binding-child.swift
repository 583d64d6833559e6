// Demonstrates: an `init` that sets `self._count = State(initialValue: start)` and `self._isOn = Binding(projectedValue: isOn)`, a child taking `init(value: Binding<Int>)` and storing `_value = value`, `Binding.constant` in the preview, `@available(iOS 17.0, *)` on a view and `if #available(iOS 17.0, *)` in a body, `assert` and `precondition` in a helper.
// Source: Q&A answer (the long-lived answer to "how to initialize @State and @Binding in a custom init"); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct CounterView: View {
    @State private var count: Int
    @Binding var isOn: Bool
    let step: Int

    init(start: Int, step: Int = 1, isOn: Binding<Bool>) {
        precondition(step > 0, "step must be positive")
        self._count = State(initialValue: start)
        self._isOn = isOn
        self.step = step
    }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add \(step)") { count += step }
            Toggle("Enabled", isOn: $isOn)
            ValueEditor(value: $count)
        }
    }
}

struct ValueEditor: View {
    @Binding private var value: Int

    init(value: Binding<Int>) {
        _value = value
    }

    var body: some View {
        Stepper("Value \(value)", value: $value, in: 0...100)
    }
}

@available(iOS 17.0, *)
struct ModernBadge: View {
    var body: some View {
        Text("iOS 17")
            .padding(4)
            .background(.yellow, in: Capsule())
    }
}

func clampedPercent(_ value: Int) -> Int {
    assert(value >= 0, "negative")
    return min(100, value)
}

struct ParentView: View {
    @State private var enabled = true

    var body: some View {
        VStack {
            CounterView(start: 5, step: 2, isOn: $enabled)
            Text(enabled ? "on" : "off")
            Text("\(clampedPercent(140))%")
            if #available(iOS 17.0, *) {
                ModernBadge()
            } else {
                Text("older iOS")
            }
        }
    }
}

#Preview {
    ParentView()
}

#Preview("Constant") {
    CounterView(start: 1, isOn: .constant(true))
}
