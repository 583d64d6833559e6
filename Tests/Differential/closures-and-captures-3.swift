// Closures as a view model keeps them: handlers, counters, memoized work.
func makeCounter(step: Int = 1) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}
let byOne = makeCounter()
let byFive = makeCounter(step: 5)
print(byOne(), byOne(), byFive(), byOne(), byFive())

var value = 10
let captured = { [value] in value * 2 }
let live = { value * 2 }
value = 50
print(captured(), live())

var handlers: [String: (Int) -> String] = [:]
handlers["double"] = { "\($0 * 2)" }
handlers["square"] = { n in "\(n * n)" }
for key in handlers.keys.sorted() {
    print(key, handlers[key]!(7))
}

func sum(_ numbers: Int...) -> Int { numbers.reduce(0, +) }
print(sum(), sum(1), sum(1, 2, 3))

func swapFirstLast(_ items: inout [String]) {
    guard items.count > 1 else { return }
    items.swapAt(0, items.count - 1)
}
var names = ["a", "b", "c"]
swapFirstLast(&names)
print(names)

@discardableResult
func record(_ message: String, into log: inout [String]) -> Int {
    log.append(message)
    return log.count
}
var log: [String] = []
record("start", into: &log)
let n = record("stop", into: &log)
print(log, n)

func check(_ condition: @autoclosure () -> Bool, _ label: String) {
    print(label, condition() ? "ok" : "failed")
}
check(names.count == 3, "count")
check(names.first == "c", "first")

var memo: [Int: Int] = [:]
func ways(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    if let known = memo[n] { return known }
    let result = ways(n - 1) + ways(n - 2)
    memo[n] = result
    return result
}
print(ways(40), memo.count)

func outer() -> [String] {
    var steps: [String] = []
    func note(_ s: String) { steps.append(s) }
    note("one")
    note("two")
    return steps
}
print(outer())

let transforms: [(String) -> String] = [{ $0.uppercased() }, { $0 + "!" }, { String($0.reversed()) }]
print(transforms.reduce("swift") { acc, f in f(acc) })
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(4))
let sorter: (String, String) -> Bool = { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
print(["pear", "fig", "apple", "kiwi"].sorted(by: sorter))
