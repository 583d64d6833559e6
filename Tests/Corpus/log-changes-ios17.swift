// Demonstrates: Self._logChanges() (iOS 17) and Self._printChanges() reporting which dynamic property caused a body run.
import SwiftUI

@Observable
class Counter {
    var value = 0
}

struct ObservedCounterView: View {
    var counter: Counter

    var body: some View {
        let _ = Self._logChanges()
        Text("Counter \(counter.value)")
    }
}

struct ContentView: View {
    @State private var counter = Counter()
    @State private var title = "Changes"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(title)
            ObservedCounterView(counter: counter)
            Button("Increment counter") { counter.value += 1 }
            Button("Rename") { title = "Renamed" }
        }
    }
}

#Preview {
    ContentView()
}
