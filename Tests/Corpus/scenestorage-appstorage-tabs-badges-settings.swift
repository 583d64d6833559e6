// Demonstrates: a tabbed app remembering its tab in @SceneStorage, settings in @AppStorage (Bool, Int, Double, String and a RawRepresentable enum), .badge on tabs, Slider with onEditingChanged and a step, Stepper with format, a "Reset" button that removes keys from UserDefaults.
import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

struct MainTabs: View {
    @SceneStorage("selectedTab") private var selectedTab = "today"
    @AppStorage("unreadCount") private var unreadCount = 3

    var body: some View {
        TabView(selection: $selectedTab) {
            TodayTab(unreadCount: $unreadCount)
                .tabItem { Label("Today", systemImage: "sun.max") }
                .tag("today")
                .badge(unreadCount)
            PreferencesTab()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag("settings")
                .badge("!")
        }
        .onChange(of: selectedTab) { oldTab, newTab in
            print("tab \(oldTab) → \(newTab)")
        }
    }
}

struct TodayTab: View {
    @Binding var unreadCount: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("\(unreadCount) unread")
            Button("Mark all read") { unreadCount = 0 }
                .disabled(unreadCount == 0)
        }
    }
}

struct PreferencesTab: View {
    @AppStorage("units") private var units: Units = .metric
    @AppStorage("dailyStepGoal") private var stepGoal = 8000
    @AppStorage("brightness") private var brightness = 0.5
    @AppStorage("nickname") private var nickname = ""
    @AppStorage("soundOn") private var soundOn = true
    @State private var isAdjusting = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Nickname", text: $nickname)
                    Picker("Units", selection: $units) {
                        ForEach(Units.allCases) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                }
                Section {
                    Stepper(value: $stepGoal, in: 1000...20000, step: 500) {
                        Text("Goal: \(stepGoal.formatted()) steps")
                    }
                    Slider(value: $brightness, in: 0...1, step: 0.1) {
                        Text("Brightness")
                    } minimumValueLabel: {
                        Image(systemName: "sun.min")
                    } maximumValueLabel: {
                        Image(systemName: "sun.max")
                    } onEditingChanged: { editing in
                        isAdjusting = editing
                        print(editing ? "adjusting…" : "brightness set to \(brightness.formatted(.percent))")
                    }
                    Toggle("Sounds", isOn: $soundOn)
                } header: {
                    Text("Activity")
                } footer: {
                    Text(isAdjusting ? "Release to save" : "Saved automatically")
                }
                Section {
                    Button("Reset all", role: .destructive) {
                        for key in ["units", "dailyStepGoal", "brightness", "nickname", "soundOn"] {
                            UserDefaults.standard.removeObject(forKey: key)
                        }
                        print("goal after reset: \(stepGoal)")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    MainTabs()
}
