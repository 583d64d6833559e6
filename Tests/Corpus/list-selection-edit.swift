// Demonstrates: List(selection:) with a Set of ids, EditButton, and a button that acts on the selection.
import SwiftUI

struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FruitPicker: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    @State private var selection = Set<Int>()

    var body: some View {
        NavigationStack {
            List(fruits, selection: $selection) { fruit in
                Text(fruit.name)
            }
            .toolbar {
                EditButton()
                Button("Delete selected") {
                    fruits.removeAll { selection.contains($0.id) }
                    selection.removeAll()
                }
            }
            .navigationTitle("\(selection.count) selected")
        }
    }
}

#Preview {
    FruitPicker()
}
