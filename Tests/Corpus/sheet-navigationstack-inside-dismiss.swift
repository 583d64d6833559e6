// Demonstrates: a sheet containing its own NavigationStack with Cancel/Save toolbar buttons, pushing a detail inside the sheet, and the parent's item list updated on save.
import SwiftUI

struct NewItemSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                NavigationLink("Choose icon") {
                    Text("Icons")
                        .navigationTitle("Icon")
                }
                Button("Use sample name") { name = "Groceries" }
            }
            .navigationTitle("New List")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct ListsView: View {
    @State private var lists: [String] = ["Inbox"]
    @State private var showingNew = false

    var body: some View {
        NavigationStack {
            List(lists, id: \.self) { Text($0) }
                .navigationTitle("Lists")
                .toolbar {
                    Button("Add") { showingNew = true }
                }
                .sheet(isPresented: $showingNew) {
                    NewItemSheet { name in
                        lists.append(name)
                        print("saved \(name)")
                    }
                }
        }
    }
}

#Preview {
    ListsView()
}
