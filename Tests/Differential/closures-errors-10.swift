// A view model's actions: capture lists that copy a value, escaping handlers stored for later,
// autoclosures evaluated lazily, inout parameters and mutating methods, defer's order, rethrows,
// typed throws, Result's map and get, try? and try!, and errors with LocalizedError.
import Foundation

var counter = 0
let byValue = { [counter] in "captured \(counter)" }
let byReference = { "live \(counter)" }
counter = 5
print(byValue(), byReference())
final class Model {
    var name = "model"
    var handlers: [() -> String] = []
    func register(_ h: @escaping () -> String) { handlers.append(h) }
    func bind() {
        register { [unowned self] in "unowned \(self.name)" }
        register { [name] in "copied \(name)" }
        register { [weak self] in "weak \(self?.name ?? "gone")" }
    }
}
let m = Model()
m.bind()
m.name = "renamed"
print(m.handlers.map { $0() })
func makeCounter(step: Int = 1) -> (increment: () -> Int, peek: () -> Int) {
    var total = 0
    return ({ total += step; return total }, { total })
}
let c1 = makeCounter(), c2 = makeCounter(step: 10)
_ = c1.increment(); _ = c1.increment(); _ = c2.increment()
print(c1.peek(), c2.peek(), c1.increment())
var log: [String] = []
func note(_ message: @autoclosure () -> String, when condition: Bool) { if condition { log.append(message()) } }
func expensive(_ s: String) -> String { log.append("built \(s)"); return s.uppercased() }
note(expensive("a"), when: false)
note(expensive("b"), when: true)
print(log)
func firstNonNil<T>(_ a: T?, _ b: @autoclosure () throws -> T) rethrows -> T { if let a { return a }; return try b() }
print(firstNonNil(3, 4), firstNonNil(nil, 4))

func clamp(_ value: inout Int, to range: ClosedRange<Int>) -> Bool {
    let old = value
    value = min(max(value, range.lowerBound), range.upperBound)
    return old != value
}
var volume = 17
print(clamp(&volume, to: 0...10), volume, clamp(&volume, to: 0...10))
func swapEnds(_ a: inout [Int]) { guard a.count > 1 else { return }; a.swapAt(0, a.count - 1) }
var list = [1, 2, 3]
swapEnds(&list)
var pair = (x: 1, y: 2)
(pair.x, pair.y) = (pair.y, pair.x)
print(list, pair, pair.x)
struct Stopwatch {
    private(set) var laps: [Int] = []
    var elapsed = 0
    mutating func tick(_ n: Int) { elapsed += n }
    mutating func lap() { laps.append(elapsed); elapsed = 0 }
    mutating func reset() { self = Stopwatch() }
}
var w = Stopwatch()
w.tick(3); w.tick(4); w.lap(); w.tick(1); w.lap()
print(w.laps, w.elapsed)
var copyW = w
w.reset()
print(w.laps, copyW.laps)
copyW.tick(9)
print(copyW.elapsed)

func steps() -> String {
    var trace: [String] = []
    defer { print("outer defer saw", trace) }
    for i in 1...2 {
        defer { trace.append("end \(i)") }
        trace.append("start \(i)")
    }
    do {
        defer { trace.append("do-defer") }
        trace.append("in do")
    }
    defer { trace.append("second defer") }
    trace.append("body")
    return trace.joined(separator: ",")
}
print(steps())

enum FormError: Error, LocalizedError, Equatable {
    case empty(field: String), tooLong(Int)
    var errorDescription: String? {
        switch self {
        case .empty(let f): "\(f) is required"
        case .tooLong(let n): "too long by \(n)"
        }
    }
}
struct Plain: Error {}
func validate(_ name: String) throws(FormError) -> String {
    if name.isEmpty { throw .empty(field: "Name") }
    if name.count > 5 { throw .tooLong(name.count - 5) }
    return name
}
for input in ["Ada", "", "Grace Hopper"] {
    do { print("ok", try validate(input)) } catch { print(error.localizedDescription, error == .empty(field: "Name")) }
}
print((try? validate("Bob")) as Any, (try? validate("")) as Any, try! validate("Eve"))
print(Plain().localizedDescription.contains("Plain"), (FormError.tooLong(1) as Error).localizedDescription)
let results: [Result<Int, FormError>] = [.success(2), .failure(.tooLong(3)), .success(5)]
print(results.map { r in r.map { $0 * 10 } }.compactMap { try? $0.get() })
for r in results {
    switch r.flatMap({ $0 > 3 ? .success("\($0)") : .failure(.empty(field: "x")) }) {
    case .success(let s): print("success", s)
    case .failure(let e): print("failure", e.errorDescription ?? "")
    }
}
let captured = Result { try validate("Wilhelmina") }
print(captured, captured.mapError { _ in Plain() })
func apply(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] { try xs.map(f) }
print(apply([1, 2]) { $0 + 1 })
do { _ = try apply([1, 0]) { if $0 == 0 { throw Plain() }; return $0 } } catch { print("caught", error is Plain, error) }
