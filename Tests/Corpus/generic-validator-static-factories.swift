// Demonstrates: a generic `Validator<Value>` wrapping a closure, constrained-extension static factories (`extension Validator where Value == String { static var nonEmpty }`, `where Value: Comparable { static func range }`), combined with `&&`-style composition, used by a form's fields.
import SwiftUI

struct Validator<Value> {
    let message: String
    private let check: (Value) -> Bool

    init(_ message: String, check: @escaping (Value) -> Bool) {
        self.message = message
        self.check = check
    }

    func validate(_ value: Value) -> String? {
        check(value) ? nil : message
    }

    func and(_ other: Validator<Value>) -> Validator<Value> {
        Validator("\(message); \(other.message)") { value in
            self.validate(value) == nil && other.validate(value) == nil
        }
    }
}

extension Validator where Value == String {
    static var nonEmpty: Validator<String> {
        Validator("must not be empty") { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static func minLength(_ count: Int) -> Validator<String> {
        Validator("needs \(count)+ characters") { $0.count >= count }
    }
}

extension Validator where Value: Comparable {
    static func range(_ range: ClosedRange<Value>) -> Validator<Value> {
        Validator("must be in \(range.lowerBound)...\(range.upperBound)") { range.contains($0) }
    }
}

struct SignUpForm: View {
    @State private var username = ""
    @State private var age = 12
    @State private var errors: [String] = []

    private let usernameRule = Validator.nonEmpty.and(.minLength(3))
    private let ageRule = Validator<Int>.range(13...120)

    var body: some View {
        Form {
            TextField("Username", text: $username)
            Stepper("Age: \(age)", value: $age, in: 0...130)
            ForEach(errors, id: \.self) { error in
                Text(error).foregroundStyle(.red)
            }
            Button("Try al") { username = "al"; submit() }
            Button("Try alice, 30") { username = "alice"; age = 30; submit() }
        }
    }

    private func submit() {
        errors = [usernameRule.validate(username).map { "Username \($0)" },
                  ageRule.validate(age).map { "Age \($0)" }].compactMap { $0 }
        print(errors.isEmpty ? "valid: \(username), \(age)" : errors.joined(separator: " | "))
    }
}

#Preview {
    SignUpForm()
}
