// A task list's enums and value types with what the compiler synthesizes: Comparable for
// enums with and without associated values, CaseIterable's allCases, RawRepresentable with
// implicit raw values, Hashable and Equatable for structs and enums, and custom raw types.
enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 1, medium = 5, high, urgent = 10
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { "P\(rawValue)" }
}
print(Priority.allCases, Priority.allCases.map(\.rawValue), Priority(rawValue: 6) as Any, Priority(rawValue: 7) as Any)
print(Priority.high > .medium, [Priority.urgent, .low, .high].sorted(), Priority.allCases.max()!, Priority.allCases.count)
enum Size: Comparable { case small, medium, large }
print(Size.small < .large, [Size.large, .small, .medium].sorted(), [Size.large, .small].min()!)
enum Status: Comparable, Hashable {
    case draft
    case scheduled(day: Int)
    case published(views: Int, featured: Int)
    case archived
}
let statuses: [Status] = [.archived, .published(views: 10, featured: 0), .scheduled(day: 3), .draft,
                          .published(views: 2, featured: 1), .scheduled(day: 1), .published(views: 2, featured: 0)]
print(statuses.sorted())
print(Status.scheduled(day: 9) < .published(views: 0, featured: 0), Status.draft < .archived, statuses.max()!)
print(Set(statuses + [.draft, .scheduled(day: 3)]).count, statuses.contains(.scheduled(day: 1)), Status.draft == .draft)
enum Suit: String, CaseIterable { case hearts, spades = "♠︎", clubs }
print(Suit.allCases.map(\.rawValue), Suit(rawValue: "hearts") == .hearts, Suit(rawValue: "Hearts") == nil, Suit.spades)
enum Ratio: Double { case half = 0.5, whole = 1, double = 2 }
print(Ratio.whole.rawValue, Ratio(rawValue: 2.0) as Any, Ratio.half)
enum Letter: Character { case a = "a", b = "b" }
print(Letter.b.rawValue, Letter(rawValue: "a") as Any, String(describing: Letter.a))
enum Code: Int { case ok = 200, created, accepted, notFound = 404 }
print(Code.created.rawValue, Code.accepted.rawValue, Code(rawValue: 203) as Any, Code.notFound)

struct Tag: Hashable, Comparable {
    let name: String; let weight: Int
    static func < (a: Tag, b: Tag) -> Bool { (a.weight, a.name) < (b.weight, b.name) }
}
let tags = [Tag(name: "b", weight: 2), Tag(name: "a", weight: 2), Tag(name: "c", weight: 1), Tag(name: "a", weight: 2)]
print(Set(tags).count, tags.sorted().map(\.name), tags.firstIndex(of: Tag(name: "a", weight: 2)) ?? -1, tags.max()!.name)
var counts: [Tag: Int] = [:]
for t in tags { counts[t, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key.name)\($0.key.weight)×\($0.value)" })
struct Point: Hashable { var x = 0, y = 0 }
struct Segment: Hashable { var from: Point; var to: Point; var label: String? }
let s1 = Segment(from: Point(x: 1), to: Point(y: 2), label: nil)
var s2 = s1
print(s1 == s2, Set([s1, s2]).count)
s2.label = "edge"
print(s1 == s2, Set([s1, s2]).count, [s1, s2].firstIndex(of: s2)!)
enum Shape: Hashable { case circle(radius: Double), rect(Point, Point), none }
let shapes: Set<Shape> = [.circle(radius: 1), .circle(radius: 1.0), .rect(Point(), Point(x: 1)), .none]
print(shapes.count, shapes.contains(.circle(radius: 1)), shapes.contains(.rect(Point(), Point(x: 2))))
enum Direction: CaseIterable { case north, east, south, west
    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
print(Direction.west.turnedRight, Direction.allCases.map { "\($0)" }.joined(separator: ">"), Direction.north.turnedRight.turnedRight)
print(String(describing: Status.published(views: 3, featured: 1)), "\(Status.scheduled(day: 2))", Size.medium)
print(Status.published(views: 3, featured: 1) == .published(views: 3, featured: 1), Status.scheduled(day: 1) != .scheduled(day: 2))
