// Demonstrates: Swift 5.9 `if` and `switch` expressions assigned to lets and returned, typed throws (`throws(ValidationError)`) with an exhaustive catch, Result with get()/map/mapError, a LocalizedError shown in .alert(isPresented:error:actions:), guard-let shorthand, and a nested function.
// Source: blog post (a "what's new in Swift 5.9 and 6" roundup's sample app); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum ValidationError: LocalizedError, Equatable {
    case empty
    case tooLong(limit: Int)
    case forbidden(String)

    var errorDescription: String? {
        switch self {
        case .empty: "Please enter a name."
        case .tooLong(let limit): "Names are at most \(limit) characters."
        case .forbidden(let word): "“\(word)” is not allowed."
        }
    }
}

struct NameValidator {
    var limit = 10
    var forbidden: Set<String> = ["admin", "root"]

    func validate(_ raw: String) throws(ValidationError) -> String {
        let name = raw.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .empty }
        guard name.count <= limit else { throw .tooLong(limit: limit) }
        if forbidden.contains(name.lowercased()) { throw .forbidden(name) }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    func result(for raw: String) -> Result<String, ValidationError> {
        Result { try validate(raw) }
    }
}

struct NameFormView: View {
    @State private var input = ""
    @State private var accepted: [String] = []
    @State private var error: ValidationError?
    @State private var showError = false
    private let validator = NameValidator()

    private var status: String {
        let count = accepted.count
        return switch count {
        case 0: "No names yet"
        case 1: "One name"
        default: "\(count) names"
        }
    }

    var body: some View {
        Form {
            TextField("Name", text: $input)
            Button("Add") { add(input) }
            Button("Add admin") { add("admin") }
            Button("Add long") { add("Bartholomew the Third") }
            Button("Add blank") { add("   ") }
            Button("Add bella") { add(" bella ") }
            Section(status) {
                ForEach(accepted, id: \.self) { Text($0) }
            }
        }
        .alert(isPresented: $showError, error: error) {
            Button("OK") { error = nil }
        }
    }

    private func add(_ raw: String) {
        func log(_ message: String) { print("[\(accepted.count)] \(message)") }
        do {
            let name = try validator.validate(raw)
            accepted.append(name)
            log("added \(name)")
        } catch {
            let icon = if error == .empty { "∅" } else { "✗" }
            log("\(icon) \(error.errorDescription ?? "")")
            self.error = error
            showError = true
        }
        let lengths = validator.result(for: raw).map(\.count).mapError { _ in ValidationError.empty }
        guard let length = try? lengths.get() else { return }
        log("length \(length)")
    }
}

#Preview {
    NameFormView()
}
