// Demonstrates: a geometry playground on protocols: `protocol Figure { var name: String { get }; var area: Double { get } }` with an extension default `var description: String`, structs conforming, an `[any Figure]` array, `some Figure` returns, a generic `func largest<F: Figure>(_ figures: [F]) -> F?`, `as? Circle` downcasting, `map(\.area)`, `Comparable` conformance on a struct via `<`, `String(format: "%.2f")`, and `CustomStringConvertible`.
// Source: playground page (a Swift book's playground on protocols and existentials with shapes, found through a search for protocol extension default any existential some opaque generic largest area); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol Figure: CustomStringConvertible {
    var name: String { get }
    var area: Double { get }
    var perimeter: Double { get }
}

extension Figure {
    var description: String {
        "\(name): area \(String(format: "%.2f", area)), perimeter \(String(format: "%.2f", perimeter))"
    }
}

struct Circle2: Figure {
    var radius: Double
    var name: String { "Circle" }
    var area: Double { .pi * radius * radius }
    var perimeter: Double { 2 * .pi * radius }
}

struct Rect2: Figure, Comparable {
    var width: Double
    var height: Double
    var name: String { width == height ? "Square" : "Rectangle" }
    var area: Double { width * height }
    var perimeter: Double { 2 * (width + height) }

    static func < (lhs: Rect2, rhs: Rect2) -> Bool { lhs.area < rhs.area }
}

struct Triangle2: Figure {
    var a: Double, b: Double, c: Double
    var name: String { "Triangle" }
    var perimeter: Double { a + b + c }
    var area: Double {
        let s = perimeter / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

func largest<F: Figure>(_ figures: [F]) -> F? {
    figures.max { $0.area < $1.area }
}

func unitFigure() -> some Figure {
    Rect2(width: 1, height: 1)
}

struct FiguresView: View {
    @State private var figures: [any Figure] = [
        Circle2(radius: 1),
        Rect2(width: 2, height: 3),
        Triangle2(a: 3, b: 4, c: 5),
    ]

    private var totalArea: Double { figures.map(\.area).reduce(0, +) }

    var body: some View {
        List {
            ForEach(figures.indices, id: \.self) { index in
                Text(figures[index].description)
            }
            Text("Total area \(totalArea, specifier: "%.2f")")
            Text("Circles: \(figures.compactMap { $0 as? Circle2 }.count)")
            Button("Add unit square") {
                figures.append(unitFigure())
            }
            Button("Compare rectangles") {
                let rects = [Rect2(width: 2, height: 2), Rect2(width: 1, height: 5), Rect2(width: 3, height: 1)]
                print(rects.sorted().map(\.area), largest(rects)?.description ?? "none", rects.max()!.name)
            }
        }
    }
}

#Preview {
    FiguresView()
}
