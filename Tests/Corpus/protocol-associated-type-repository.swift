// Demonstrates: a `Repository` protocol with an associated `Model: Identifiable`, a generic `InMemoryRepository<Model>` conforming to it, a constrained extension `where Model == Note` providing a static `.mock`, `any`/`some` at the use sites, and a view model generic over the repository.
import SwiftUI

protocol Repository {
    associatedtype Model: Identifiable
    func all() -> [Model]
    mutating func add(_ model: Model)
    mutating func remove(id: Model.ID)
}

struct InMemoryRepository<Model: Identifiable>: Repository {
    private var storage: [Model] = []

    init(_ models: [Model] = []) {
        storage = models
    }

    func all() -> [Model] { storage }

    mutating func add(_ model: Model) {
        storage.append(model)
    }

    mutating func remove(id: Model.ID) {
        storage.removeAll { $0.id == id }
    }
}

struct Note: Identifiable, Equatable {
    let id: Int
    var text: String
}

extension InMemoryRepository where Model == Note {
    static var mock: InMemoryRepository<Note> {
        InMemoryRepository([Note(id: 1, text: "Buy milk"), Note(id: 2, text: "Call Sam")])
    }
}

func describe(_ repository: some Repository) -> String {
    "\(repository.all().count) item(s)"
}

@MainActor
final class NotesModel<Repo: Repository>: ObservableObject where Repo.Model == Note {
    @Published private(set) var repository: Repo
    private var nextID = 3

    init(repository: Repo) {
        self.repository = repository
    }

    var notes: [Note] { repository.all() }

    func addNote() {
        repository.add(Note(id: nextID, text: "Note \(nextID)"))
        nextID += 1
        print("added; \(describe(repository))")
    }

    func delete(_ note: Note) {
        repository.remove(id: note.id)
        print("deleted \(note.text); \(describe(repository))")
    }
}

struct NotesView: View {
    @StateObject private var model = NotesModel(repository: InMemoryRepository.mock)

    var body: some View {
        List {
            ForEach(model.notes) { note in
                HStack {
                    Text(note.text)
                    Spacer()
                    Button("Delete \(note.id)") { model.delete(note) }
                }
            }
            Button("Add note") { model.addNote() }
        }
        .onAppear {
            let erased: any Repository = model.repository
            print("starting with \(describe(erased))")
        }
    }
}

#Preview {
    NotesView()
}
