// Demonstrates: an app settings root with NavigationLink rows to sub-pages, a wheel Picker over a range of minutes, a Section footer using Markdown in a Text literal, .preferredColorScheme driven by an @AppStorage enum, Stepper(value:in:step:format:), and an About page with Link and ShareLink.
import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct SettingsRoot: View {
    @AppStorage("appearance") private var appearance: Appearance = .system
    @AppStorage("focusMinutes") private var focusMinutes = 25
    @AppStorage("volume") private var volume = 0.5

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink("Focus Timer") {
                        FocusSettings(focusMinutes: $focusMinutes)
                    }
                    NavigationLink {
                        AboutPage()
                    } label: {
                        Label("About", systemImage: "info.circle")
                    }
                }
                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue.capitalized).tag(option)
                        }
                    }
                    Stepper(value: $volume, in: 0...1, step: 0.1, format: .percent) {
                        Text("Volume")
                    }
                } footer: {
                    Text("Read our [privacy policy](https://example.com/privacy). **Dark** follows your choice.")
                }
            }
            .navigationTitle("Settings")
        }
        .preferredColorScheme(appearance.colorScheme)
    }
}

struct FocusSettings: View {
    @Binding var focusMinutes: Int

    var body: some View {
        Form {
            Picker("Minutes", selection: $focusMinutes) {
                ForEach(Array(stride(from: 5, through: 60, by: 5)), id: \.self) { minutes in
                    Text("\(minutes) min").tag(minutes)
                }
            }
            .pickerStyle(.wheel)
            LabeledContent("Breaks", value: "\(focusMinutes / 5) min")
        }
        .navigationTitle("Focus Timer")
        .onDisappear { print("focus set to \(focusMinutes)") }
    }
}

struct AboutPage: View {
    private var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }

    var body: some View {
        List {
            LabeledContent("Version", value: version)
            Link("Website", destination: URL(string: "https://example.com")!)
            ShareLink(item: URL(string: "https://apps.apple.com/app/id123")!) {
                Label("Share the app", systemImage: "square.and.arrow.up")
            }
        }
        .navigationTitle("About")
    }
}

#Preview {
    SettingsRoot()
}
