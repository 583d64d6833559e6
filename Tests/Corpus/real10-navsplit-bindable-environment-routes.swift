// Demonstrates: a modular app's split-view demo screen: `@Environment(Navigation.self) private var navigation` with `List(selection: Bindable(navigation).splitSelection)` (a `Bindable` made inline from an environment object), `Section("Demo") { ForEach(navigation.routes, id: \.self) { route in route.makeLabel() } }` where an enum builds its own `Label` and destination, a `@ViewBuilder private var detail` switching on the optional selection, `public struct … { public init() {} public var body }`, `.tint(…)` from a static color extension, and an `@Observable` navigation model injected with `.environment(…)`.
// Source: GitHub app (an open-source modular SwiftUI template's navigation package, its split-view demo; found through a search for List(selection: Bindable(…)), repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

enum Route: String, Hashable, CaseIterable {
    case profile
    case settings
    case about

    var title: String { rawValue.capitalized }

    var systemImage: String {
        switch self {
        case .profile: "person.crop.circle"
        case .settings: "gearshape"
        case .about: "info.circle"
        }
    }

    func makeLabel() -> some View {
        Label(title, systemImage: systemImage)
            .tag(self)
    }

    @ViewBuilder
    func makeDestination() -> some View {
        switch self {
        case .profile:
            Text("Your profile")
        case .settings:
            Form {
                Toggle("Notifications", isOn: .constant(true))
            }
        case .about:
            Text("Version 1.0")
        }
    }
}

@Observable
public final class Navigation {
    var routes: [Route] = Route.allCases
    var splitSelection: Route?
    var visits: [Route] = []

    public init() {}

    func select(_ route: Route) {
        splitSelection = route
        visits.append(route)
    }
}

extension Color {
    static let tintPrimary = Color.indigo
}

public struct SplitView: View {
    @Environment(Navigation.self) private var navigation

    public init() {}

    public var body: some View {
        NavigationSplitView {
            sidebar
        } detail: {
            detail
        }
        .navigationTitle("Split")
        .tint(.tintPrimary)
    }

    private var sidebar: some View {
        List(selection: Bindable(navigation).splitSelection) {
            Section("Demo") {
                ForEach(navigation.routes, id: \.self) { route in
                    route.makeLabel()
                }
            }
            Section("Shortcuts") {
                Button("Open settings") {
                    navigation.select(.settings)
                }
                Text("\(navigation.visits.count) visits")
            }
        }
    }

    @ViewBuilder
    private var detail: some View {
        if let route = navigation.splitSelection {
            route.makeDestination()
                .navigationTitle(route.title)
        } else {
            ContentUnavailableView("Pick a route", systemImage: "sidebar.left")
        }
    }
}

#Preview {
    SplitView()
        .environment(Navigation())
}
