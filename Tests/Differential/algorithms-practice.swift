// Algorithms as practice apps and helpers write them.
func binarySearch(_ items: [Int], _ target: Int) -> Int? {
    var low = 0, high = items.count - 1
    while low <= high {
        let mid = (low + high) / 2
        if items[mid] == target { return mid }
        if items[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}
let sorted = [1, 3, 5, 7, 9, 11]
print(binarySearch(sorted, 7) as Any, binarySearch(sorted, 4) as Any)

func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return letters == String(letters.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("swift"))

func fizzBuzz(_ n: Int) -> [String] {
    (1...n).map { i in
        switch (i % 3, i % 5) {
        case (0, 0): return "FizzBuzz"
        case (0, _): return "Fizz"
        case (_, 0): return "Buzz"
        default: return String(i)
        }
    }
}
print(fizzBuzz(15).joined(separator: " "))

func shortestPath(_ grid: [[Character]]) -> Int? {
    let rows = grid.count, cols = grid[0].count
    var queue = [(0, 0, 0)]
    var seen = Set<[Int]>([[0, 0]])
    var head = 0
    while head < queue.count {
        let (r, c, d) = queue[head]
        head += 1
        if r == rows - 1 && c == cols - 1 { return d }
        for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let nr = r + dr, nc = c + dc
            guard nr >= 0, nr < rows, nc >= 0, nc < cols, grid[nr][nc] != "#", !seen.contains([nr, nc]) else { continue }
            seen.insert([nr, nc])
            queue.append((nr, nc, d + 1))
        }
    }
    return nil
}
let maze = ["..#", "#..", "..."].map(Array.init)
print(shortestPath(maze) as Any)

func lcs(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count {
        for j in 1...y.count {
            table[i][j] = x[i - 1] == y[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
        }
    }
    return table[x.count][y.count]
}
print(lcs("ABCBDAB", "BDCABA"))

func primes(upTo n: Int) -> [Int] {
    var sieve = [Bool](repeating: true, count: n + 1)
    sieve[0] = false; sieve[1] = false
    var i = 2
    while i * i <= n {
        if sieve[i] { for j in stride(from: i * i, through: n, by: i) { sieve[j] = false } }
        i += 1
    }
    return sieve.indices.filter { sieve[$0] }
}
print(primes(upTo: 50))

func permutations(_ items: [Int]) -> [[Int]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { i -> [[Int]] in
        var rest = items
        let head = rest.remove(at: i)
        return permutations(rest).map { [head] + $0 }
    }
}
print(permutations([1, 2, 3]))
func anagrams(_ words: [String]) -> [[String]] {
    Dictionary(grouping: words, by: { String($0.sorted()) }).values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
}
print(anagrams(["eat", "tea", "tan", "ate", "nat", "bat"]))
var fib: [Int] = [0, 1]
while fib.count < 15 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
print(fib)
print(String(42, radix: 2), Int("101010", radix: 2)!, (1...5).map { $0 * $0 }.filter { $0.isMultiple(of: 2) })
var words = "the quick brown the lazy the end".split(separator: " ").map(String.init)
let frequency = words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(frequency.filter { $0.value > 1 }.map(\.key), words.count)
words.sort { $0.count > $1.count || ($0.count == $1.count && $0 < $1) }
print(words)
func rotate(_ m: [[Int]]) -> [[Int]] {
    (0..<m[0].count).map { c in (0..<m.count).reversed().map { r in m[r][c] } }
}
print(rotate([[1, 2, 3], [4, 5, 6]]))
