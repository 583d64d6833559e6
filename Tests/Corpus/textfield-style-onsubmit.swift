// Demonstrates: TextField styles (.roundedBorder and RoundedBorderTextFieldStyle()), .onSubmit and .submitLabel.
import SwiftUI

struct TodoEntry: View {
    @State private var draft = ""
    @State private var todos: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            TextField("New todo", text: $draft)
                .textFieldStyle(.roundedBorder)
                .submitLabel(.done)
                .onSubmit(addTodo)
            TextField("Filter", text: .constant(""))
                .textFieldStyle(RoundedBorderTextFieldStyle())
            ForEach(todos, id: \.self) { todo in
                Text("• \(todo)")
            }
            Button("Add", action: addTodo)
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }

    private func addTodo() {
        let trimmed = draft.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        todos.append(trimmed)
        draft = ""
    }
}

#Preview {
    TodoEntry()
}
