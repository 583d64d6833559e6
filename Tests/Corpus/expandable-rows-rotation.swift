// Demonstrates: expandable FAQ rows with withAnimation(.easeInOut(duration:)) toggling a Set of expanded ids, rotationEffect(.degrees()), onTapGesture on an HStack, contentShape, a static sample array.
import SwiftUI

struct FAQ: Identifiable {
    let id: Int
    let question: String
    let answer: String

    static let samples = [
        FAQ(id: 1, question: "How do I reset?", answer: "Hold the button for five seconds."),
        FAQ(id: 2, question: "Is there a warranty?", answer: "Two years, worldwide."),
        FAQ(id: 3, question: "Can I export?", answer: "Yes, as CSV or JSON."),
    ]
}

struct FAQRow: View {
    let faq: FAQ
    let isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(faq.question).font(.headline)
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
            }
            if isExpanded {
                Text(faq.answer)
                    .font(.subheadline)
                    .transition(.opacity)
            }
        }
        .contentShape(Rectangle())
    }
}

struct FAQList: View {
    @State private var expanded: Set<Int> = []

    var body: some View {
        List(FAQ.samples) { faq in
            FAQRow(faq: faq, isExpanded: expanded.contains(faq.id))
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.25)) {
                        if expanded.contains(faq.id) {
                            expanded.remove(faq.id)
                        } else {
                            expanded.insert(faq.id)
                        }
                    }
                }
        }
        .safeAreaInset(edge: .top) {
            Button(expanded.isEmpty ? "Expand all" : "Collapse all") {
                expanded = expanded.isEmpty ? Set(FAQ.samples.map(\.id)) : []
            }
        }
    }
}

#Preview {
    FAQList()
}
