// Closures capturing variables and values: capture lists copy at creation, plain captures see
// later writes, closures made in a loop each keep their own iteration's constant, escaping
// closures stored and called later, and functions returning counters.
var count = 0
let seesLater = { print("plain capture sees", count) }
let copied = { [count] in print("capture list kept", count) }
count = 5
seesLater()
copied()

var handlers: [() -> Void] = []
for i in 1...3 { handlers.append { print("handler", i) } }
handlers.forEach { $0() }

func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}
let byTwo = makeCounter(step: 2)
let byTen = makeCounter(step: 10)
print(byTwo(), byTwo(), byTen(), byTwo())

final class Downloader {
    var onFinish: ((String) -> Void)?
    func start(_ name: String) { onFinish?("finished \(name)") }
    deinit { print("downloader freed") }
}
final class Screen {
    let downloader = Downloader()
    var log: [String] = []
    func load() {
        downloader.onFinish = { [weak self] message in
            guard let self else { return }
            self.log.append(message)
        }
        downloader.start("photo")
    }
    deinit { print("screen freed") }
}
do {
    let screen = Screen()
    screen.load()
    print(screen.log)
}
print("after screen")

struct Point { var x: Int }
var p = Point(x: 1)
let readsP = { p.x }
p.x = 9
print(readsP())
var numbers = [3, 1, 2]
let sorter: (inout [Int]) -> Void = { $0.sort() }
sorter(&numbers)
print(numbers)
func apply(_ times: Int, _ body: () throws -> Void) rethrows { for _ in 0..<times { try body() } }
var hits = 0
apply(3) { hits += 1 }
print(hits)
let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in { g(f($0)) } }
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(4), [1, 2, 3].map(addThenDouble))
func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { n in
        if let hit = cache[n] { return hit }
        let value = f(n)
        cache[n] = value
        return value
    }
}
var calls = 0
let slowSquare = memoize { calls += 1; return $0 * $0 }
print(slowSquare(4), slowSquare(4), slowSquare(5), calls)
