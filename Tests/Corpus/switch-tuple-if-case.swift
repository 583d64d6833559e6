// Demonstrates: switch over a tuple with case let and ranges; if case / guard case on an enum with payloads.
import SwiftUI

enum LoadState {
    case idle
    case loading(progress: Int)
    case loaded([String])
    case failed(String)
}

struct StatusView: View {
    @State private var state: LoadState = .idle
    @State private var step = 0

    private var caption: String {
        switch (step, step.isMultiple(of: 2)) {
        case (0, _):
            return "Not started"
        case (1...3, true):
            return "Early even step"
        case (let n, false) where n > 3:
            return "Late odd step \(n)"
        default:
            return "Step \(step)"
        }
    }

    private var itemCount: Int {
        guard case .loaded(let items) = state else { return 0 }
        return items.count
    }

    var body: some View {
        VStack {
            Text(caption)
            if case .loading(let progress) = state {
                Text("Loading \(progress)%")
            } else if case .failed(let message) = state {
                Text("Error: \(message)")
            }
            Text("\(itemCount) items")
            Button("Advance") {
                step += 1
                switch state {
                case .idle: state = .loading(progress: 10)
                case .loading(let p) where p < 90: state = .loading(progress: p + 40)
                case .loading: state = .loaded(["a", "b"])
                case .loaded: state = .failed("gone")
                case .failed: state = .idle
                }
            }
        }
    }
}

#Preview {
    StatusView()
}
