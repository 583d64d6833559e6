// Demonstrates: iOS 17/18 surface as a current sample uses it: @Entry environment values, the Tab(_:systemImage:value:) TabView API with a selection, onScrollGeometryChange(for:of:action:), scrollPosition(id:), @Previewable @State in #Preview, containerRelativeFrame, sensoryFeedback on a value, ContentUnavailableView.search.
// Source: sample code (a vendor's "what's new in SwiftUI" session sample, iOS 18); written for Vivarium in that style, not copied.
// First paste: failed at mount: ios18-scroll-geometry-entry-tabs.swift:27:9: error: not supported in the playground: the '.onScrollGeometryChange' modifier
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var compactRows: Bool = false
}

enum AppTab: Hashable { case feed, search, profile }

struct FeedItem: Identifiable, Hashable {
    let id: Int
    var title: String { "Post \(id)" }
}

struct FeedTab: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.compactRows) private var compactRows
    @State private var scrolledID: Int?
    @State private var pastTop = false
    @State private var likes = 0
    let items = (1...12).map(FeedItem.init)

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(items) { item in
                    Text(item.title)
                        .containerRelativeFrame(.vertical, count: compactRows ? 6 : 3, spacing: 8)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $scrolledID)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 40
        } action: { oldValue, newValue in
            pastTop = newValue
            print("past top: \(oldValue) -> \(newValue)")
        }
        .overlay(alignment: .bottom) {
            HStack {
                Text("Accent \(accentName), likes \(likes)")
                Button("Like") { likes += 1 }
                Button("Jump to 8") { scrolledID = 8 }
            }
        }
        .sensoryFeedback(.success, trigger: likes)
    }
}

struct SearchTab: View {
    @State private var query = ""
    private let names = ["Ava", "Ben", "Cleo"]

    var body: some View {
        NavigationStack {
            let hits = names.filter { query.isEmpty || $0.localizedStandardContains(query) }
            List(hits, id: \.self) { Text($0) }
                .overlay {
                    if hits.isEmpty { ContentUnavailableView.search(text: query) }
                }
                .searchable(text: $query)
                .toolbar { Button("Search Zed") { query = "Zed" } }
        }
    }
}

struct MainTabs: View {
    @Binding var selection: AppTab

    var body: some View {
        TabView(selection: $selection) {
            Tab("Feed", systemImage: "house", value: AppTab.feed) {
                FeedTab()
            }
            Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                SearchTab()
            }
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                Button("Back to feed") { selection = .feed }
            }
        }
        .environment(\.accentName, "orange")
        .onChange(of: selection) { print("tab \(selection)") }
    }
}

#Preview {
    @Previewable @State var selection: AppTab = .feed
    MainTabs(selection: $selection)
        .environment(\.compactRows, true)
}
