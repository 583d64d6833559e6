// Demonstrates: tabs + navigation — a Tab enum driving TabView(selection:), a router ObservableObject owning a NavigationPath per tab, navigationDestination(for:) with a Route enum carrying values, pop to root.
import SwiftUI

enum Tab: Hashable {
    case home, library, profile
}

enum Route: Hashable {
    case book(id: Int)
    case author(name: String)
    case settings
}

final class Router: ObservableObject {
    @Published var selectedTab: Tab = .home
    @Published var homePath = NavigationPath()
    @Published var libraryPath: [Route] = []

    func popToRoot() {
        homePath = NavigationPath()
        libraryPath.removeAll()
    }

    func openAuthorInLibrary(_ name: String) {
        selectedTab = .library
        libraryPath = [.author(name: name)]
    }
}

struct RootTabView: View {
    @StateObject private var router = Router()

    var body: some View {
        TabView(selection: $router.selectedTab) {
            NavigationStack(path: $router.homePath) {
                HomeScreen()
                    .navigationDestination(for: Route.self) { route in
                        destination(for: route)
                    }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Tab.home)

            NavigationStack(path: $router.libraryPath) {
                List(1...3, id: \.self) { id in
                    NavigationLink("Book \(id)", value: Route.book(id: id))
                }
                .navigationTitle("Library")
                .navigationDestination(for: Route.self) { route in
                    destination(for: route)
                }
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .tag(Tab.library)

            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Tab.profile)
        }
        .environmentObject(router)
    }

    @ViewBuilder
    private func destination(for route: Route) -> some View {
        switch route {
        case .book(let id):
            BookScreen(id: id)
        case .author(let name):
            Text("Books by \(name)")
                .navigationTitle(name)
        case .settings:
            Text("Settings")
        }
    }
}

struct HomeScreen: View {
    @EnvironmentObject private var router: Router

    var body: some View {
        VStack(spacing: 12) {
            Button("Open book 7") {
                router.homePath.append(Route.book(id: 7))
            }
            Button("Jump to Tolkien in Library") {
                router.openAuthorInLibrary("Tolkien")
            }
            Button("Settings") {
                router.homePath.append(Route.settings)
            }
        }
        .navigationTitle("Home")
    }
}

struct BookScreen: View {
    @EnvironmentObject private var router: Router
    let id: Int

    var body: some View {
        VStack {
            Text("Book #\(id)").font(.title)
            NavigationLink("Author", value: Route.author(name: "Author \(id)"))
            Button("Back to start") {
                router.popToRoot()
            }
        }
    }
}

#Preview {
    RootTabView()
}
