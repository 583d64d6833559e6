// Demonstrates: multi-select with a Set of ids, Toggle bindings built with Binding(get:set:), enumerated ForEach, tags joined into a summary.
import SwiftUI

struct Tag: Identifiable, Hashable {
    let id: Int
    let name: String
}

final class TagPickerModel: ObservableObject {
    @Published var selected: Set<Int> = []
    let tags: [Tag] = ["Swift", "SwiftUI", "Combine", "Concurrency", "Testing"]
        .enumerated()
        .map { Tag(id: $0.offset, name: $0.element) }

    var summary: String {
        let names = tags.filter { selected.contains($0.id) }.map(\.name)
        return names.isEmpty ? "Nothing selected" : names.joined(separator: ", ")
    }

    func binding(for tag: Tag) -> Binding<Bool> {
        Binding(
            get: { self.selected.contains(tag.id) },
            set: { isOn in
                if isOn {
                    self.selected.insert(tag.id)
                } else {
                    self.selected.remove(tag.id)
                }
            }
        )
    }
}

struct TagPickerView: View {
    @StateObject private var model = TagPickerModel()

    var body: some View {
        Form {
            Section("Topics") {
                ForEach(model.tags) { tag in
                    Toggle(tag.name, isOn: model.binding(for: tag))
                }
            }
            Section {
                Text(model.summary)
                    .foregroundStyle(.secondary)
                Button("Select all") {
                    model.selected = Set(model.tags.map(\.id))
                }
                Button("Clear", role: .destructive) {
                    model.selected.removeAll()
                }
                .disabled(model.selected.isEmpty)
            } footer: {
                Text("\(model.selected.count) of \(model.tags.count) selected")
            }
        }
    }
}

#Preview {
    TagPickerView()
}
