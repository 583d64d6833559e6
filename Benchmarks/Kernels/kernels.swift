// The interpreter's kernels for `make bench` (Benchmarks/VivariumBench/Kernels.swift): everyday
// Swift a view model runs, each timed through the daemon beside CPython running kernels.py, the
// same algorithms, in the same run. Each kernel returns a number both must agree on.

func fib(_ n: Int) -> Int {
    n < 2 ? n : fib(n - 1) + fib(n - 2)
}

func loopArithmetic(_ n: Int) -> Int {
    var total = 0
    var i = 0
    while i < n {
        total = (total + i * 7) % 1_000_003
        i += 1
    }
    return total
}

func appends(_ n: Int) -> Int {
    var numbers: [Int] = []
    for i in 0..<n {
        numbers.append(i)
    }
    return numbers.count
}

func sortNumbers(_ n: Int) -> Int {
    var numbers: [Int] = []
    var seed = 42
    for _ in 0..<n {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        numbers.append(seed)
    }
    let sorted = numbers.sorted()
    return sorted[0] + sorted[n / 2] + sorted[n - 1]
}

func dictionaryCounts(_ n: Int) -> Int {
    var counts: [Int: Int] = [:]
    for i in 0..<n {
        counts[i * 31 % 97, default: 0] += 1
    }
    return counts.count * 1_000 + counts[5, default: 0]
}

struct Item {
    var id: Int
    var score: Int
    var done: Bool
}

func structPipeline(_ n: Int) -> Int {
    var items: [Item] = []
    for i in 0..<n {
        items.append(Item(id: i, score: i % 13, done: i % 3 == 0))
    }
    let open = items.filter { !$0.done }
    let scores = open.map { $0.score * 2 }
    return scores.reduce(0, +)
}

final class ListNode {
    var value: Int
    var next: ListNode?

    init(value: Int, next: ListNode?) {
        self.value = value
        self.next = next
    }
}

func linkedList(_ n: Int) -> Int {
    var head: ListNode? = nil
    for i in 0..<n {
        head = ListNode(value: i, next: head)
    }
    var total = 0
    var cursor = head
    while let node = cursor {
        total += node.value
        cursor = node.next
    }
    return total
}

final class Tally {
    var total = 0

    func add(_ x: Int) {
        total += x
    }
}

func methodCalls(_ n: Int) -> Int {
    let tally = Tally()
    for i in 0..<n {
        tally.add(i % 7)
    }
    return tally.total
}

struct Stack {
    var items: [Int] = []

    mutating func push(_ x: Int) {
        items.append(x)
    }

    func peek() -> Int {
        items[items.count - 1]
    }
}

func structMethods(_ n: Int) -> Int {
    var stack = Stack()
    var total = 0
    for i in 0..<n {
        stack.push(i % 7)
        total += stack.peek()
    }
    return total
}
