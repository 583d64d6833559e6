// Demonstrates: List($items, editActions: .all) with row bindings, plus .onMove on a ForEach.
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
}

struct ChoresView: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    @State private var names = ["Ann", "Bo", "Cy"]

    var body: some View {
        VStack {
            List($chores, editActions: .all) { $chore in
                TextField("Chore", text: $chore.title)
            }
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onMove { source, destination in
                    names.move(fromOffsets: source, toOffset: destination)
                }
            }
            Button("Add chore") { chores.append(Chore(id: chores.count + 1, title: "New chore")) }
            Button("Reverse names") { names.reverse() }
        }
    }
}

#Preview {
    ChoresView()
}
