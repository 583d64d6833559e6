// Closures a view model passes around: escaping completion handlers kept in an array,
// autoclosures evaluated lazily, a closure capturing a value copy with a capture list,
// weak self in a stored closure, and functions as values composed.
final class Loader {
    var handlers: [(Result<Int, Error>) -> Void] = []
    var log: [String] = []
    func load(_ completion: @escaping (Result<Int, Error>) -> Void) { handlers.append(completion) }
    func finish(with value: Int) {
        let pending = handlers
        handlers.removeAll()
        for handler in pending { handler(.success(value)) }
    }
    func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { log.append(message()) }
    }
    deinit { print("Loader deinit, handlers left:", handlers.count) }
}
struct Failure: Error {}
var received: [String] = []
var loader: Loader? = Loader()
loader?.load { result in
    switch result {
    case .success(let v): received.append("first \(v)")
    case .failure: received.append("failed")
    }
}
loader?.load { received.append("second \((try? $0.get()) ?? -1)") }
loader?.finish(with: 7)
print(received, loader?.handlers.count as Any)
var evaluated = 0
func expensive() -> String { evaluated += 1; return "computed" }
loader?.check(true, expensive())
loader?.check(1 > 2, expensive())
print(loader?.log as Any, evaluated)
var counter = 1
let captured = { [counter] in "captured \(counter)" }
let live = { "live \(counter)" }
counter = 5
print(captured(), live())
final class Ticker {
    var tick: (() -> Void)?
    var count = 0
    init() { tick = { [weak self] in self?.count += 1 } }
    deinit { print("Ticker deinit at", count) }
}
var ticker: Ticker? = Ticker()
ticker?.tick?(); ticker?.tick?()
let keep = ticker?.tick
ticker = nil
keep?()
print("ticker gone")
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let shout = compose({ (s: String) in s.uppercased() }, { $0 + "!" })
let lengths: (String) -> Int = \.count
print(shout("hey"), ["a", "bcd"].map(lengths), [3, 1, 2].sorted(by: >), [1, 2, 3].map(String.init))
loader = nil
let makers: [() -> Int] = (1...3).map { n in { n * n } }
print(makers.map { $0() })
