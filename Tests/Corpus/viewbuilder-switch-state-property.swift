// Demonstrates: a @ViewBuilder computed property switching over an enum with associated values, CaseIterable tabs with rawValue.capitalized, Picker(selection:) with .segmented style, Text concatenation.
import SwiftUI

enum Filter: String, CaseIterable, Identifiable {
    case all, unread, flagged
    var id: Self { self }
}

enum LoadPhase {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

struct MailboxView: View {
    @State private var filter: Filter = .all
    @State private var phase: LoadPhase = .idle

    private let messages = ["Lunch?", "Invoice #42", "Re: trip", "Build failed"]

    @ViewBuilder
    private var content: some View {
        switch phase {
        case .idle:
            Text("Pull to load")
        case .loading:
            ProgressView("Loading…")
        case .loaded(let items) where items.isEmpty:
            Text("No messages")
        case .loaded(let items):
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        case .failed(let reason):
            Text("Failed: ") + Text(reason).bold()
        }
    }

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases) { filter in
                    Text(filter.rawValue.capitalized).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            List {
                content
            }
            HStack {
                Button("Load") {
                    phase = .loading
                    switch filter {
                    case .all: phase = .loaded(messages)
                    case .unread: phase = .loaded(Array(messages.prefix(2)))
                    case .flagged: phase = .loaded([])
                    }
                }
                Button("Fail") { phase = .failed("timeout") }
            }
        }
        .onChange(of: filter) { _ in
            phase = .idle
        }
    }
}

#Preview {
    MailboxView()
}
