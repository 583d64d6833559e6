// A grid and a theme registry: subscripts with labels, defaults, several parameters, setters
// and static subscripts; static stored and computed members, class members overridden in
// subclasses, `Self` in a protocol's static requirement, and lazy statics initialized once.
struct Grid: CustomStringConvertible {
    let columns: Int
    private(set) var cells: [String]
    init(columns: Int, rows: Int, fill: String = ".") {
        self.columns = columns
        cells = Array(repeating: fill, count: columns * rows)
    }
    subscript(row: Int, column: Int) -> String {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    subscript(row row: Int) -> [String] { Array(cells[(row * columns)..<((row + 1) * columns)]) }
    subscript(safe index: Int, default fallback: String = "?") -> String {
        cells.indices.contains(index) ? cells[index] : fallback
    }
    subscript(column column: Int, step step: Int = 1) -> [String] {
        stride(from: column, to: cells.count, by: columns * step).map { cells[$0] }
    }
    var description: String {
        stride(from: 0, to: cells.count, by: columns).map { cells[$0..<$0 + columns].joined() }.joined(separator: "/")
    }
}
var grid = Grid(columns: 3, rows: 3)
grid[1, 1] = "X"
grid[0, 2] = "O"
grid[2, 0] = grid[1, 1].lowercased()
print(grid, grid[row: 1], grid[safe: 4], grid[safe: 40], grid[safe: 99, default: "-"])
print(grid[column: 0], grid[column: 2, step: 2], grid[0, 2] + grid[2, 0])
var boards = [grid, Grid(columns: 2, rows: 1, fill: "#")]
boards[1][0, 1] = "@"
boards[0][2, 2] = "Z"
print(boards.map(\.description), grid[2, 2])
struct Palette {
    static var registry: [String: String] = ["accent": "blue"]
    static subscript(_ key: String) -> String {
        get { registry[key] ?? "black" }
        set { registry[key] = newValue }
    }
    static let shared = Palette()
    static var created = 0
    init() { Palette.created += 1 }
    static var names: [String] { registry.keys.sorted() }
}
Palette["warning"] = "orange"
print(Palette["accent"], Palette["warning"], Palette["missing"], Palette.names)
_ = Palette.shared; _ = Palette.shared
print(Palette.created)
struct Matrix {
    var rows: [[Int]]
    subscript(r: Int, c: Int) -> Int { get { rows[r][c] } set { rows[r][c] = newValue } }
    subscript(diagonal d: Void = ()) -> [Int] { rows.indices.map { rows[$0][$0] } }
}
var mx = Matrix(rows: [[1, 2], [3, 4]])
mx[1, 0] += 10
mx[r: 0, c: 1] = 9
print(mx.rows, mx[diagonal: ()], mx[])
extension Matrix { subscript(r r: Int, c c: Int) -> Int { get { rows[r][c] * 100 } set { rows[r][c] = -newValue } } }

class Shape {
    class var kind: String { "shape" }
    static let origin = "0,0"
    class func make() -> Shape { Shape() }
    static var instances = 0
    required init() { Shape.instances += 1 }
    var summary: String { "\(Self.kind) from \(Shape.origin)" }
    func describe() -> String { "I am a \(type(of: self).kind)" }
}
class Circle: Shape {
    override class var kind: String { "circle" }
    override class func make() -> Shape { Circle() }
}
final class Dot: Circle {
    override static var kind: String { "dot (" + super.kind + ")" }
}
let shapes: [Shape] = [Shape(), Circle(), Dot(), Circle.make(), Dot.make()]
print(shapes.map(\.summary))
print(shapes.map { $0.describe() }, Shape.instances)
let kinds: [Shape.Type] = [Shape.self, Circle.self, Dot.self]
print(kinds.map { $0.kind }, kinds.map { $0.init().describe() }, Shape.instances)
protocol Defaultable { static var standard: Self { get }; static func named(_ s: String) -> Self }
struct Theme: Defaultable, Equatable {
    var name: String
    static var standard: Theme { Theme(name: "system") }
    static func named(_ s: String) -> Theme { s.isEmpty ? .standard : Theme(name: s) }
}
func resolve<T: Defaultable>(_ type: T.Type, _ s: String) -> T { s == "-" ? T.standard : T.named(s) }
print(resolve(Theme.self, "-").name, resolve(Theme.self, "").name, resolve(Theme.self, "dark").name, Theme.named("") == .standard)
enum Counter {
    static var value = 0
    static func next() -> Int { value += 1; return value }
    static let first: Int = { print("first computed"); return next() }()
}
print("before")
print(Counter.first, Counter.first, Counter.next(), Counter.value)
