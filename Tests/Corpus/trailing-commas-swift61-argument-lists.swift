// Demonstrates: Swift 6.1's trailing commas in argument lists, parameter lists, tuples and generic parameter lists, as code formatted by a formatter configured for them reads: `ForEach(fruits, id: \.self,)`, `Label("…", systemImage: "…",)`, `func f(a: Int, b: Int,)`, `(1, 2,)`, `struct Pair<A, B,>`.
// Source: blog companion code (a post on what is new in Swift 6.1, its SwiftUI example); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Pair<First, Second,> {
    var first: First
    var second: Second
}

func describe(
    name: String,
    count: Int,
    unit: String = "items",
) -> String {
    "\(name): \(count) \(unit)"
}

struct FruitsView: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango",
    ]
    @State private var last: Pair<String, Int>? = nil

    var body: some View {
        NavigationStack {
            List {
                ForEach(
                    fruits,
                    id: \.self,
                ) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    fruits.remove(atOffsets: offsets)
                }
                Text(
                    describe(
                        name: "Fruits",
                        count: fruits.count,
                    ),
                )
                if let last {
                    Text("Added \(last.first) at \(last.second)")
                }
            }
            .toolbar {
                Button {
                    let point = (fruits.count, "Kiwi",)
                    fruits.append(point.1)
                    last = Pair(first: point.1, second: point.0,)
                } label: {
                    Label(
                        "Add",
                        systemImage: "plus",
                    )
                }
            }
        }
    }
}

#Preview {
    FruitsView()
}
