// Demonstrates: an older Core Data list — @Environment(\.managedObjectContext), @FetchRequest with NSSortDescriptor, adding an entity and saving the context.
import SwiftUI
import CoreData

struct ItemsView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)],
        animation: .default)
    private var items: FetchedResults<Item>

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.timestamp!, formatter: itemFormatter)
            }
        }
        .toolbar {
            Button("Add") {
                let newItem = Item(context: viewContext)
                newItem.timestamp = Date()
                try? viewContext.save()
            }
        }
    }
}

private let itemFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    formatter.timeStyle = .medium
    return formatter
}()
