// Demonstrates: a custom @resultBuilder (buildBlock, buildOptional, buildEither, buildArray, buildExpression) producing a checklist shown in a List.
import SwiftUI

struct ChecklistItem: Identifiable, Hashable {
    var id: String { title }
    let title: String
}

@resultBuilder
enum ChecklistBuilder {
    static func buildExpression(_ expression: String) -> [ChecklistItem] {
        [ChecklistItem(title: expression)]
    }

    static func buildBlock(_ components: [ChecklistItem]...) -> [ChecklistItem] {
        components.flatMap { $0 }
    }

    static func buildOptional(_ component: [ChecklistItem]?) -> [ChecklistItem] {
        component ?? []
    }

    static func buildEither(first component: [ChecklistItem]) -> [ChecklistItem] {
        component
    }

    static func buildEither(second component: [ChecklistItem]) -> [ChecklistItem] {
        component
    }

    static func buildArray(_ components: [[ChecklistItem]]) -> [ChecklistItem] {
        components.flatMap { $0 }
    }
}

func checklist(@ChecklistBuilder _ content: () -> [ChecklistItem]) -> [ChecklistItem] {
    content()
}

struct PackingListView: View {
    @State private var isInternational = false
    @State private var nights = 2

    private var items: [ChecklistItem] {
        checklist {
            "Toothbrush"
            "Phone charger"
            if isInternational {
                "Passport"
                "Travel adapter"
            }
            if nights > 3 {
                "Laundry bag"
            } else {
                "Light jacket"
            }
            for night in 1...nights {
                "Outfit \(night)"
            }
        }
    }

    var body: some View {
        NavigationStack {
            List(items) { item in
                Text(item.title)
            }
            .navigationTitle("Packing (\(items.count))")
            .toolbar {
                Toggle("International", isOn: $isInternational)
                Button("More nights") {
                    nights += 2
                    print(items.map(\.title).joined(separator: ", "))
                }
            }
        }
    }
}

#Preview {
    PackingListView()
}
