// Demonstrates: a small app showing "how Apple intended async/await in SwiftUI" and its pitfalls: a `@MainActor class SafeViewModel: ObservableObject` with `@Published private(set) var rows: [Order] = []` filled from `await LongRunningTask().getOrders()`, an `UnsafeViewModel` without the annotation that updates `rows` from `Task.detached` and fixes it with `await MainActor.run { … }`, an `actor`-free `struct LongRunningTask` whose `getOrders()` sleeps and builds orders with `(1...5).map`, `Order: Identifiable` with a computed `formattedTotal` using `.formatted(.currency(code:))`, a `TabView` holding both screens, `.task` and `.refreshable`.
// Source: learner's app (a developer's "SwiftUI concurrency" demo contrasting safe and unsafe view models, after a conference session; repository georgiIvanov/SwiftUIConcurrency studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Order: Identifiable {
    let id = UUID()
    let name: String
    let total: Double

    var formattedTotal: String {
        total.formatted(.currency(code: "EUR"))
    }
}

struct LongRunningTask {
    func getOrders() async -> [Order] {
        try? await Task.sleep(nanoseconds: 500_000_000)
        return (1...5).map { Order(name: "Order #\($0)", total: Double($0) * 9.5) }
    }
}

/// A view model that will safely schedule its updates on the main actor
@MainActor
class SafeViewModel: ObservableObject {
    @Published private(set) var rows: [Order] = []

    /// Simulates fetching of remote data and updates state on the main actor.
    func fetchRowData() async {
        let orders = await LongRunningTask().getOrders()
        self.rows = orders
    }
}

/// Updates its state from whatever thread finished the work (the purple warning in Xcode)
class UnsafeViewModel: ObservableObject {
    @Published private(set) var rows: [Order] = []
    @Published private(set) var fixed = false

    func fetchRowData() {
        Task.detached {
            let orders = await LongRunningTask().getOrders()
            await MainActor.run {
                self.rows = orders
                self.fixed = true
            }
        }
    }
}

struct SafeView: View {
    @StateObject private var viewModel = SafeViewModel()

    var body: some View {
        List(viewModel.rows) { order in
            HStack {
                Text(order.name)
                Spacer()
                Text(order.formattedTotal)
            }
        }
        .task {
            await viewModel.fetchRowData()
        }
        .refreshable {
            await viewModel.fetchRowData()
        }
    }
}

struct UnsafeView: View {
    @StateObject private var viewModel = UnsafeViewModel()

    var body: some View {
        VStack {
            List(viewModel.rows) { order in
                Text("\(order.name) – \(order.formattedTotal)")
            }
            Text(viewModel.fixed ? "updated on the main actor" : "waiting")
            Button("Fetch") {
                viewModel.fetchRowData()
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            SafeView()
                .tabItem { Label("Safe", systemImage: "checkmark.shield") }
            UnsafeView()
                .tabItem { Label("Unsafe", systemImage: "exclamationmark.triangle") }
        }
    }
}

#Preview {
    ContentView()
}
