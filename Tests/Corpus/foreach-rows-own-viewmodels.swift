// Demonstrates: ForEach over Identifiable rows, each row owning a @StateObject; adding and removing rows.
//
//  Rows own their view models: a row's model is created when the row is inserted and freed
//  when it is removed. Rows that stay keep their model across parent updates.
//

import SwiftUI

// MARK: - Row model

final class RowViewModel: ObservableObject {
    let id: Int
    @Published var likes = 0

    init(id: Int) {
        self.id = id
        print("RowViewModel \(id) init")
    }

    deinit {
        print("RowViewModel \(id) deinit")
    }
}

// MARK: - Row

struct Row: View {
    @StateObject private var viewModel: RowViewModel

    init(id: Int) {
        // The autoclosure runs only when the row is inserted.
        _viewModel = StateObject(wrappedValue: RowViewModel(id: id))
    }

    var body: some View {
        HStack {
            Text("Row \(viewModel.id): \(viewModel.likes) likes")
            Spacer()
            Button("Like \(viewModel.id)") { viewModel.likes += 1 }
        }
    }
}

// MARK: - List

struct Item: Identifiable {
    let id: Int
}

struct RowsView: View {
    @State private var items = [Item(id: 1), Item(id: 2)]
    @State private var nextID = 3

    var body: some View {
        VStack {
            ForEach(items) { item in
                Row(id: item.id)
            }
            Button("Add row") {
                items.append(Item(id: nextID))
                nextID += 1
            }
            Button("Remove first") {
                if !items.isEmpty { items.removeFirst() }
            }
        }
    }
}

// MARK: - Preview

#Preview {
    RowsView()
}
