// Demonstrates: an app-wide event bus: a singleton `EventBus` with a `PassthroughSubject<AppEvent, Never>`, a `ToastCenter: ObservableObject` subscribing in `init` with `.sink { [weak self] in … }` and `.store(in: &cancellables)`, a toast hidden again after `DispatchQueue.main.asyncAfter`, views receiving events with `.onReceive(EventBus.shared.subject)`, and `.overlay(alignment:)` showing the toast with a transition.
// Source: Reddit post (r/SwiftUI, "how do I show a toast from anywhere", found through a search for PassthroughSubject event bus singleton onReceive toast sink weak self store cancellables); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

enum AppEvent {
    case itemAdded(String)
    case itemRemoved(String)
    case error(String)

    var message: String {
        switch self {
        case .itemAdded(let name): return "Added \(name)"
        case .itemRemoved(let name): return "Removed \(name)"
        case .error(let text): return "Error: \(text)"
        }
    }

    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}

final class EventBus {
    static let shared = EventBus()
    let subject = PassthroughSubject<AppEvent, Never>()

    private init() {}

    func send(_ event: AppEvent) {
        subject.send(event)
    }
}

final class ToastCenter: ObservableObject {
    @Published var current: AppEvent?
    @Published var history: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        EventBus.shared.subject
            .sink { [weak self] event in
                self?.show(event)
            }
            .store(in: &cancellables)
    }

    private func show(_ event: AppEvent) {
        current = event
        history.append(event.message)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
            if self?.current?.message == event.message {
                self?.current = nil
            }
        }
    }
}

struct ToastView: View {
    let event: AppEvent

    var body: some View {
        Text(event.message)
            .font(.subheadline.bold())
            .foregroundColor(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().fill(event.isError ? Color.red : Color.black.opacity(0.8)))
            .padding(.top, 8)
    }
}

struct FruitList: View {
    @State private var fruits = ["Apple", "Banana"]
    @State private var counter = 0
    let candidates = ["Cherry", "Mango", "Kiwi", "Plum"]

    var body: some View {
        List {
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
            }
            .onDelete { offsets in
                for index in offsets {
                    EventBus.shared.send(.itemRemoved(fruits[index]))
                }
                fruits.remove(atOffsets: offsets)
            }
            Button("Add fruit") {
                let fruit = candidates[counter % candidates.count]
                counter += 1
                fruits.append(fruit)
                EventBus.shared.send(.itemAdded(fruit))
            }
            Button("Simulate error") {
                EventBus.shared.send(.error("Sync failed"))
            }
        }
    }
}

struct EventCounter: View {
    @State private var received = 0

    var body: some View {
        Text("Events seen: \(received)")
            .font(.caption)
            .onReceive(EventBus.shared.subject) { event in
                received += 1
                print("EventCounter got \(event.message)")
            }
    }
}

struct ContentView: View {
    @StateObject private var toasts = ToastCenter()

    var body: some View {
        NavigationView {
            VStack {
                EventCounter()
                FruitList()
            }
            .navigationBarTitle("Fruits")
        }
        .overlay(alignment: .top) {
            if let event = toasts.current {
                ToastView(event: event)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .animation(.spring(), value: toasts.history.count)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
