// Numbers as Swift prints them (rounding rules, format specifiers, radix, overflow operators) and
// collections edited in place: a grid, removeAll/insert, chunks, slices, sets, merged dictionaries.
import Foundation

let values = [0.1 + 0.2, 1.0 / 3.0, 2.5, -0.0, 1e15, 123456789.125, 100.0, 3.0e-5]
for value in values { print(value, value.rounded(), Int(value.rounded(.down)) == Int(value)) }
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.5.truncatingRemainder(dividingBy: 2))
print(Int.max &+ 1 == Int.min, 0b1010 | 0b0101, 0xFF & 0x0F, 1 << 10, 1024 >> 3, ~5)
print(Int("42") as Any, Int("4.2") as Any, Double("3.25") as Any, Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any)
print(pow(2.0, 10.0), sqrt(2.0), abs(-3), (-3.7).magnitude, floor(-2.5), ceil(-2.5), round(2.5), round(-2.5))
print(2.5.rounded(.toNearestOrEven), 3.5.rounded(.toNearestOrEven), (-2.5).rounded(.awayFromZero), 2.7.rounded(.towardZero))
print(String(format: "%.3f|%5d|%@|%05.1f|%x|%e", Double.pi, 42, "ab", 3.14159, 255, 12345.678))
print(Double.pi.description, Double(1) / 0, -Double.infinity, Double.nan.isNaN, Double.greatestFiniteMagnitude > 1e308)
print(17.isMultiple(of: 3), 18.isMultiple(of: 3), 255.nonzeroBitCount, 16.trailingZeroBitCount, Int8.max, UInt16.max)
print(String(255, radix: 2), String(255, radix: 16, uppercase: true), Int("ff", radix: 16) as Any)
print((1...5).reduce(1, *), stride(from: 0, to: 1, by: 0.25).map { $0 }, Array(stride(from: 10, through: 0, by: -3)))
let clamped = min(max(-4, 0), 10)
print(clamped, [3, 9, 1].min()!, [3, 9, 1].max()!, Double(Int.max) == 9.223372036854776e18)
print(Int(3.99), Int(-3.99), Int(Double(7) * 1.5), Double(7) / 2, 7.0 / 2 == 3.5)

var grid = Array(repeating: Array(repeating: 0, count: 4), count: 3)
for row in grid.indices { for column in grid[row].indices { grid[row][column] = row * 4 + column } }
grid[1][2] *= 10
grid[2].swapAt(0, 3)
print(grid, grid.flatMap { $0 }.filter { $0 % 2 == 0 }.count, grid.map { $0.reduce(0, +) })

var numbers = Array(1...12)
numbers.removeAll { $0 % 3 == 0 }
numbers.insert(100, at: 2)
numbers.append(contentsOf: [7, 7])
numbers.remove(at: 0)
print(numbers, numbers.firstIndex(of: 7) as Any, numbers.lastIndex(of: 7) as Any)
let chunks = stride(from: 0, to: numbers.count, by: 4).map { Array(numbers[$0..<min($0 + 4, numbers.count)]) }
print(chunks)
print(numbers.prefix(while: { $0 < 50 }), numbers.drop(while: { $0 < 50 }).count, numbers.split(separator: 100).map(Array.init))
let slice = numbers[2..<6]
print(slice, slice.count, slice.first as Any, Array(slice.reversed()))
print(numbers.sorted(by: >).prefix(3), numbers.contains(100), numbers.elementsEqual([2, 100, 4, 5, 7, 8, 10, 11, 7, 7]))
print(["b", "a", "c"].sorted().joined(separator: "/"), [1, 2].lexicographicallyPrecedes([1, 3]))

var odds: Set = [1, 3, 5, 7, 9]
let primes: Set = [2, 3, 5, 7]
print(odds.intersection(primes).sorted(), odds.union(primes).sorted(), odds.subtracting(primes).sorted(), odds.symmetricDifference(primes).sorted())
print(odds.isSubset(of: Set(1...10)), primes.isDisjoint(with: [4, 6]), odds.insert(3).inserted, odds.insert(11).inserted, odds.count)
odds.remove(1)
print(odds.sorted(), odds.contains(1))

var scores = ["ada": 90, "bob": 72, "cy": 85]
scores["dee"] = 60
scores["bob"] = nil
scores.merge(["cy": 95, "eve": 70]) { old, new in max(old, new) }
let letters = scores.mapValues { $0 >= 80 ? "A" : "B" }
print(scores.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, letters.sorted { $0.key < $1.key }.map(\.value))
print(scores.filter { $0.value > 65 }.keys.sorted(), scores.values.reduce(0, +), scores.count, scores["zed"] ?? -1)
if let (name, score) = scores.max(by: { $0.value < $1.value }) { print("top", name, score) }
let inverted = Dictionary(scores.map { ($0.value / 10, [$0.key]) }, uniquingKeysWith: +).mapValues { $0.sorted() }
print(inverted.keys.sorted().map { "\($0): \(inverted[$0]!)" })
func bump(_ array: inout [Int], by amount: Int) { for index in array.indices { array[index] += amount } }
var small = [1, 2, 3]
bump(&small, by: 10)
print(small, small.map(String.init).joined(), small.indices.map { $0 }, small.enumerated().map { $0 * $1 })
let nested: [[Int]?] = [[1, 2], nil, [3]]
print(nested.compactMap { $0 }.flatMap { $0 }, nested.map { $0?.count ?? 0 })
