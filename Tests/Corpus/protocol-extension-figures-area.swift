// Demonstrates: a protocol with a default implementation in an extension, structs conforming, an existential array ([any Figure]), a generic function with a constraint, reduce, sorted(by:) and a List.
import SwiftUI

protocol Figure {
    var name: String { get }
    func area() -> Double
}

extension Figure {
    var summary: String {
        "\(name): \(area().formatted(.number.precision(.fractionLength(2))))"
    }
}

struct Circle2D: Figure {
    let radius: Double
    var name: String { "Circle" }
    func area() -> Double { Double.pi * radius * radius }
}

struct Rect2D: Figure {
    let width: Double
    let height: Double
    var name: String { width == height ? "Square" : "Rectangle" }
    func area() -> Double { width * height }
}

struct Triangle2D: Figure {
    let base: Double
    let height: Double
    let name = "Triangle"
    func area() -> Double { base * height / 2 }
}

func totalArea<F: Figure>(of figures: [F]) -> Double {
    figures.reduce(0) { $0 + $1.area() }
}

func largest(in figures: [any Figure]) -> (any Figure)? {
    figures.max { $0.area() < $1.area() }
}

struct FiguresView: View {
    @State private var figures: [any Figure] = [
        Circle2D(radius: 1),
        Rect2D(width: 2, height: 3),
        Triangle2D(base: 4, height: 2),
    ]

    var body: some View {
        List {
            ForEach(figures.indices, id: \.self) { index in
                Text(figures[index].summary)
            }
            Text("Squares total: \(totalArea(of: [Rect2D(width: 2, height: 2), Rect2D(width: 3, height: 3)]))")
            if let big = largest(in: figures) {
                Text("Largest: \(big.name)")
            }
            Button("Add square") {
                figures.append(Rect2D(width: 3, height: 3))
                print(figures.map(\.name).joined(separator: ", "))
            }
        }
    }
}

#Preview {
    FiguresView()
}
