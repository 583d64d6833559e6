// Demonstrates: an @main App injecting an EnvironmentObject, a sheet that reads the same object, @Environment(\.dismiss) closing it, the main view observing a change made in the sheet.
import SwiftUI

final class Preferences: ObservableObject {
    @Published var showsBadges = true
    @Published var fontScale = 1.0
}

@main
struct ReaderApp: App {
    @StateObject private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            ReaderHome()
                .environmentObject(preferences)
        }
    }
}

struct ReaderHome: View {
    @EnvironmentObject var preferences: Preferences
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Scale \(preferences.fontScale, specifier: "%.1f")")
                if preferences.showsBadges {
                    Text("Badges on")
                }
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Settings") { showingSettings = true }
                }
            }
            .sheet(isPresented: $showingSettings) {
                ReaderSettings()
            }
        }
    }
}

struct ReaderSettings: View {
    @EnvironmentObject var preferences: Preferences
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Toggle("Show badges", isOn: $preferences.showsBadges)
            Slider(value: $preferences.fontScale, in: 0.5...2, step: 0.5)
            Button("Done") { dismiss() }
        }
    }
}
