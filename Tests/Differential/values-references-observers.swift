// Value and reference semantics: copies of structs holding arrays and dictionaries, classes shared
// through copies, inout and mutating methods, identity, property observers and their order,
// lazy properties, static members, closures capturing values and references.
import Foundation

struct Inventory {
    var items: [String] = []
    var counts: [String: Int] = [:]
    mutating func add(_ s: String) { items.append(s); counts[s, default: 0] += 1 }
}
final class Ref { var value: Int; init(_ v: Int) { value = v } }
struct Holder { var ref: Ref; var n: Int }

var inv1 = Inventory()
inv1.add("a")
var inv2 = inv1
inv2.add("b")
inv2.items[0] = "A"
print(inv1.items, inv2.items, inv1.counts["b"] as Any, inv2.counts["b"] as Any)
let h1 = Holder(ref: Ref(1), n: 1)
var h2 = h1
h2.ref.value = 99
h2.n = 2
print(h1.ref.value, h1.n, h2.n, h1.ref === h2.ref)
h2.ref = Ref(5)
print(h1.ref.value, h1.ref === h2.ref, h1.ref !== h2.ref)
var refs = [Ref(1), Ref(2)]
let refsCopy = refs
refs[0].value = 10
refs.append(Ref(3))
print(refsCopy.map(\.value), refs.map(\.value), refs[0] === refsCopy[0])
var nestedArr = [[1, 2], [3]]
var copyArr = nestedArr
copyArr[0].append(9)
nestedArr[1] = []
print(nestedArr, copyArr)
func double(_ xs: inout [Int]) { for i in xs.indices { xs[i] *= 2 } }
var nums = [1, 2, 3]
let before = nums
double(&nums)
print(before, nums)
func bump(_ x: inout Int, by n: Int = 1) { x += n }
var dict = ["a": 1]
bump(&dict["a", default: 0], by: 5)
bump(&dict["z", default: 0])
var pointArr = [(x: 1, y: 2)]
bump(&pointArr[0].y, by: 10)
print(dict.sorted { $0.key < $1.key }, pointArr[0].y)

class Model {
    var log: [String] = []
    var score = 0 {
        willSet { log.append("will \(score)->\(newValue)") }
        didSet { log.append("did \(oldValue)->\(score)"); if score < 0 { score = 0 } }
    }
    var tags: [String] = [] { didSet { log.append("tags \(oldValue.count)->\(tags.count)") } }
    var point = (x: 0, y: 0) { didSet { log.append("point \(point.x),\(point.y)") } }
    lazy var expensive: String = { log.append("lazy computed"); return "E\(score)" }()
    static var instances = 0
    static let label = "Model"
    init() { Model.instances += 1; score = 1 }
}
let m = Model()
m.score = 5
m.score -= 10
m.tags.append("x")
m.tags += ["y", "z"]
m.point.x = 3
print(m.log)
m.log.removeAll()
print(m.expensive, m.expensive, m.log, Model.instances, Model.label)
_ = Model()
print(Model.instances)

struct Observed {
    var history: [Int] = []
    var value = 0 { didSet { history.append(value) } }
    var inner = Inventory() { didSet { history.append(-inner.items.count) } }
}
var o = Observed()
o.value = 1
o.value += 1
o.inner.add("q")
o.inner.items.append("r")
print(o.history)
func modify(_ ob: inout Observed) { ob.value = 100 }
modify(&o)
print(o.history.last!, o.history.count)

var captured = 1
let readLater = { captured }
let captureNow = { [captured] in captured }
captured = 2
print(readLater(), captureNow())
let shared = Ref(0)
let incs = (1...3).map { i in { shared.value += i } }
incs.forEach { $0() }
print(shared.value)
var closures: [() -> Int] = []
for i in 0..<3 { closures.append { i * 10 } }
print(closures.map { $0() })
var x = 0
var fns: [() -> Int] = []
while x < 3 { x += 1; fns.append { x } }
print(fns.map { $0() })
struct Stamp { var n: Int }
var stamp = Stamp(n: 1)
let byValue = { [stamp] in stamp.n }
let byRef = { stamp.n }
stamp.n = 7
print(byValue(), byRef())
let a1 = Ref(1), a2 = a1, a3 = Ref(1)
print(a1 === a2, a1 === a3, ObjectIdentifier(a1) == ObjectIdentifier(a2), [a1, a3].contains { $0 === a2 })
var s1 = "hello"
var s2 = s1
s2 += " world"
s1.removeFirst()
print(s1, s2)
var set1: Set = [1, 2]
let set2 = set1
set1.insert(3)
print(set1.count, set2.count)
