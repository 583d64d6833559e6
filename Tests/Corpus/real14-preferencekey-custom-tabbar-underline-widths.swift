// Demonstrates: a custom segmented tab bar whose underline follows the selected tab: a `PreferenceKey` with a `[Int: CGFloat]` value and a merging `reduce`, each tab reporting its width through `GeometryReader` in a `.background`, `.onPreferenceChange` storing the widths, an `enum Tab: Int, CaseIterable` with icons, `.animation(.easeInOut, value:)`, and the selected page switched over below.
// Source: blog post (a custom tab bar with PreferenceKey article, found through a search for PreferenceKey reduce onPreferenceChange GeometryReader background tab underline width); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Tab: Int, CaseIterable {
    case home, search, profile

    var title: String {
        switch self {
        case .home: return "Home"
        case .search: return "Search"
        case .profile: return "Profile"
        }
    }

    var icon: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .profile: return "person"
        }
    }
}

struct TabWidthKey: PreferenceKey {
    static var defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: { $1 })
    }
}

struct TabButton: View {
    let tab: Tab
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                Image(systemName: tab.icon)
                Text(tab.title)
            }
            .padding(.vertical, 8)
            .foregroundColor(isSelected ? .accentColor : .gray)
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .preference(key: TabWidthKey.self, value: [tab.rawValue: proxy.size.width])
                }
            )
        }
    }
}

struct CustomTabBar: View {
    @Binding var selection: Tab
    @State private var widths: [Int: CGFloat] = [:]

    var underlineWidth: CGFloat {
        widths[selection.rawValue] ?? 0
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 24) {
                ForEach(Tab.allCases, id: \.rawValue) { tab in
                    TabButton(tab: tab, isSelected: tab == selection) {
                        selection = tab
                    }
                }
            }
            Capsule()
                .fill(Color.accentColor)
                .frame(width: underlineWidth, height: 3)
                .animation(.easeInOut, value: selection)
        }
        .onPreferenceChange(TabWidthKey.self) { value in
            widths = value
            print("tab widths reported: \(value.count)")
        }
    }
}

struct HomePage: View {
    var body: some View {
        List(1...5, id: \.self) { n in
            Text("Post #\(n)")
        }
    }
}

struct SearchPage: View {
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .textFieldStyle(RoundedBorderTextFieldStyle())
            Text(query.isEmpty ? "Type something" : "Results for \(query)")
            Spacer()
        }
        .padding()
    }
}

struct ProfilePage: View {
    var body: some View {
        VStack {
            Image(systemName: "person.circle")
                .font(.system(size: 80))
            Text("Signed in")
        }
    }
}

struct RootView: View {
    @State private var selection: Tab = .home

    var body: some View {
        VStack {
            CustomTabBar(selection: $selection)
                .padding(.horizontal)
            Divider()
            switch selection {
            case .home:
                HomePage()
            case .search:
                SearchPage()
            case .profile:
                ProfilePage()
            }
            Spacer()
        }
        .onChange(of: selection) { newValue in
            print("selected \(newValue.title)")
        }
    }
}

struct RootView_Previews: PreviewProvider {
    static var previews: some View {
        RootView()
    }
}
