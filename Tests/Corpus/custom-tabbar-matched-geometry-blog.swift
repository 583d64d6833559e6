// Demonstrates: a custom tab bar hiding UITabBar through its appearance proxy, a matchedGeometryEffect highlight, @ViewBuilder function named like a type.
// Source: blog/video companion (a custom tab bar tutorial); written for Vivarium in that style, not copied.
// First paste: failed at mount: value of type 'UITabBar' has no member 'isHidden'
// Companion code for a video/blog tutorial: an animated custom tab bar.

import SwiftUI

enum Tab: String, CaseIterable {
    case home = "house"
    case search = "magnifyingglass"
    case notifications = "bell"
    case profile = "person"

    var title: String {
        switch self {
        case .home: return "Home"
        case .search: return "Search"
        case .notifications: return "Alerts"
        case .profile: return "Profile"
        }
    }
}

struct CustomTabBar: View {
    @Binding var currentTab: Tab
    var animation: Namespace.ID
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Tab.allCases, id: \.rawValue) { tab in
                TabButton(tab: tab)
            }
        }
        .padding(.horizontal, 15)
        .padding(.vertical, 10)
        .background {
            Rectangle()
                .fill(.ultraThinMaterial)
                .ignoresSafeArea()
        }
    }

    @ViewBuilder
    func TabButton(tab: Tab) -> some View {
        Button {
            withAnimation(.interactiveSpring(response: 0.5, dampingFraction: 0.7, blendDuration: 0.7)) {
                currentTab = tab
            }
        } label: {
            VStack(spacing: 4) {
                Image(systemName: tab.rawValue)
                    .font(.title2)
                    .symbolVariant(currentTab == tab ? .fill : .none)
                    .frame(width: 35, height: 35)
                    .background {
                        if currentTab == tab {
                            Circle()
                                .fill(.blue.gradient)
                                .matchedGeometryEffect(id: "TAB", in: animation)
                        }
                    }
                Text(tab.title)
                    .font(.caption2)
                    .foregroundStyle(currentTab == tab ? (scheme == .dark ? .white : .black) : .gray)
            }
            .frame(maxWidth: .infinity)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

struct Home: View {
    @State private var currentTab: Tab = .home
    @Namespace private var animation

    init() {
        UITabBar.appearance().isHidden = true
    }

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $currentTab) {
                ForEach(Tab.allCases, id: \.rawValue) { tab in
                    Text(tab.title)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.primary.opacity(0.05))
                        .tag(tab)
                }
            }
            CustomTabBar(currentTab: $currentTab, animation: animation)
        }
    }
}

#Preview {
    Home()
}
