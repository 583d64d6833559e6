// Demonstrates: a Q&A question and its answers on "nested ObservableObject does not update the view": the asker's `AppModel: ObservableObject` holds a `@Published var settings = SettingsModel()` class whose own `@Published var count` changes do not redraw the view (a class reference never changes); the accepted answer forwards them with `settings.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }` kept in `Set<AnyCancellable>`, and a second answer observes the child directly with an `@ObservedObject` subview; buttons bump the nested count both ways.
// Source: Q&A answer (a much-viewed "nested ObservableObject" question with its accepted and second answers); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

// MARK: - Question

class SettingsModel: ObservableObject {
    @Published var count = 0
    @Published var username = "guest"
}

class BrokenAppModel: ObservableObject {
    @Published var settings = SettingsModel()
}

// MARK: - Accepted answer: forward the child's changes

class AppModel: ObservableObject {
    @Published var settings = SettingsModel()
    private var cancellables = Set<AnyCancellable>()

    init() {
        settings.objectWillChange
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
    }

    deinit {
        print("AppModel deinit")
    }
}

struct ContentView: View {
    @StateObject private var broken = BrokenAppModel()
    @StateObject private var model = AppModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            // Question: this label never changes
            Text("Broken count: \(broken.settings.count)")
            Button("Increment broken") {
                broken.settings.count += 1
                print("broken count is now \(broken.settings.count)")
            }

            Divider()

            // Accepted answer
            Text("Forwarded count: \(model.settings.count)")
            Button("Increment forwarded") {
                model.settings.count += 1
            }

            Divider()

            // Second answer: observe the child itself
            SettingsRow(settings: broken.settings)
        }
        .padding()
    }
}

struct SettingsRow: View {
    @ObservedObject var settings: SettingsModel

    var body: some View {
        HStack {
            Text("\(settings.username): \(settings.count)")
            Button("Increment in row") {
                settings.count += 1
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
