// Demonstrates: a SwiftData tutorial as a Japanese-language README builds it step by step, pasted as its final version: `@Model class DataItem: Identifiable` with its own `var id: String` set from `UUID().uuidString` in `init`, `@Environment(\.modelContext) private var context`, `context.insert(item)` from a `func addItem()`, `@Query private var items: [DataItem]` listed with `ForEach(items) {item in Text(item.name)}`, an update that mutates a model in place, a delete through `context.delete`, Japanese comments, and a `#Preview` with `.modelContainer(for: DataItem.self, inMemory: true)`; a second screen from a learner's repository adds people with `["Mark", "Lem", "Chase"].randomElement()!` inside the button.
// Source: blog companion (a Japanese-language SwiftData tutorial repository whose README walks through the code; repository sakurakotubaki/SwiftDataTutorial studied) and learner's app (repository cagrisayir/SwiftDataExample studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import SwiftData

// データスキーマを定義
@Model
class DataItem: Identifiable {

    var id: String
    var name: String

    // 初期化する処理を書く
    init(name: String) {
        // uuidを文字列に初期化
        self.id = UUID().uuidString
        self.name = name
    }
}

@Model
final class PersonModel {
    var name: String
    init(name: String) {
        self.name = name
    }
}

struct ContentView: View {

    @Environment(\.modelContext) private var context

    // all data fetch
    @Query private var items: [DataItem]

    var body: some View {
        VStack {

            Text("add data!")
            Button("Add an Item") {
                addItem()
            }
            // show array data
            List {
                ForEach(items) {item in
                    Text(item.name)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                deleteItem(item)
                            }
                        }
                }
            }
            Button("Update first") {
                updateItem()
            }
        }
        .padding()
    }

    func addItem() {
        // Create the item
        let item = DataItem(name: "Test Item")
        // Add the item to the data context
        context.insert(item)
    }

    func updateItem() {
        // 最初のデータを更新
        if let first = items.first {
            first.name = "Updated Item"
        }
    }

    func deleteItem(_ item: DataItem) {
        context.delete(item)
    }
}

struct SwiftDataExampleView: View {
    @Environment(\.modelContext) private var modelContext

    @Query private var people: [PersonModel]

    var body: some View {
        VStack {
            Button("Add person") {
                let name = ["Mark", "Lem", "Chase"].randomElement()!
                let person = PersonModel(name: name)
                modelContext.insert(person)
            }.font(.title)

            List(people) { person in
                Text(person.name)
            }
        }
    }
}

#Preview {
    ContentView()
        .modelContainer(for: DataItem.self, inMemory: true)
}

#Preview("People") {
    SwiftDataExampleView()
        .modelContainer(for: PersonModel.self)
}
