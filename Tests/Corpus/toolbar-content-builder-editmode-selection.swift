// Demonstrates: an `extension` of a view holding a `@ToolbarContentBuilder func … -> some ToolbarContent`, `ToolbarItem(placement: .navigationBarLeading/.navigationBarTrailing)`, `ToolbarItemGroup(placement: .bottomBar)`, a `@State var editMode: EditMode` passed with `.environment(\.editMode, $editMode)`, `List(selection:)` over a `Set<Event.ID>`, removing the selected rows, `private extension` helpers.
// Source: sample code (a platform vendor's events sample, its toolbar split into an extension file); written for Vivarium in that style, not copied.
// First paste: failed at load: toolbar-content-builder-editmode-selection.swift:54:35: error: not supported in the playground: 'ToolbarContent'
import SwiftUI

struct Event: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var symbol: String
    var isComplete = false
}

final class EventData: ObservableObject {
    @Published var events: [Event] = [
        Event(title: "Maya's Birthday", symbol: "gift.fill"),
        Event(title: "Pagoda Hike", symbol: "leaf.fill"),
        Event(title: "Team Offsite", symbol: "person.3.fill", isComplete: true),
        Event(title: "Book Club", symbol: "book.fill"),
    ]

    func remove(_ ids: Set<Event.ID>) {
        events.removeAll { ids.contains($0.id) }
    }

    func markComplete(_ ids: Set<Event.ID>) {
        for index in events.indices where ids.contains(events[index].id) {
            events[index].isComplete = true
        }
    }
}

struct EventList: View {
    @StateObject private var eventData = EventData()
    @State var editMode: EditMode = .inactive
    @State var selection = Set<Event.ID>()

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(eventData.events) { event in
                    EventRow(event: event)
                        .tag(event.id)
                }
            }
            .navigationTitle("Events")
            .environment(\.editMode, $editMode)
            .toolbar { toolbarContent() }
        }
    }
}

extension EventList {
    @ToolbarContentBuilder
    func toolbarContent() -> some ToolbarContent {
        ToolbarItem(placement: .navigationBarTrailing) {
            Button(editMode == .active ? "Done" : "Edit") {
                withAnimation {
                    if editMode == .active {
                        selection.removeAll()
                        editMode = .inactive
                    } else {
                        editMode = .active
                    }
                }
            }
        }
        if editMode == .active {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Complete") {
                    eventData.markComplete(selection)
                    selection.removeAll()
                }
                .disabled(selection.isEmpty)
                Spacer()
                Button("Delete", role: .destructive) {
                    eventData.remove(selection)
                    selection.removeAll()
                }
                .disabled(selection.isEmpty)
            }
        }
    }
}

struct EventRow: View {
    let event: Event

    var body: some View {
        HStack {
            Image(systemName: event.symbol)
                .foregroundStyle(tint)
            Text(event.title)
                .strikethrough(event.isComplete)
            Spacer()
            if event.isComplete {
                Image(systemName: "checkmark")
            }
        }
    }
}

private extension EventRow {
    var tint: Color {
        event.isComplete ? .secondary : .accentColor
    }
}

#Preview {
    EventList()
}
