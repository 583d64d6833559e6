// Demonstrates: injecting a view model into a view that owns it — init(viewModel: @autoclosure @escaping () -> CounterViewModel) storing _viewModel = StateObject(wrappedValue: viewModel()), so the parent's re-render does not recreate it; a parent that re-renders; deinit and init prints.
import SwiftUI

final class CounterViewModel: ObservableObject {
    @Published var count: Int
    let label: String

    init(label: String, start: Int = 0) {
        self.label = label
        self.count = start
        print("CounterViewModel(\(label)) init")
    }

    deinit {
        print("CounterViewModel(\(label)) deinit")
    }

    func increment() { count += 1 }
}

struct CounterView: View {
    @StateObject private var viewModel: CounterViewModel

    init(viewModel: @autoclosure @escaping () -> CounterViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        HStack {
            Text("\(viewModel.label): \(viewModel.count)")
            Button("+1") { viewModel.increment() }
        }
    }
}

struct ParentView: View {
    @State private var renders = 0
    @State private var showSecond = true

    var body: some View {
        VStack(spacing: 12) {
            CounterView(viewModel: CounterViewModel(label: "First", start: 10))
            if showSecond {
                CounterView(viewModel: CounterViewModel(label: "Second"))
            }
            Text("Parent renders: \(renders)")
            Button("Re-render parent") { renders += 1 }
            Toggle("Show second", isOn: $showSecond)
        }
        .padding()
    }
}

#Preview {
    ParentView()
}
