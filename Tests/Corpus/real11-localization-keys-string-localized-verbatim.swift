// Demonstrates: an app prepared for translation: `Text("welcome_title")` keys with no strings file (SwiftUI shows the key), `Text("Hello, \(name)!")` as a `LocalizedStringKey` with interpolation, `String(localized: "cart_items \(count)", comment: "…")`, `String(localized: "settings.title", defaultValue: "Settings")`, `Text(verbatim: "v1.2 (build 7)")`, a helper taking `LocalizedStringKey` and another taking a `String` (which `Text(_:)` does not localize), `NSLocalizedString("logout", comment: "")` in older code, and `.environment(\.locale, Locale(identifier: "fr_FR"))` in a second preview.
// Source: public app code (a shop app's localized screens mixing `LocalizedStringKey`, `String(localized:)` and `NSLocalizedString`; found through a search for String(localized: comment:)); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SettingsRow: View {
    let titleKey: LocalizedStringKey
    let systemImage: String

    var body: some View {
        Label(titleKey, systemImage: systemImage)
    }
}

struct PlainRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct ContentView: View {
    @State private var name = "Ana"
    @State private var count = 1

    var cartSummary: String {
        String(localized: "cart_items \(count)", comment: "Number of items in the cart")
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("welcome_title")
                        .font(.headline)
                    Text("Hello, \(name)!")
                    Text(cartSummary)
                    Stepper("Items: \(count)", value: $count, in: 0...9)
                }
                Section(String(localized: "settings.title", defaultValue: "Settings")) {
                    SettingsRow(titleKey: "notifications", systemImage: "bell")
                    PlainRow(title: "privacy_policy")
                    Button(NSLocalizedString("logout", comment: "")) {
                        name = ""
                    }
                }
                Text(verbatim: "v1.2 (build 7)")
                    .font(.footnote)
            }
            .navigationTitle(Text("app_name"))
        }
    }
}

#Preview("English") {
    ContentView()
}

#Preview("French") {
    ContentView()
        .environment(\.locale, Locale(identifier: "fr_FR"))
}
