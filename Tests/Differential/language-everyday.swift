// The language around a view model: a singleton with a private init, lazy and closure-initialized
// properties, #if and #available, failable initializers, computed properties with setters,
// subclasses with convenience inits and deinit, closures in dictionaries, inout, labelled
// loops, tuple comparison, dictionaries mapped and reduced, Comparable structs.
import Foundation

final class Settings {
    static let shared = Settings()
    private init() { print("Settings made once") }
    lazy var formatter: NumberFormatter = {
        print("formatter made")
        let f = NumberFormatter()
        f.minimumFractionDigits = 1
        f.maximumFractionDigits = 1
        return f
    }()
    let palette: [String] = {
        var colors = ["red", "green"]
        colors.append("blue")
        return colors
    }()
}
print("before")
print(Settings.shared.palette)
print(Settings.shared.formatter.string(from: 2.25 as NSNumber) ?? "")
print(Settings.shared.formatter.string(from: 3 as NSNumber) ?? "")

#if DEBUG
let buildKind = "debug"
#else
let buildKind = "release"
#endif
print("build", buildKind.isEmpty ? "?" : "known")

if #available(macOS 10.15, iOS 13, *) { print("available") } else { print("old") }

struct Temperature {
    private(set) var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    init?(celsius: Double) {
        guard celsius >= -273.15 else { return nil }
        self.celsius = celsius
    }
}
var t = Temperature(celsius: 20)!
t.fahrenheit = 212
print(t.celsius, Temperature(celsius: -300) == nil)

class Animal {
    let name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "Unnamed") }
    func speak() -> String { "..." }
    deinit { print("\(name) freed") }
}
class Dog: Animal {
    var tricks: [String] = []
    override func speak() -> String { "Woof from \(name)" + (tricks.isEmpty ? "" : " who can \(tricks.joined(separator: ", "))") }
}
do {
    let d = Dog()
    d.tricks.append("sit")
    let animals: [Animal] = [d, Animal(name: "Cat")]
    for a in animals { print(a.speak(), a is Dog, (a as? Dog)?.tricks.count ?? 0) }
}
print("after scope")

var handlers: [String: (Int) -> Int] = ["double": { $0 * 2 }, "square": { $0 * $0 }]
handlers["negate"] = { -$0 }
for key in handlers.keys.sorted() { print(key, handlers[key]!(7)) }

func swapEnds(_ values: inout [Int]) {
    guard values.count > 1 else { return }
    values.swapAt(0, values.count - 1)
}
var numbers = [1, 2, 3, 4]
swapEnds(&numbers)
print(numbers)

let optionals: [Int?] = [1, nil, 3]
for case let value? in optionals { print("value", value) }
outer: for i in 1...3 {
    for j in 1...3 {
        if i * j == 4 { print("found", i, j); break outer }
    }
}
var countdown = 3
repeat { print("t-\(countdown)"); countdown -= 1 } while countdown > 0
print((1, "b") < (1, "c"), (2, 0) > (1, 9))
let scores = ["ada": 91, "alan": 78, "grace": 85]
print(scores.mapValues { $0 >= 80 }.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(scores.max { $0.value < $1.value }!.key, scores.values.reduce(0, +), scores.keys.sorted().first!)
print(["1", "x", "3"].compactMap(Int.init), [[1, 2], [3]].flatMap { $0 })
let letter: Character = "a"
print(Character(UnicodeScalar(letter.asciiValue! + 2)), String(describing: Optional(5)), String(reflecting: "hi"))
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
    var description: String { "v\(major).\(minor)" }
}
print([Version(major: 1, minor: 2), Version(major: 0, minor: 9)].sorted(), Version(major: 1, minor: 0) == Version(major: 1, minor: 0))
