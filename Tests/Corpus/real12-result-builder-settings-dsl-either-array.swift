// Demonstrates: a home-made result builder DSL for a settings screen: `@resultBuilder enum SettingsBuilder` with `buildBlock(_ components: [SettingItem]...)`, `buildExpression(_:)` lifting one item to an array, `buildOptional`, `buildEither(first:)`/`buildEither(second:)` and `buildArray`, a `func makeSettings(@SettingsBuilder _ content: () -> [SettingItem]) -> [SettingItem]` used with `if`, `if/else` and `for … in`, and the items shown in a `List` with `switch item.kind`.
// Source: blog companion code (a post on writing your own result builder beyond @ViewBuilder, found through a search for @resultBuilder buildEither buildArray buildOptional buildExpression); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SettingItem: Identifiable {
    enum Kind {
        case toggle(Bool)
        case link(String)
        case header
    }

    let id = UUID()
    let title: String
    let kind: Kind
}

@resultBuilder
enum SettingsBuilder {
    static func buildBlock(_ components: [SettingItem]...) -> [SettingItem] {
        components.flatMap { $0 }
    }

    static func buildExpression(_ expression: SettingItem) -> [SettingItem] {
        [expression]
    }

    static func buildOptional(_ component: [SettingItem]?) -> [SettingItem] {
        component ?? []
    }

    static func buildEither(first component: [SettingItem]) -> [SettingItem] {
        component
    }

    static func buildEither(second component: [SettingItem]) -> [SettingItem] {
        component
    }

    static func buildArray(_ components: [[SettingItem]]) -> [SettingItem] {
        components.flatMap { $0 }
    }
}

func makeSettings(@SettingsBuilder _ content: () -> [SettingItem]) -> [SettingItem] {
    content()
}

struct SettingsScreen: View {
    @State private var isPro = false
    let accounts = ["iCloud", "Dropbox"]

    var items: [SettingItem] {
        makeSettings {
            SettingItem(title: "General", kind: .header)
            SettingItem(title: "Notifications", kind: .toggle(true))
            if isPro {
                SettingItem(title: "Pro features", kind: .link("pro"))
            } else {
                SettingItem(title: "Upgrade", kind: .link("store"))
            }
            SettingItem(title: "Accounts", kind: .header)
            for account in accounts {
                SettingItem(title: account, kind: .link(account.lowercased()))
            }
            if accounts.count > 1 {
                SettingItem(title: "Sync all", kind: .toggle(false))
            }
        }
    }

    var body: some View {
        List {
            Toggle("Pro", isOn: $isPro)
            ForEach(items) { item in
                switch item.kind {
                case .header:
                    Text(item.title).font(.headline)
                case .toggle(let on):
                    Text("\(item.title): \(on ? "on" : "off")")
                case .link(let target):
                    Text("\(item.title) → \(target)")
                }
            }
        }
        .onAppear { print(items.count) }
    }
}

#Preview {
    SettingsScreen()
}
