// Demonstrates: the List documentation's selection example: `List(oceans, selection: $multiSelection)` over `Identifiable` structs with `@State private var multiSelection = Set<UUID>()`, an `EditButton` in the toolbar, the count of selected rows in a `Text`, plus a single-selection list with an optional `UUID?` and `onDelete`/`onMove` on a `ForEach`.
// Source: Apple documentation snippet (the List API page's "Supporting selection in lists" oceans example, found through a search for List selection multiSelection Set UUID EditButton oceans); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceansView: View {
    @State private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic"),
    ]
    @State private var multiSelection = Set<UUID>()

    var body: some View {
        NavigationStack {
            VStack {
                List(selection: $multiSelection) {
                    ForEach(oceans) { ocean in
                        Text(ocean.name)
                    }
                    .onDelete { offsets in
                        oceans.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        oceans.move(fromOffsets: source, toOffset: destination)
                    }
                }
                Text("\(multiSelection.count) selections")
                Button("Select all") {
                    multiSelection = Set(oceans.map(\.id))
                }
                Button("Delete selected") {
                    oceans.removeAll { multiSelection.contains($0.id) }
                    multiSelection.removeAll()
                }
                .disabled(multiSelection.isEmpty)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
    }
}

#Preview {
    OceansView()
}
