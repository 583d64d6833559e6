// Demonstrates: a learner's exercise from a SwiftUI essentials book: `struct Item: Identifiable, Hashable { var id = UUID() … }`, `List(items, id: \.self, selection: $itemsSelected) { Text($0.name) }` selecting whole values into `@State private var itemsSelected: Item?`, a detail column with `if let itemsSelected { … } else { … }`, tight brace spacing (`NavigationSplitView{`, `}detail: {`), Korean and English strings, and a second exercise with `NavigationSplitView(columnVisibility:)` over `.doubleColumn`, `List(0..<30) { i in NavigationLink(destination: Text("Details of \(i)")) { Text("id:\(i)") } }`, `.navigationBarHidden(true)` and `.navigationSplitViewStyle(.balanced)`.
// Source: learner's app (a student's exercises for a SwiftUI essentials book, dated folders; repositories jds0024/SwiftUIEssentialsBooks and IgorChumikov/ForTests studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Item: Identifiable,Hashable {
    var id = UUID()
    var name: String
    var detail: String
}

struct EXNavSplit: View {

    var items = [
        Item(name: "Apple", detail: "사과 — Malus domestica, the 'familiar apple'"),
        Item(name: "Banana", detail: "바나나 — a large herb, not a tree"),
        Item(name: "Cherry", detail: "체리 — the fruit of Prunus avium"),
    ]
    @State private var itemsSelected: Item?

    var body: some View {
        NavigationSplitView{
            List(items,id:\.self,selection: $itemsSelected){
                Text($0.name)
            }
        }detail: {
            if let itemsSelected{
                Text(itemsSelected.detail)
            }else{
                Text("No Selected")
            }
        }
    }
}

// iOS 16.0
struct IpadTestSwiftUIView: View {

    @State private var columnVisibility =
    NavigationSplitViewVisibility.doubleColumn

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility){
            List(0..<30){ i in
                NavigationLink(destination: Text("Details of \(i)")) {
                    Text("id:\(i)")
                }

            } .navigationBarHidden(true)

        } detail: {
            Text("Choose an item from the content")

        }
        .navigationSplitViewStyle(.balanced) // this
    }
}

struct Exercises: View {
    @State private var second = false

    var body: some View {
        VStack {
            Toggle("Column visibility exercise", isOn: $second)
                .padding()
            if second {
                IpadTestSwiftUIView()
            } else {
                EXNavSplit()
            }
        }
    }
}

#Preview {
    Exercises()
}
