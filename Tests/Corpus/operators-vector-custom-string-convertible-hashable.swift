// Demonstrates: a `Vector` struct with `static func +`, `-`, `*` (scalar both sides), `+=`, unary `-`, `==` synthesized, `CustomStringConvertible`, a `Comparable` by length with `<`, custom `hash(into:)` rounding components, `ExpressibleByArrayLiteral`, `extension Collection where Element == Vector { var sum }`, `extension Double { var degreesToRadians }`, `cos`/`sin`/`atan2`, `.rounded()`.
// Source: tutorial site (a "operator overloading in Swift" article's examples driving a small drawing view); written for Vivarium in that style, not copied.
// First paste: failed at load: operators-vector-custom-string-convertible-hashable.swift:27:5: error: not supported in the playground: operator functions other than '==', '<', '>', '<=', '>=', '+', '-', '*', '/' and the program's own infix operators
import SwiftUI

struct Vector: Hashable, CustomStringConvertible, Comparable, ExpressibleByArrayLiteral {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(arrayLiteral elements: Double...) {
        x = elements.count > 0 ? elements[0] : 0
        y = elements.count > 1 ? elements[1] : 0
    }

    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }

    static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }
    static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func < (lhs: Vector, rhs: Vector) -> Bool { lhs.length < rhs.length }

    func hash(into hasher: inout Hasher) {
        hasher.combine(x.rounded())
        hasher.combine(y.rounded())
    }
}

extension Collection where Element == Vector {
    var sum: Vector { reduce(Vector(x: 0, y: 0), +) }
}

extension Double {
    var degreesToRadians: Double { self * .pi / 180 }
}

struct VectorPlayground: View {
    @State private var position: Vector = [1, 2]
    @State private var lines: [String] = []

    var body: some View {
        VStack {
            Text("position \(position.description)")
            Button("Step") {
                position += [3, 4]
                let angle = 90.0.degreesToRadians
                let rotated = Vector(x: (cos(angle) * position.x - sin(angle) * position.y).rounded(), y: (sin(angle) * position.x + cos(angle) * position.y).rounded())
                let vs: [Vector] = [[1, 1], [3, 4], [0, 2]]
                lines = [
                    "\(position)",
                    "\(-position)",
                    "\(2 * position - [1, 1])",
                    "\(position * 0.5)",
                    "rotated \(rotated)",
                    "sum \(vs.sum), max \(vs.max()!), sorted \(vs.sorted())",
                    "length \(Vector(x: 3, y: 4).length)",
                    "angle \(atan2(1.0, 1.0) * 180 / .pi)",
                    "set \(Set([Vector(x: 1.1, y: 2), Vector(x: 1.2, y: 2)]).count)",
                    "equal \(Vector(x: 1, y: 2) == [1, 2])",
                ]
                lines.forEach { print($0) }
            }
            ForEach(lines, id: \.self) { Text($0) }
        }
    }
}

#Preview {
    VectorPlayground()
}
