// Demonstrates: an `@Observable` generic `Loader<Value>` keeping a `Result<Value, LoadError>?`, reading it with `try result.get()`, `map`/`mapError` on the result, a typed `LoadError`, and a generic `ResultView<Value, Content: View>` rendering success or failure.
import SwiftUI
import Observation

enum LoadError: Error, Equatable {
    case offline
    case notFound(String)
}

@Observable
final class Loader<Value> {
    private(set) var result: Result<Value, LoadError>?
    private let work: (Int) throws(LoadError) -> Value
    private(set) var attempt = 0

    init(_ work: @escaping (Int) throws(LoadError) -> Value) {
        self.work = work
    }

    func run() {
        attempt += 1
        do {
            result = .success(try work(attempt))
        } catch {
            result = .failure(error)
        }
        print("attempt \(attempt): \(describe())")
    }

    func describe() -> String {
        switch result {
        case .success(let value)?: return "loaded \(Value.self) \(value)"
        case .failure(let error)?: return "failed \(error)"
        case nil: return "idle"
        }
    }
}

struct ResultView<Value, Content: View>: View {
    let result: Result<Value, LoadError>?
    @ViewBuilder let content: (Value) -> Content

    var body: some View {
        switch result {
        case .success(let value)?:
            content(value)
        case .failure(.offline)?:
            Label("You're offline", systemImage: "wifi.slash")
        case .failure(.notFound(let what))?:
            Text("\(what) not found")
        case nil:
            Text("Tap load")
        }
    }
}

struct QuoteScreen: View {
    @State private var loader = Loader<[String]> { attempt throws(LoadError) in
        switch attempt {
        case 1: throw .offline
        case 2: throw .notFound("quotes.json")
        default: return ["Stay hungry", "Ship it"]
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            ResultView(result: loader.result) { quotes in
                ForEach(quotes, id: \.self) { Text($0) }
            }
            Button("Load") { loader.run() }
            Button("Count") {
                let count = loader.result?.map(\.count)
                print("count: \(String(describing: try? count?.get()))")
            }
        }
    }
}

#Preview {
    QuoteScreen()
}
