// Demonstrates: Codable beyond synthesis: a custom init(from:) with nestedContainer, decodeIfPresent with a default, a RawRepresentable enum decoded from a string, an enum with associated values encoded by hand, dateDecodingStrategy .iso8601, keyDecodingStrategy .convertFromSnakeCase, JSONEncoder with [.prettyPrinted, .sortedKeys], DecodingError cases caught and described.
// Source: tutorial site (a long "Codable in depth" article, its final playground moved into an app); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Priority: String, Codable {
    case low, normal, urgent
}

enum Attachment: Codable, Equatable {
    case link(URL)
    case note(String)

    private enum CodingKeys: String, CodingKey { case kind, value }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let value = try container.decode(String.self, forKey: .value)
        switch kind {
        case "link": self = .link(URL(string: value)!)
        default: self = .note(value)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .link(let url):
            try container.encode("link", forKey: .kind)
            try container.encode(url.absoluteString, forKey: .value)
        case .note(let text):
            try container.encode("note", forKey: .kind)
            try container.encode(text, forKey: .value)
        }
    }
}

struct Ticket: Codable, Identifiable {
    let id: Int
    let title: String
    let priority: Priority
    let assignee: String
    let dueDate: Date
    let attachments: [Attachment]

    enum CodingKeys: String, CodingKey {
        case id, title, priority, owner, dueDate, attachments
    }
    enum OwnerKeys: String, CodingKey { case displayName }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        priority = try container.decodeIfPresent(Priority.self, forKey: .priority) ?? .normal
        let owner = try container.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
        assignee = try owner.decode(String.self, forKey: .displayName)
        dueDate = try container.decode(Date.self, forKey: .dueDate)
        attachments = try container.decodeIfPresent([Attachment].self, forKey: .attachments) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(priority, forKey: .priority)
        var owner = container.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
        try owner.encode(assignee, forKey: .displayName)
        try container.encode(attachments, forKey: .attachments)
    }
}

let ticketsJSON = """
[
  {"id": 7, "title": "Fix login", "priority": "urgent", "owner": {"display_name": "Sam"},
   "due_date": "2024-03-01T09:00:00Z",
   "attachments": [{"kind": "link", "value": "https://example.com/log"}, {"kind": "note", "value": "repro on iPad"}]},
  {"id": 8, "title": "Update icon", "owner": {"display_name": "Lee"}, "due_date": "2024-03-05T12:30:00Z"}
]
"""

struct TicketsView: View {
    @State private var tickets: [Ticket] = []
    @State private var message = ""

    var body: some View {
        List {
            ForEach(tickets) { ticket in
                VStack(alignment: .leading) {
                    Text("\(ticket.title) (\(ticket.priority.rawValue))")
                    Text("\(ticket.assignee) · \(ticket.attachments.count) attachments").font(.caption)
                }
            }
            Text(message)
            Button("Decode") { decode(ticketsJSON) }
            Button("Decode broken") { decode(#"[{"id": "seven"}]"#) }
            Button("Encode first") { encodeFirst() }
        }
    }

    private func decode(_ text: String) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        do {
            tickets = try decoder.decode([Ticket].self, from: Data(text.utf8))
            message = "decoded \(tickets.count)"
        } catch DecodingError.typeMismatch(let type, let context) {
            message = "type mismatch: \(type) at \(context.codingPath.map(\.stringValue))"
        } catch DecodingError.keyNotFound(let key, _) {
            message = "missing \(key.stringValue)"
        } catch {
            message = "other: \(error)"
        }
        print(message)
    }

    private func encodeFirst() {
        guard let first = tickets.first else { print("nothing to encode"); return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try! encoder.encode(first)
        print(String(decoding: data, as: UTF8.self))
    }
}

#Preview {
    TicketsView()
}
