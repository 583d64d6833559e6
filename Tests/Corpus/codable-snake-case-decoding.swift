// Demonstrates: decoding a JSON string with JSONDecoder and .convertFromSnakeCase, custom CodingKeys, a failable init?(rawValue:) enum, do/catch showing a decoding error in the UI.
import SwiftUI

enum Priority: String, Codable {
    case low, normal, high
}

struct TaskItem: Codable, Identifiable {
    let id: Int
    let title: String
    let dueDate: String?
    let priority: Priority
    let isDone: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case title = "name"
        case dueDate
        case priority
        case isDone
    }
}

struct TaskImportView: View {
    @State private var tasks: [TaskItem] = []
    @State private var errorText: String?

    private let goodJSON = """
    [
      {"id": 1, "name": "Write report", "due_date": "2024-05-01", "priority": "high", "is_done": false},
      {"id": 2, "name": "Water plants", "due_date": null, "priority": "low", "is_done": true}
    ]
    """
    private let badJSON = """
    [{"id": 3, "name": "Broken", "priority": "urgent", "is_done": false}]
    """

    var body: some View {
        List {
            ForEach(tasks) { task in
                HStack {
                    Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    VStack(alignment: .leading) {
                        Text(task.title)
                        Text(task.dueDate ?? "No due date")
                            .font(.caption)
                    }
                    Spacer()
                    Text(task.priority.rawValue.uppercased())
                }
            }
            if let errorText {
                Text(errorText).foregroundColor(.red)
            }
            Button("Import") { load(goodJSON) }
            Button("Import broken") { load(badJSON) }
            Button("Parse priority") {
                let parsed = Priority(rawValue: "normal")
                errorText = parsed.map { "Parsed \($0)" } ?? "Unknown priority"
            }
        }
    }

    private func load(_ json: String) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            tasks = try decoder.decode([TaskItem].self, from: Data(json.utf8))
            errorText = nil
        } catch {
            errorText = "Could not import: \(error.localizedDescription)"
        }
    }
}

#Preview {
    TaskImportView()
}
