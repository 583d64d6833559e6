// Demonstrates: an open-source indie app's settings screen: rows made by a `SettingsRow` view of a white SF Symbol on a coloured rounded square, an `AppIcon` enum (`CaseIterable, Identifiable`, `iconName: String?`) picked in a list that calls `UIApplication.shared.setAlternateIconName(_:)` with `async throws` and reads `alternateIconName`/`supportsAlternateIcons`, `@Environment(\.requestReview)` behind a "Rate the app" row, `@Environment(\.openURL)` for the system settings (`UIApplication.openSettingsURLString`) and a mail link, `Link` rows, `@AppStorage` toggles and a theme `Picker`, the version from `Bundle.main.infoDictionary`, and a reset button with a destructive `confirmationDialog`.
// Source: open-source app (an indie developer's published app, its Settings screen and icon picker); written for Vivarium in that style, not copied.
// First paste: failed at load: value of type 'UIApplication' has no member 'alternateIconName'
//
//  SettingsView.swift
//  Pebble
//

import SwiftUI
import StoreKit

enum AppIcon: String, CaseIterable, Identifiable {
    case primary = "AppIcon"
    case midnight = "AppIcon-Midnight"
    case sunrise = "AppIcon-Sunrise"
    case mono = "AppIcon-Mono"

    var id: String { rawValue }

    /// `nil` means the primary icon, as `setAlternateIconName` expects
    var iconName: String? {
        self == .primary ? nil : rawValue
    }

    var title: String {
        switch self {
        case .primary: "Default"
        case .midnight: "Midnight"
        case .sunrise: "Sunrise"
        case .mono: "Mono"
        }
    }

    init(from name: String?) {
        self = AppIcon(rawValue: name ?? "") ?? .primary
    }
}

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsRow: View {
    let title: String
    let systemImage: String
    let tint: Color

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
        }
    }
}

struct AppIconPicker: View {
    @State private var current = AppIcon(from: UIApplication.shared.alternateIconName)
    @State private var errorMessage: String?

    var body: some View {
        List {
            ForEach(AppIcon.allCases) { icon in
                Button {
                    Task { await select(icon) }
                } label: {
                    HStack {
                        Text(icon.title)
                        Spacer()
                        if icon == current {
                            Image(systemName: "checkmark").foregroundStyle(.tint)
                        }
                    }
                }
                .tint(.primary)
            }
            if let errorMessage {
                Text(errorMessage).foregroundStyle(.red).font(.footnote)
            }
        }
        .navigationTitle("App Icon")
    }

    @MainActor
    private func select(_ icon: AppIcon) async {
        guard UIApplication.shared.supportsAlternateIcons else {
            errorMessage = "Alternate icons are not supported on this device."
            return
        }
        do {
            try await UIApplication.shared.setAlternateIconName(icon.iconName)
            current = icon
            print("icon set to \(icon.title)")
        } catch {
            errorMessage = error.localizedDescription
            print("icon change failed: \(error.localizedDescription)")
        }
    }
}

struct SettingsView: View {
    @Environment(\.requestReview) private var requestReview
    @Environment(\.openURL) private var openURL

    @AppStorage("hapticsEnabled") private var hapticsEnabled = true
    @AppStorage("showCompleted") private var showCompleted = false
    @AppStorage("theme") private var theme: Theme = .system
    @State private var showingResetConfirmation = false

    private var appVersion: String {
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "1"
        return "\(version) (\(build))"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    NavigationLink {
                        AppIconPicker()
                    } label: {
                        SettingsRow(title: "App Icon", systemImage: "app.badge", tint: .indigo)
                    }
                    Picker(selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    } label: {
                        SettingsRow(title: "Theme", systemImage: "paintbrush", tint: .pink)
                    }
                }

                Section("General") {
                    Toggle(isOn: $hapticsEnabled) {
                        SettingsRow(title: "Haptics", systemImage: "iphone.radiowaves.left.and.right", tint: .orange)
                    }
                    Toggle(isOn: $showCompleted) {
                        SettingsRow(title: "Show Completed", systemImage: "checkmark.circle", tint: .green)
                    }
                    Button {
                        if let url = URL(string: UIApplication.openSettingsURLString) {
                            openURL(url)
                        }
                    } label: {
                        SettingsRow(title: "Notifications", systemImage: "bell.badge", tint: .red)
                    }
                }

                Section("Support") {
                    Button {
                        requestReview()
                    } label: {
                        SettingsRow(title: "Rate Pebble", systemImage: "star.fill", tint: .yellow)
                    }
                    Button {
                        openURL(URL(string: "mailto:hello@pebble.app?subject=Pebble%20\(appVersion)")!)
                    } label: {
                        SettingsRow(title: "Contact", systemImage: "envelope.fill", tint: .blue)
                    }
                    Link(destination: URL(string: "https://pebble.app/privacy")!) {
                        SettingsRow(title: "Privacy Policy", systemImage: "hand.raised.fill", tint: .gray)
                    }
                }

                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showingResetConfirmation = true
                    }
                } footer: {
                    Text("Pebble \(appVersion)")
                        .frame(maxWidth: .infinity)
                        .padding(.top)
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Reset all settings?", isPresented: $showingResetConfirmation, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {
                    hapticsEnabled = true
                    showCompleted = false
                    theme = .system
                    print("settings reset")
                }
            } message: {
                Text("This can't be undone.")
            }
        }
    }
}

#Preview {
    SettingsView()
}
