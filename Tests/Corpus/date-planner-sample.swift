// Demonstrates: a sample-code date planner: Binding<[Event]> built from get/set closures, isEmpty on that binding, a split view with selection, tasks with focus.
// Source: sample code (a vendor's app tutorial); written for Vivarium in that style, not copied.
// First paste: failed at mount: unary operator '!' cannot be applied to this operand
/*
 An app in the style of a vendor's sample-code tutorial: a date planner with
 events, tasks and a symbol picker.
*/

import SwiftUI

struct EventTask: Identifiable, Hashable, Codable {
    var id = UUID()
    var text: String
    var isCompleted = false
    var isNew = false
}

struct Event: Identifiable, Hashable, Codable {
    var id = UUID()
    var symbol: String = EventSymbols.randomName()
    var color: RGBAColor = ColorOptions.random().rgbaColor
    var title = ""
    var tasks = [EventTask(text: "")]
    var date = Date.now

    var period: Period {
        if date < Date.now {
            return .past
        } else if date < Date.now.sevenDaysOut {
            return .nextSevenDays
        } else if date < Date.now.thirtyDaysOut {
            return .nextThirtyDays
        } else {
            return .future
        }
    }

    var remainingTaskCount: Int {
        tasks.filter { !$0.isCompleted }.count
    }

    var isComplete: Bool {
        tasks.allSatisfy { $0.isCompleted }
    }

    static var example = Event(
        symbol: "case.fill",
        title: "Sayulita Trip",
        tasks: [
            EventTask(text: "Buy plane tickets"),
            EventTask(text: "Get a new bathing suit"),
            EventTask(text: "Find a hotel room")
        ],
        date: Date(timeIntervalSinceNow: 60 * 60 * 24 * 365 * 1.5))
}

enum Period: String, CaseIterable, Identifiable {
    case nextSevenDays = "Next 7 Days"
    case nextThirtyDays = "Next 30 Days"
    case future = "Future"
    case past = "Past"

    var id: String { self.rawValue }
    var name: String { self.rawValue }
}

extension Date {
    var sevenDaysOut: Date {
        Calendar.autoupdatingCurrent.date(byAdding: .day, value: 7, to: self) ?? self
    }

    var thirtyDaysOut: Date {
        Calendar.autoupdatingCurrent.date(byAdding: .day, value: 30, to: self) ?? self
    }
}

struct RGBAColor: Codable, Hashable {
    var r: CGFloat
    var g: CGFloat
    var b: CGFloat
    var a: CGFloat
}

struct ColorOptions {
    static var all: [Color] = [.primary, .gray, .red, .orange, .yellow, .green, .mint, .cyan, .indigo, .purple]
    static var `default`: Color = Color.primary

    static func random() -> Color {
        if let element = ColorOptions.all.randomElement() {
            return element
        } else {
            return .primary
        }
    }
}

extension Color {
    var rgbaColor: RGBAColor {
        let components = UIColor(self).cgColor.components ?? [0, 0, 0, 1]
        return RGBAColor(r: components[0], g: components.count > 1 ? components[1] : 0,
                         b: components.count > 2 ? components[2] : 0, a: components.last ?? 1)
    }

    init(_ rgbaColor: RGBAColor) {
        self.init(red: rgbaColor.r, green: rgbaColor.g, blue: rgbaColor.b, opacity: rgbaColor.a)
    }
}

struct EventSymbols {
    static func randomName() -> String {
        if let random = symbolNames.randomElement() {
            return random
        } else {
            return ""
        }
    }

    static let symbolNames: [String] = ["house.fill", "ticket.fill", "gamecontroller.fill", "theatermasks.fill",
                                        "birthday.cake.fill", "gift.fill", "sparkles", "party.popper.fill"]
}

class EventData: ObservableObject {
    @Published var events: [Event] = [
        Event(symbol: "gift.fill", color: ColorOptions.random().rgbaColor, title: "Maya's Birthday",
              tasks: [EventTask(text: "Guava kombucha"), EventTask(text: "Paper cups and plates")],
              date: Date.roundedHoursFromNow(60 * 60 * 24 * 30)),
        Event(symbol: "theatermasks.fill", color: ColorOptions.random().rgbaColor, title: "Pagliacci",
              tasks: [EventTask(text: "Buy new tux")],
              date: Date.roundedHoursFromNow(60 * 60 * 22)),
    ]

    func add(_ event: Event) {
        events.append(event)
    }

    func remove(_ event: Event) {
        events.removeAll { $0.id == event.id }
    }

    func sortedEvents(period: Period) -> Binding<[Event]> {
        Binding<[Event]>(
            get: {
                self.events
                    .filter { $0.period == period }
                    .sorted { $0.date < $1.date }
            },
            set: { events in
                for event in events {
                    if let index = self.events.firstIndex(where: { $0.id == event.id }) {
                        self.events[index] = event
                    }
                }
            }
        )
    }
}

extension Date {
    static func from(month: Int, day: Int, year: Int) -> Date {
        var dateComponents = DateComponents()
        dateComponents.year = year
        dateComponents.month = month
        dateComponents.day = day
        let calendar = Calendar(identifier: .gregorian)
        return calendar.date(from: dateComponents) ?? Date.now
    }

    static func roundedHoursFromNow(_ hours: Double) -> Date {
        let exactDate = Date(timeIntervalSinceNow: hours)
        guard let hourRange = Calendar.current.dateInterval(of: .hour, for: exactDate) else {
            return exactDate
        }
        return hourRange.end
    }
}

struct EventRow: View {
    let event: Event

    var body: some View {
        HStack {
            Image(systemName: event.symbol)
                .sfSymbolStyling()
                .foregroundStyle(Color(event.color))

            VStack(alignment: .leading, spacing: 5) {
                Text(event.title)
                    .fontWeight(.bold)

                Text(event.date.formatted(date: .abbreviated, time: .shortened))
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }

            if event.isComplete {
                Spacer()
                Image(systemName: "checkmark")
                    .foregroundStyle(.secondary)
            }
        }
        .badge(event.remainingTaskCount)
    }
}

struct SFSymbolStyling: ViewModifier {
    func body(content: Content) -> some View {
        content
            .imageScale(.large)
            .symbolRenderingMode(.monochrome)
    }
}

extension View {
    func sfSymbolStyling() -> some View {
        modifier(SFSymbolStyling())
    }
}

struct TaskRow: View {
    @Binding var task: EventTask
    var isEditing: Bool
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack {
            Button {
                task.isCompleted.toggle()
            } label: {
                Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)

            if isEditing || task.isNew {
                TextField("Task description", text: $task.text)
                    .focused($isFocused)
                    .onChange(of: isFocused) { newValue in
                        if newValue == false {
                            task.isNew = false
                        }
                    }
            } else {
                Text(task.text)
            }

            Spacer()
        }
        .padding(.vertical, 10)
        .task {
            if task.isNew {
                isFocused = true
            }
        }
    }
}

struct EventDetail: View {
    @Binding var event: Event
    let isEditing: Bool
    @State private var isPickingSymbol = false

    var body: some View {
        List {
            HStack {
                Button {
                    isPickingSymbol.toggle()
                } label: {
                    Image(systemName: event.symbol)
                        .sfSymbolStyling()
                        .foregroundColor(Color(event.color))
                        .opacity(isEditing ? 0.3 : 1)
                }
                .buttonStyle(.plain)
                .padding(.horizontal, 5)

                if isEditing {
                    TextField("New Event", text: $event.title)
                        .font(.title2)
                } else {
                    Text(event.title)
                        .font(.title2)
                        .fontWeight(.semibold)
                }
            }

            if isEditing {
                DatePicker("Date", selection: $event.date)
                    .labelsHidden()
                    .listRowSeparator(.hidden)
            } else {
                HStack {
                    Text(event.date, style: .date)
                    Text(event.date, style: .time)
                }
                .listRowSeparator(.hidden)
            }

            Text("Tasks")
                .fontWeight(.bold)

            ForEach($event.tasks) { $item in
                TaskRow(task: $item, isEditing: isEditing)
            }
            .onDelete(perform: { indexSet in
                event.tasks.remove(atOffsets: indexSet)
            })

            Button {
                event.tasks.append(EventTask(text: "", isNew: true))
            } label: {
                HStack {
                    Image(systemName: "plus")
                    Text("Add Task")
                }
            }
            .buttonStyle(.borderless)
        }
        .sheet(isPresented: $isPickingSymbol) {
            Text("Symbols")
        }
    }
}

struct EventList: View {
    @EnvironmentObject var eventData: EventData
    @State private var isAddingNewEvent = false
    @State private var newEvent = Event()
    @State private var selection: Event?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(Period.allCases) { period in
                    if !eventData.sortedEvents(period: period).isEmpty {
                        Section(content: {
                            ForEach(eventData.sortedEvents(period: period)) { $event in
                                NavigationLink(value: event) {
                                    EventRow(event: event)
                                }
                                .swipeActions {
                                    Button(role: .destructive) {
                                        selection = nil
                                        eventData.remove(event)
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                            }
                        }, header: {
                            Text(period.name)
                                .font(.callout)
                                .foregroundColor(.secondary)
                                .fontWeight(.bold)
                        })
                    }
                }
            }
            .navigationTitle("Date Planner")
            .toolbar {
                ToolbarItem {
                    Button {
                        newEvent = Event()
                        isAddingNewEvent = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAddingNewEvent) {
                NavigationStack {
                    EventDetail(event: $newEvent, isEditing: true)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") {
                                    isAddingNewEvent = false
                                }
                            }
                            ToolbarItem {
                                Button {
                                    eventData.add(newEvent)
                                    isAddingNewEvent = false
                                } label: {
                                    Text("Add")
                                }
                                .disabled(newEvent.title.isEmpty)
                            }
                        }
                }
            }
        } detail: {
            ZStack {
                if let event = selection, let eventBinding = eventData.getBindingToEvent(event) {
                    EventDetail(event: eventBinding, isEditing: false)
                } else {
                    Text("Select an Event")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension EventData {
    func getBindingToEvent(_ event: Event) -> Binding<Event>? {
        Binding<Event>(
            get: {
                guard let index = self.events.firstIndex(where: { $0.id == event.id }) else { return Event() }
                return self.events[index]
            },
            set: { event in
                guard let index = self.events.firstIndex(where: { $0.id == event.id }) else { return }
                self.events[index] = event
            }
        )
    }
}

struct DatePlannerApp: App {
    @StateObject private var eventData = EventData()

    var body: some Scene {
        WindowGroup {
            EventList()
                .environmentObject(eventData)
        }
    }
}

#Preview {
    EventList()
        .environmentObject(EventData())
}
