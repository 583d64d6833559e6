import Foundation
// Errors as a network layer and a form report them.
enum NetworkError: Error {
    case badURL
    case status(Int)
    case decoding(String)
}

enum FormError: LocalizedError {
    case empty(field: String)
    case tooShort(min: Int)
    var errorDescription: String? {
        switch self {
        case .empty(let field): return "\(field) is required"
        case .tooShort(let min): return "Use at least \(min) characters"
        }
    }
}

struct ValidationFailure: Error, CustomStringConvertible {
    let reasons: [String]
    var description: String { reasons.joined(separator: "; ") }
}

func load(_ code: Int) throws -> String {
    switch code {
    case 200: return "ok"
    case 404: throw NetworkError.status(404)
    case -1: throw NetworkError.badURL
    default: throw NetworkError.decoding("code \(code)")
    }
}

func validate(_ name: String) throws -> String {
    if name.isEmpty { throw FormError.empty(field: "Name") }
    if name.count < 3 { throw FormError.tooShort(min: 3) }
    return name
}

for code in [200, 404, -1, 7] {
    do {
        print(try load(code))
    } catch NetworkError.status(let status) where status >= 400 {
        print("client error", status)
    } catch let error as NetworkError {
        print("network:", error)
    } catch {
        print("other")
    }
}
for name in ["", "al", "alice"] {
    do {
        print("valid", try validate(name))
    } catch {
        print(error.localizedDescription)
    }
}
print((try? load(200)) ?? "nil", (try? load(404)) ?? "nil")
let result = Result { try validate("x") }
switch result {
case .success(let name): print(name)
case .failure(let error): print("failed:", error)
}
print(Result<Int, Error>.success(3).map { $0 * 2 }.isSuccess)
extension Result {
    var isSuccess: Bool { if case .success = self { return true } else { return false } }
}
do {
    throw ValidationFailure(reasons: ["a", "b"])
} catch let failure as ValidationFailure {
    print(failure, failure.reasons.count)
} catch {}
func attempt(_ work: () throws -> Void) -> String {
    do { try work(); return "done" } catch { return "caught \(error)" }
}
print(attempt { }, attempt { throw NetworkError.badURL })
let errors: [Error] = [NetworkError.status(500), FormError.empty(field: "Email")]
print(errors.map { ($0 as? FormError)?.errorDescription ?? "-" })
print(errors.compactMap { $0 as? NetworkError }.count)
var attempts = 0
func flaky() throws -> Int {
    attempts += 1
    if attempts < 3 { throw NetworkError.status(503) }
    return attempts
}
var value: Int?
while value == nil {
    value = try? flaky()
}
print(value!, attempts)
defer { print("top-level defer") }
print("end")
