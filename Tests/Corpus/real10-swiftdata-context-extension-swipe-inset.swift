// Demonstrates: a developer's SwiftData example with helpers of their own: `extension ModelContext { func saveContext() { try? save() } func deleteAndSave<T: PersistentModel>(_ model: T) … func insert<T: PersistentModel>(contentOf values: [T]) }`, `@SwiftUI.Environment(\.modelContext)` spelled with the module (SwiftData has its own `Environment`), `@Query(sort: \User.title)`, `.swipeActions(edge: .trailing) { delete(user) }` where `delete` returns the button, `.safeAreaInset(edge: .bottom, content: addButton)` passing a method as the content, `Int.random(in:)` titles, a `#Preview` with `.modelContainer(for: User.self, inMemory: true)`, and two-space indentation.
// Source: learner's app (a developer's SwiftData example project with a ModelContext extension file; found through a search for SwiftData swipe actions, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at mount: real10-swiftdata-context-extension-swipe-inset.swift:84:3: error: arguments do not match the parameters of 'ContentView.init'
import SwiftUI
import SwiftData

@Model
final class User {
  var title: String
  var createdAt: Date

  init(title: String, createdAt: Date = .now) {
    self.title = title
    self.createdAt = createdAt
  }
}

extension ModelContext {

  // MARK: - Save

  func saveContext() {
    try? save()
  }

  // MARK: - Delete

  func deleteAndSave<T: PersistentModel>(_ model: T) {
    delete(model)
    saveContext()
  }

  func insert<T: PersistentModel>(contentOf values: [T]) {
    values.forEach { insert($0) }
  }
}

struct ContentView: View {

  @SwiftUI.Environment(\.modelContext) private var modelContext

  @Query(sort: \User.title) private var records: [User]

  var body: some View {
    List(records) { user in
      Text("User \(user.title)")
        .swipeActions(edge: .trailing) { delete(user) }
    }
    .overlay {
      if records.isEmpty {
        Text("No users yet")
          .foregroundStyle(.secondary)
      }
    }
    .safeAreaInset(edge: .bottom, content: addButton)
  }

  private func addButton() -> some View {
    HStack {
      Button("Add") {
        let user = User(title: "New User \(Int.random(in: 0...20))")
        modelContext.insert(user)
        modelContext.saveContext()
      }
      Button("Add three") {
        modelContext.insert(contentOf: (1...3).map { User(title: "Batch \($0)") })
        modelContext.saveContext()
      }
    }
    .buttonStyle(.borderedProminent)
    .padding()
  }

  private func delete(_ user: User) -> some View {
    Button(role: .destructive) {
      modelContext.deleteAndSave(user)
    } label: {
      Label("Delete", systemImage: "trash")
    }
  }
}

#Preview {
  ContentView()
    .modelContainer(for: User.self, inMemory: true)
}
