import Foundation
// A sign-up form's validation as a view model writes it.
struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirm = ""
    var age: Int? = nil
    var acceptsTerms = false

    enum Problem: String, CaseIterable, Comparable {
        case usernameShort = "Username needs 3+ characters"
        case emailInvalid = "Email looks wrong"
        case passwordWeak = "Password needs 8+ characters and a digit"
        case passwordMismatch = "Passwords differ"
        case tooYoung = "You must be 13 or older"
        case terms = "Accept the terms"
        static func < (a: Problem, b: Problem) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    var problems: Set<Problem> {
        var found = Set<Problem>()
        if username.trimmingCharacters(in: .whitespaces).count < 3 { found.insert(.usernameShort) }
        let parts = email.split(separator: "@")
        if parts.count != 2 || !parts[1].contains(".") { found.insert(.emailInvalid) }
        if password.count < 8 || !password.contains(where: \.isNumber) { found.insert(.passwordWeak) }
        if password != confirm { found.insert(.passwordMismatch) }
        if let age, age < 13 { found.insert(.tooYoung) }
        if !acceptsTerms { found.insert(.terms) }
        return found
    }
    var isValid: Bool { problems.isEmpty }
    var firstProblem: String? { problems.sorted().first?.rawValue }
}

var form = SignUpForm()
print(form.problems.count, form.isValid, form.firstProblem ?? "none")
form.username = "  al "
form.email = "al@example"
print(form.problems.sorted().map(\.rawValue))
form.username = "alan"
form.email = "alan@example.com"
form.password = "secret"
form.confirm = "secret1"
form.age = 12
print(form.problems.sorted().map { "\($0)" })
form.password = "secret12"
form.confirm = "secret12"
form.age = 30
form.acceptsTerms = true
print(form.isValid, form.firstProblem ?? "none", form.problems)
let strength = { (password: String) -> Int in
    var score = 0
    if password.count >= 8 { score += 1 }
    if password.contains(where: \.isUppercase) { score += 1 }
    if password.contains(where: \.isNumber) { score += 1 }
    if password.contains(where: { "!@#$%".contains($0) }) { score += 1 }
    return score
}
print(["abc", "abcdefgh", "Abcdefg1", "Abcdef1!"].map(strength))
let normalized = "  Mixed Case@Example.COM ".trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
print(normalized, normalized.hasSuffix(".com"))
let digits = "(555) 123-4567".filter(\.isNumber)
print(digits, digits.count == 10 ? "valid" : "invalid")
let formatted = digits.count == 10 ? "\(digits.prefix(3))-\(digits.dropFirst(3).prefix(3))-\(digits.suffix(4))" : digits
print(formatted)
