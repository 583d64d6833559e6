// Demonstrates: a list screen generic over a view-model protocol (struct ItemListView<ViewModel: ItemListViewModel>: View) with an associated Item type, @ObservedObject of the generic parameter, a live and a preview implementation of the protocol, and a default implementation in a protocol extension.
import SwiftUI

protocol ItemListViewModel: ObservableObject {
    associatedtype Item: Identifiable & CustomStringConvertible
    var title: String { get }
    var items: [Item] { get }
    func add()
    func remove(at offsets: IndexSet)
}

extension ItemListViewModel {
    var title: String { "Items (\(items.count))" }
}

struct Fruit: Identifiable, CustomStringConvertible {
    let id = UUID()
    let name: String
    var description: String { "🍎 \(name)" }
}

final class FruitListViewModel: ItemListViewModel {
    @Published private(set) var items: [Fruit] = [Fruit(name: "Apple"), Fruit(name: "Pear")]
    private var counter = 0

    func add() {
        counter += 1
        items.append(Fruit(name: "Fruit #\(counter)"))
    }

    func remove(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

final class NumbersViewModel: ItemListViewModel {
    struct Number: Identifiable, CustomStringConvertible {
        let id: Int
        var description: String { "#\(id)" }
    }

    @Published var items: [Number] = (1...3).map(Number.init)
    var title: String { "Numbers" }

    func add() { items.append(Number(id: (items.last?.id ?? 0) + 1)) }
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
}

struct ItemListView<ViewModel: ItemListViewModel>: View {
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.items) { item in
                    Text(item.description)
                }
                .onDelete(perform: viewModel.remove)
            }
            .navigationTitle(viewModel.title)
            .toolbar {
                Button("Add") {
                    viewModel.add()
                    print("\(viewModel.title): \(viewModel.items.map(\.description))")
                }
            }
        }
    }
}

struct RootView: View {
    @StateObject private var fruits = FruitListViewModel()
    @StateObject private var numbers = NumbersViewModel()

    var body: some View {
        TabView {
            ItemListView(viewModel: fruits)
                .tabItem { Label("Fruits", systemImage: "leaf") }
            ItemListView(viewModel: numbers)
                .tabItem { Label("Numbers", systemImage: "number") }
        }
    }
}

#Preview {
    RootView()
}
