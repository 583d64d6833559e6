// Demonstrates: moving work off the main actor — Task.detached computing a result, await MainActor.run to publish it, Task.yield in a loop, and cancelling a stored task.
import SwiftUI

@MainActor
final class PrimeViewModel: ObservableObject {
    @Published var status = "Idle"
    @Published var primes: [Int] = []
    private var work: Task<Void, Never>?

    nonisolated static func primes(upTo limit: Int) -> [Int] {
        guard limit >= 2 else { return [] }
        var result: [Int] = []
        for candidate in 2...limit {
            if !result.contains(where: { candidate % $0 == 0 && $0 * $0 <= candidate }) {
                result.append(candidate)
            }
        }
        return result
    }

    func compute(upTo limit: Int) {
        work?.cancel()
        status = "Computing up to \(limit)…"
        work = Task.detached(priority: .userInitiated) { [weak self] in
            let found = PrimeViewModel.primes(upTo: limit)
            try? await Task.sleep(for: .milliseconds(200))
            if Task.isCancelled {
                print("cancelled \(limit)")
                return
            }
            await MainActor.run {
                self?.primes = found
                self?.status = "\(found.count) primes up to \(limit)"
                print("done \(limit): last \(found.last ?? 0)")
            }
        }
    }

    func countdown() async {
        for n in stride(from: 3, through: 1, by: -1) {
            status = "Starting in \(n)"
            await Task.yield()
        }
        status = "Go"
    }
}

struct PrimeView: View {
    @StateObject private var model = PrimeViewModel()

    var body: some View {
        VStack {
            Text(model.status)
            Text(model.primes.suffix(5).map(String.init).joined(separator: ", "))
            Button("Primes to 50") { model.compute(upTo: 50) }
            Button("Primes to 100 then 30") {
                model.compute(upTo: 100)
                model.compute(upTo: 30)
            }
            Button("Countdown") { Task { await model.countdown() } }
        }
    }
}

#Preview {
    PrimeView()
}
