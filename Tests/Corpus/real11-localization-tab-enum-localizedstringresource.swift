// Demonstrates: localized enum titles in an iOS 16+ app: `enum AppTab: String, CaseIterable, Identifiable` with `var title: LocalizedStringResource` returning literals, `var id: Self { self }`, a `TabView(selection:)` built with `ForEach(AppTab.allCases)` and `.tabItem { Label(String(localized: tab.title), systemImage: tab.icon) }`, `Text(tab.title)` taking the resource directly, a `LocalizedStringKey` built from a `String` variable with `LocalizedStringKey(key)`, and date text under `.environment(\.locale, …)` in a Spanish preview.
// Source: public app code (a habit app's tab enum with `LocalizedStringResource` titles, found through a search for LocalizedStringResource CaseIterable); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case today, history, settings

    var id: Self { self }

    var title: LocalizedStringResource {
        switch self {
        case .today: return "Today"
        case .history: return "History"
        case .settings: return "Settings"
        }
    }

    var icon: String {
        switch self {
        case .today: return "sun.max"
        case .history: return "clock"
        case .settings: return "gear"
        }
    }
}

struct TabScreen: View {
    let tab: AppTab
    let date = Date()

    var body: some View {
        VStack(spacing: 12) {
            Text(tab.title)
                .font(.largeTitle)
            Text(LocalizedStringKey(tab.rawValue + "_subtitle"))
            Text(date, style: .date)
        }
    }
}

struct RootView: View {
    @State private var selection: AppTab = .today

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppTab.allCases) { tab in
                TabScreen(tab: tab)
                    .tabItem {
                        Label(String(localized: tab.title), systemImage: tab.icon)
                    }
                    .tag(tab)
            }
        }
    }
}

#Preview {
    RootView()
}

#Preview("Spanish") {
    RootView()
        .environment(\.locale, Locale(identifier: "es"))
}
