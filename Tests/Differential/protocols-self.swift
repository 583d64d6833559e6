// Protocols with Self requirements and static members, Equatable/Hashable/Comparable synthesized
// for enums with payloads and for structs, sets and dictionary keys of them, min/max of
// Comparable values, and protocol extensions with default static factories.
protocol Shape: Equatable { var area: Double { get }; static var unit: Self { get } }
extension Shape { func isBigger(than other: Self) -> Bool { area > other.area } }
struct Square: Shape { var side: Double; var area: Double { side * side }; static var unit: Square { Square(side: 1) } }
print(Square(side: 3).isBigger(than: .unit), Square.unit == Square(side: 1))
enum Token: Hashable { case word(String), number(Int), end }
let tokens: [Token] = [.word("a"), .number(2), .word("a"), .end]
print(Set(tokens).count, tokens.firstIndex(of: .number(2)) ?? -1, tokens.filter { $0 == .word("a") }.count)
var seen: [Token: Int] = [:]
for t in tokens { seen[t, default: 0] += 1 }
print(seen[.word("a")] ?? 0, seen[.end] ?? 0)
enum Size: Comparable { case small, medium, large(extra: Int) }
print([Size.large(extra: 1), .small, .large(extra: 0), .medium].sorted(), Size.small < .large(extra: 0), [Size.medium, .small].max()!)
struct Version: Hashable, Comparable {
    let major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let versions: Set<Version> = [Version(major: 1, minor: 2), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(versions.count, versions.sorted().map { "\($0.major).\($0.minor)" }, versions.max()!.minor)
protocol Resettable { init(); mutating func reset() }
extension Resettable { mutating func reset() { self = Self() } }
struct Form: Resettable { var text = ""; var agreed = false }
var form = Form(text: "hi", agreed: true)
form.reset()
print(form.text.isEmpty, form.agreed)
func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T { min(max(value, range.lowerBound), range.upperBound) }
print(clamp(15, to: 0...10), clamp(2.5, to: 0...1), clamp("m", to: "a"..."k"))
