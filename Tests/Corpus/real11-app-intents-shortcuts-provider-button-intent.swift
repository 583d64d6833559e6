// Demonstrates: App Intents in an app target: `struct LogWaterIntent: AppIntent` with `static var title: LocalizedStringResource`, `@Parameter(title: "Glasses") var glasses: Int`, `init()` and a memberwise-style `init(glasses:)`, `@MainActor func perform() async throws -> some IntentResult & ProvidesDialog` returning `.result(dialog:)`, a `WaterStore` singleton the intent writes, an `AppShortcutsProvider` with `AppShortcut(intent:phrases:shortTitle:systemImageName:)` and `\(.applicationName)`, and a view whose `Button(intent: LogWaterIntent(glasses: 1))` runs it.
// Source: public app code (a water-tracking app's intents file, found through a search for AppShortcutsProvider); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'AppIntent' (from AppIntents, which the playground does not model)
import SwiftUI
import AppIntents

final class WaterStore: ObservableObject {
    static let shared = WaterStore()
    @Published var glasses = 0
}

struct LogWaterIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Water"
    static var description = IntentDescription("Adds glasses of water to today's total.")

    @Parameter(title: "Glasses", default: 1)
    var glasses: Int

    init() {}

    init(glasses: Int) {
        self.glasses = glasses
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        WaterStore.shared.glasses += glasses
        return .result(dialog: "Logged \(glasses) glasses. Total: \(WaterStore.shared.glasses).")
    }
}

struct WaterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogWaterIntent(),
            phrases: ["Log water in \(.applicationName)"],
            shortTitle: "Log Water",
            systemImageName: "drop.fill"
        )
    }
}

struct ContentView: View {
    @ObservedObject var store = WaterStore.shared

    var body: some View {
        VStack(spacing: 16) {
            Text("\(store.glasses) glasses today")
                .font(.title)
            Button(intent: LogWaterIntent(glasses: 1)) {
                Label("Add a glass", systemImage: "drop.fill")
            }
            .buttonStyle(.borderedProminent)
            Button("Reset") {
                store.glasses = 0
            }
        }
    }
}

#Preview {
    ContentView()
}
