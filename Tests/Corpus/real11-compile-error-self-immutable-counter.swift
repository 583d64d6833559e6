// Demonstrates: the first compile error most learners meet, pasted mid-lesson: a counter view whose `var count = 0` has no `@State` and whose `func increment()` writes it from a `Button`; swiftc refuses the assignment because `self` is immutable in a non-mutating method of a struct. Beside it a correct `@State` twin.
// expected-error: 20:15: left side of mutating operator isn't mutable: 'self' is immutable
// Source: learner's app (a counter from a beginner's first SwiftUI exercise, found through a search for counter increment View struct; repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct CounterView: View {
    var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {
                increment()
            }
        }
    }

    func increment() {
        count += 1
    }
}

struct FixedCounterView: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}

#Preview {
    CounterView()
}
