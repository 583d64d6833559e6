// What the compiler writes for a program: Codable for enums with associated values (SE-0295),
// Equatable / Hashable / Comparable synthesized for enums and structs, CaseIterable, raw values,
// a result builder of the program's own with if / else / for, and generic code over them.
import Foundation

enum Shape: Codable, Equatable, Hashable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case labeled(String, Int)
    case empty
}
enum Status: String, Codable, CaseIterable, Comparable {
    case draft, review = "in-review", published
    static func < (a: Status, b: Status) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
enum Level: Codable, Comparable { case low, mid, high }
struct Doc: Codable, Equatable { var title: String; var status: Status; var level: Level; var shapes: [Shape] }
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
let doc = Doc(title: "A", status: .review, level: .mid, shapes: [.circle(radius: 1), .rect(width: 2, height: 3), .labeled("x", 2), .empty])
let data = try! enc.encode(doc)
print(String(decoding: data, as: UTF8.self))
let back = try! JSONDecoder().decode(Doc.self, from: data)
print(back == doc, back.shapes[1], Status(rawValue: "in-review") as Any, Status(rawValue: "review") as Any)
print(Status.allCases.map(\.rawValue), Status.allCases.sorted(by: >), Level.low < .high, [Level.high, .low, .mid].sorted())
print(Set([Shape.empty, .empty, .circle(radius: 1), .circle(radius: 1.0), .circle(radius: 2)]).count, Shape.labeled("a", 1) == .labeled("a", 1), Shape.labeled("a", 1) == .labeled("a", 2))
do { _ = try JSONDecoder().decode(Status.self, from: Data("\"gone\"".utf8)) } catch { print("bad status:", error is DecodingError) }
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    var description: String { "\(major).\(minor).\(patch)" }
    init?(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        (major, minor, patch) = (parts[0], parts[1], parts[2])
    }
}
let versions = ["1.2.10", "1.10.0", "1.2.9", "bad", "0.9.9"].compactMap(Version.init)
print(versions.sorted(), versions.max()!, versions.min()!, Version("1.2.10")! > Version("1.2.9")!, Set(versions).count)

@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ item: String) -> [String] { [item] }
    static func buildExpression(_ items: [String]) -> [String] { items }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
func menu(@ListBuilder _ content: () -> [String]) -> [String] { content() }
func build(admin: Bool, items: [String], footer: Bool) -> [String] {
    menu {
        "Home"
        if admin { "Admin" } else { "Profile" }
        for item in items { item.uppercased() }
        if footer { ["About", "Help"] }
    }
}
print(build(admin: true, items: ["a", "b"], footer: false), build(admin: false, items: [], footer: true))

struct Stack<Element>: CustomStringConvertible {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var description: String { "Stack\(items)" }
}
extension Stack: Equatable where Element: Equatable {
    static func == (a: Stack, b: Stack) -> Bool { a.description == b.description }
}
extension Stack where Element: Numeric {
    func sum(_ values: [Element]) -> Element { values.reduce(0, +) }
}
var s = Stack<Int>()
s.push(1); s.push(2)
var t = s
_ = t.pop()
print(s, t, s == t, s.sum([1, 2, 3]), Stack<String>() == Stack<String>())
func firstMatch<C: Collection>(_ c: C, where test: (C.Element) -> Bool) -> C.Index? { c.firstIndex(where: test) }
print(firstMatch([5, 8, 13], where: { $0 > 6 }) as Any, firstMatch("hello", where: { $0 == "l" }).map { "hello".distance(from: "hello".startIndex, to: $0) } as Any)
func pairs<K: Hashable & Comparable, V>(_ d: [K: V]) -> [(K, V)] { d.keys.sorted().map { ($0, d[$0]!) } }
print(pairs(["b": 2, "a": 1]).map { "\($0.0)=\($0.1)" })
