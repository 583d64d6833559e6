// Demonstrates: an FAQ screen — DisclosureGroup(isExpanded:) driven by a Set of expanded ids through a hand-made Binding(get:set:), "Expand all"/"Collapse all" buttons, a count of open answers, and answers as Text with .font(.callout).
import SwiftUI

struct FAQItem: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct FAQView: View {
    private let items = [
        FAQItem(id: 1, question: "How do I reset my password?", answer: "Use the link on the sign-in screen."),
        FAQItem(id: 2, question: "Can I export my data?", answer: "Yes, from Settings › Export."),
        FAQItem(id: 3, question: "Is there a dark mode?", answer: "It follows your system setting."),
    ]
    @State private var expanded: Set<Int> = []

    private func binding(for id: Int) -> Binding<Bool> {
        Binding(
            get: { expanded.contains(id) },
            set: { isOpen in
                if isOpen {
                    expanded.insert(id)
                } else {
                    expanded.remove(id)
                }
            }
        )
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    DisclosureGroup(item.question, isExpanded: binding(for: item.id)) {
                        Text(item.answer)
                            .font(.callout)
                            .onAppear { print("answer \(item.id) shown") }
                    }
                }
                Section {
                    Text("\(expanded.count) of \(items.count) open")
                }
            }
            .navigationTitle("FAQ")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Expand all") {
                        expanded = Set(items.map(\.id))
                    }
                    .disabled(expanded.count == items.count)
                    Spacer()
                    Button("Collapse all") {
                        expanded.removeAll()
                    }
                    .disabled(expanded.isEmpty)
                }
            }
        }
    }
}

#Preview {
    FAQView()
}
