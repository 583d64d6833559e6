// Closures: escaping and stored, capture lists with weak self, autoclosures, recursion through
// nested functions, composition and currying, defer order (in scopes, loops, and with throws);
// errors: enums with payloads, rethrows, Result's map / flatMap / get, catch with where and
// patterns, LocalizedError, throwing initializers, typed throws.
import Foundation

final class Downloader {
    var handlers: [(String) -> Void] = []
    var name = "dl"
    func onFinish(_ h: @escaping (String) -> Void) { handlers.append(h) }
    func finish() { handlers.forEach { $0(name) } }
    func scheduleWeak(_ log: @escaping (String) -> Void) -> () -> Void {
        return { [weak self] in log(self?.name ?? "gone") }
    }
    deinit { print("deinit Downloader") }
}
var events: [String] = []
var later: (() -> Void)?
do {
    let d = Downloader()
    d.onFinish { events.append("first \($0)") }
    d.onFinish { name in events.append("second \(name.uppercased())") }
    d.finish()
    later = d.scheduleWeak { events.append("weak \($0)") }
    later?()
}
later?()
print(events)

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) -> String { flag ? message() : "skipped" }
var evaluated = 0
func expensive() -> String { evaluated += 1; return "built" }
print(logIf(false, expensive()), logIf(true, expensive()), evaluated)
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let addOne = { (x: Int) in x + 1 }
let toText = compose(addOne) { "<\($0)>" }
func adder(_ a: Int) -> (Int) -> Int { { b in a + b } }
print(toText(4), adder(3)(4), [1, 2].map(adder(10)), [3, 1, 2].sorted(by: <), ["b", "a"].map { $0.uppercased() })
func fib(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    func go(_ k: Int) -> Int {
        if k < 2 { return k }
        if let v = memo[k] { return v }
        let v = go(k - 1) + go(k - 2)
        memo[k] = v
        return v
    }
    return go(n)
}
print(fib(50), (0..<10).map(fib))

func deferOrder() -> [String] {
    var log: [String] = []
    defer { print("outer defer saw", log.count) }
    for i in 1...2 {
        defer { log.append("loop end \(i)") }
        log.append("loop \(i)")
    }
    do {
        defer { log.append("first") }
        defer { log.append("second") }
        log.append("block")
    }
    return log
}
print(deferOrder())

enum ValidationError: Error, Equatable, LocalizedError {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalid(String)
    var errorDescription: String? {
        switch self {
        case .empty(let f): return "\(f) is empty"
        case let .tooShort(f, min): return "\(f) needs \(min) characters"
        case .invalid(let why): return "invalid: \(why)"
        }
    }
}
struct Form {
    let name: String
    init(name: String) throws {
        if name.isEmpty { throw ValidationError.empty(field: "name") }
        if name.count < 3 { throw ValidationError.tooShort(field: "name", min: 3) }
        self.name = name
    }
}
for input in ["", "al", "alice"] {
    do {
        let form = try Form(name: input)
        print("ok", form.name)
    } catch ValidationError.tooShort(_, let min) where min > 2 {
        print("short, min", min)
    } catch let error as ValidationError {
        print("validation:", error.localizedDescription, error == .empty(field: "name"))
    } catch {
        print("other", error)
    }
}
func transform<T>(_ xs: [T], _ f: (T) throws -> T) rethrows -> [T] {
    try xs.map { try f($0) }
}
print(transform([1, 2]) { $0 * 2 })
do {
    _ = try transform(["a", "bad"]) { s in
        defer { print("checked", s) }
        if s == "bad" { throw ValidationError.invalid(s) }
        return s
    }
} catch {
    print(error.localizedDescription, String(describing: error))
}
func divide(_ a: Int, _ b: Int) -> Result<Int, ValidationError> {
    b == 0 ? .failure(.invalid("zero")) : .success(a / b)
}
let r1 = divide(10, 2).map { $0 * 3 }
let r2 = divide(1, 0).map { $0 * 3 }
let r3 = divide(8, 2).flatMap { divide($0, 0) }
print(r1, (try? r1.get()) as Any, (try? r2.get()) as Any)
switch r3 { case .success(let v): print("v", v); case .failure(let e): print("e", e) }
print(r2.mapError { _ in ValidationError.empty(field: "x") }, (try? r3.get()) ?? -1)
let results = [divide(4, 2), divide(1, 0), divide(9, 3)]
print(results.compactMap { try? $0.get() }, results.filter { if case .failure = $0 { return true }; return false }.count)
enum ParseError: Error { case bad(Int) }
func parseTyped(_ s: String) throws(ParseError) -> Int {
    guard let n = Int(s) else { throw .bad(s.count) }
    return n
}
func typedReport(_ s: String) -> String {
    do { return String(try parseTyped(s)) } catch { switch error { case .bad(let n): return "typed bad \(n)" } }
}
print(typedReport("abc"), typedReport("12"), (try? parseTyped("7")) as Any)
func riskyCount(_ s: String) throws -> Int { if s.isEmpty { throw ValidationError.empty(field: "s") }; return s.count }
print((try? riskyCount("")) ?? 0, try! riskyCount("abc"), ["a", "", "bcd"].map { (try? riskyCount($0)) ?? -1 })
let errs: [Error] = [ValidationError.empty(field: "x"), ParseError.bad(2), CocoaError(.fileNoSuchFile)]
print(errs.map { $0 is ValidationError }, errs.compactMap { $0 as? ParseError }.count)
