import Foundation

// Errors and Result as a form's validation and a loader write them.
enum ValidationError: Error, Equatable, LocalizedError {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail
    var errorDescription: String? {
        switch self {
        case .empty(let field): "\(field) is required"
        case let .tooShort(field, minimum): "\(field) needs at least \(minimum) characters"
        case .invalidEmail: "That email does not look right"
        }
    }
}

func validate(name: String, email: String) throws -> String {
    guard !name.isEmpty else { throw ValidationError.empty(field: "Name") }
    guard name.count >= 3 else { throw ValidationError.tooShort(field: "Name", minimum: 3) }
    guard email.contains("@") else { throw ValidationError.invalidEmail }
    return "\(name) <\(email)>"
}

for (name, email) in [("", "a@b"), ("Al", "a@b"), ("Alice", "nope"), ("Alice", "a@b.c")] {
    do {
        print(try validate(name: name, email: email))
    } catch let error as ValidationError where error == .invalidEmail {
        print("email:", error.localizedDescription)
    } catch let error as ValidationError {
        print("validation:", error.errorDescription ?? "?")
    } catch {
        print("other", error)
    }
}
print((try? validate(name: "Bob", email: "x")) as Any, try! validate(name: "Bob", email: "b@x"))

let results: [Result<Int, ValidationError>] = [.success(4), .failure(.invalidEmail), .success(10)]
for r in results {
    switch r.map({ $0 * 2 }) {
    case .success(let v): print("ok", v)
    case .failure(let e): print("failed", e)
    }
}
print(results.compactMap { try? $0.get() }, results.filter { if case .failure = $0 { true } else { false } }.count)
let chained = results[0].flatMap { $0 > 3 ? .success("big \($0)") : .failure(.empty(field: "n")) }
print(chained)
let caught = Result { try validate(name: "", email: "") }
if case .failure(let error) = caught { print(type(of: error), error) }

struct Parser {
    enum ParseError: Error { case badNumber(String), outOfRange(Int) }
    func parse(_ text: String) throws -> [Int] {
        try text.split(separator: ",").map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let n = Int(trimmed) else { throw ParseError.badNumber(trimmed) }
            guard (0...100).contains(n) else { throw ParseError.outOfRange(n) }
            return n
        }
    }
}
let parser = Parser()
for input in ["1, 2, 3", "4, x, 6", "7, 700"] {
    do { print(try parser.parse(input)) } catch { print("error:", error) }
}

func retrying<T>(_ attempts: Int, _ body: (Int) throws -> T) rethrows -> T {
    for attempt in 1..<attempts {
        if let value = try? body(attempt) { return value }
    }
    return try body(attempts)
}
let value = try retrying(3) { attempt -> String in
    if attempt < 3 { throw ValidationError.invalidEmail }
    return "succeeded on \(attempt)"
}
print(value)

func cleanup() throws -> String {
    var steps: [String] = []
    defer { print("cleanup steps:", steps) }
    steps.append("open")
    do {
        steps.append("write")
        throw Parser.ParseError.outOfRange(3)
    } catch Parser.ParseError.outOfRange(let n) {
        steps.append("recovered \(n)")
    }
    return steps.joined(separator: ">")
}
print(try cleanup())
print(ValidationError.tooShort(field: "Bio", minimum: 10).localizedDescription)
print(String(describing: ValidationError.empty(field: "X")), "\(Parser.ParseError.badNumber("q"))")
