// Demonstrates: a generic enum with associated values (`LoadState<Value>`) and switch patterns: `case .loaded(let items) where items.isEmpty`, tuple switches over two enums, `if case let`, `guard case`, `for case`, `~=` ranges in cases, nested enum payloads, `@unknown`-free exhaustive switches, an Equatable synthesized on payload enums.
// Source: course (a university iOS course's lecture demo on enums and state); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum LoadState<Value>: CustomStringConvertible {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(Error)

    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(let progress): return "loading \(Int(progress * 100))%"
        case .loaded: return "loaded"
        case .failed(let error): return "failed: \(error)"
        }
    }
}

enum FetchError: Error, Equatable {
    case http(code: Int)
    case timeout
}

enum Connection: Equatable {
    case wifi(strength: Int)
    case cellular(String)
    case offline
}

struct Message: Identifiable, Equatable {
    let id: Int
    let text: String
    let unread: Bool
}

@Observable
final class InboxModel {
    var state: LoadState<[Message]> = .idle
    var connection: Connection = .wifi(strength: 3)
    var log: [String] = []

    func step() {
        switch (state, connection) {
        case (_, .offline):
            state = .failed(FetchError.timeout)
        case (.idle, _):
            state = .loading(progress: 0.25)
        case (.loading(let p), .wifi(let strength)) where strength >= 2:
            state = p >= 0.5 ? .loaded([Message(id: 1, text: "Hi", unread: true), Message(id: 2, text: "Lunch?", unread: false)]) : .loading(progress: p + 0.5)
        case (.loading, _):
            state = .loaded([])
        case (.loaded, _), (.failed, _):
            state = .idle
        }
        log.append(state.description)
        print(state)
    }

    var headline: String {
        switch state {
        case .loaded(let items) where items.isEmpty:
            return "Inbox zero"
        case .loaded(let items):
            let unread = items.filter(\.unread).count
            switch unread {
            case 0: return "All read"
            case 1...9: return "\(unread) unread"
            default: return "Lots unread"
            }
        case .failed(let error as FetchError) where error == .timeout:
            return "Timed out"
        case .failed:
            return "Something went wrong"
        case .idle, .loading:
            return "…"
        }
    }

    var unreadTexts: [String] {
        guard case .loaded(let items) = state else { return [] }
        var texts: [String] = []
        for case let message in items where message.unread {
            texts.append(message.text)
        }
        return texts
    }

    func signal() -> String {
        if case .wifi(let strength) = connection, strength > 2 { return "strong wifi" }
        if case .cellular(let carrier) = connection { return "on \(carrier)" }
        return connection == .offline ? "offline" : "weak wifi"
    }
}

struct InboxView: View {
    @State private var model = InboxModel()

    var body: some View {
        VStack(spacing: 8) {
            Text(model.headline).font(.title2)
            Text(model.signal())
            ForEach(model.unreadTexts, id: \.self) { Text($0).bold() }
            if case .loading(let progress) = model.state {
                ProgressView(value: progress)
            }
            Button("Step") { model.step() }
            Button("Go cellular") { model.connection = .cellular("Telco") }
            Button("Go offline") { model.connection = .offline }
            Text(model.log.joined(separator: " → ")).font(.caption)
        }
        .padding()
    }
}

#Preview {
    InboxView()
}
