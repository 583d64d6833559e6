// Demonstrates: Menu with a title and buttons (one destructive); a Menu with a label closure.
import SwiftUI

struct DocumentRow: View {
    @State private var name = "Untitled"
    @State private var archived = false

    var body: some View {
        HStack {
            Text(archived ? "\(name) (archived)" : name)
            Spacer()
            Menu("Actions") {
                Button("Rename") { name = "Renamed" }
                Button("Archive") { archived = true }
                Button("Delete", role: .destructive) { print("delete \(name)") }
            }
            Menu {
                Button("Duplicate") { print("duplicate") }
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
        .padding()
    }
}

#Preview {
    DocumentRow()
}
