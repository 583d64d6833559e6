// Closures, captures, defer, observers and inout as view-model code uses them.
var counter = 0
let increment = { counter += 1 }
increment(); increment()
print(counter)

var value = 10
let captured = { [value] in value * 2 }
let live = { value * 2 }
value = 50
print(captured(), live())

func makeCounter(start: Int) -> () -> Int {
    var count = start
    return {
        count += 1
        return count
    }
}
let a = makeCounter(start: 5)
let b = makeCounter(start: 0)
print(a(), a(), b(), a())

func work(_ label: String) -> String {
    var log: [String] = []
    defer { print("deferred", label, log) }
    log.append("start")
    defer { log.append("never seen") }
    log.append("end")
    return label.uppercased()
}
print(work("job"))

struct Thermostat {
    var target: Double = 20 {
        willSet { print("will set \(target) -> \(newValue)") }
        didSet {
            if target > 30 { target = 30 }
            print("did set \(oldValue) -> \(target)")
        }
    }
}
var t = Thermostat()
t.target = 22
t.target = 35
t.target += 1
print(t.target)

final class Logger {
    lazy var prefix: String = {
        print("computing prefix")
        return "[log]"
    }()
    func log(_ s: String) { print(prefix, s) }
}
let logger = Logger()
print("made logger")
logger.log("one")
logger.log("two")

func clamp(_ x: inout Int, to range: ClosedRange<Int>) {
    x = min(max(x, range.lowerBound), range.upperBound)
}
var volume = 14
clamp(&volume, to: 0...10)
print(volume)
var pair = (1, 2)
pair = (pair.1, pair.0)
print(pair)

var handlers: [String: (Int) -> String] = [:]
handlers["double"] = { "\($0 * 2)" }
handlers["square"] = { n in "\(n * n)" }
for key in handlers.keys.sorted() { print(key, handlers[key]!(7)) }

func check(_ condition: @autoclosure () -> Bool, _ message: String) {
    print(condition() ? "ok" : "failed: \(message)")
}
check(3 > 2, "math")
check([1, 2].isEmpty, "empty")

func fib() -> (Int) -> Int {
    var memo: [Int: Int] = [:]
    func f(_ n: Int) -> Int {
        if n < 2 { return n }
        if let m = memo[n] { return m }
        let r = f(n - 1) + f(n - 2)
        memo[n] = r
        return r
    }
    return f
}
print(fib()(40))
let sorter: ([Int]) -> [Int] = { $0.sorted(by: >) }
print([3, 1, 2].map { $0 * 10 }.reduce(into: "") { $0 += "\($1);" }, sorter([5, 9, 1]))
