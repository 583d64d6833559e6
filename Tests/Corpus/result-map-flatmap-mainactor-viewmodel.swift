// Demonstrates: Result chains (map, flatMap, mapError, get()) in a @MainActor view model, a guard-let shorthand, if case let on Result, and a nonisolated helper.
import SwiftUI

enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

@MainActor
final class AgeViewModel: ObservableObject {
    @Published var input = ""
    @Published private(set) var message = "Enter your age"
    @Published private(set) var history: [String] = []

    nonisolated static func parse(_ text: String) -> Result<Int, ParseError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .failure(.empty) }
        guard let value = Int(trimmed) else { return .failure(.notANumber(trimmed)) }
        return .success(value)
    }

    func submit() {
        let result = Self.parse(input)
            .flatMap { $0 >= 0 && $0 < 130 ? .success($0) : .failure(.outOfRange($0)) }
            .map { age in age >= 18 ? "adult (\(age))" : "minor (\(age))" }

        if case .success(let text) = result {
            message = "Welcome, \(text)"
        } else if case .failure(.notANumber(let raw)) = result {
            message = "'\(raw)' is not a number"
        } else if case .failure(let error) = result {
            message = "Invalid: \(error)"
        }

        let described = result.mapError { error -> ParseError in
            print("mapped error \(error)")
            return error
        }
        history.append((try? described.get()) ?? "—")
    }

    func lastEntry() -> String {
        guard let last = history.last else { return "none" }
        return last
    }
}

struct AgeForm: View {
    @StateObject private var model = AgeViewModel()

    var body: some View {
        Form {
            TextField("Age", text: $model.input)
            Text(model.message)
            Text("Last: \(model.lastEntry())")
            Button("Submit") { model.submit() }
            Button("Type 42") { model.input = " 42 " }
            Button("Type abc") { model.input = "abc" }
            Button("Type 200") { model.input = "200" }
        }
    }
}

#Preview {
    AgeForm()
}
