// Demonstrates: a router object for iOS 17 apps: `@Observable final class Router` holding a `NavigationPath`, an `enum Destination: Hashable` with associated values, `navigate(to:)`, `navigateBack()`, `popToRoot()` using `path.removeLast(path.count)`, injected with `.environment(router)` and bound with `@Bindable`, plus `.onOpenURL` parsing a deep link into destinations.
// Source: blog post (a "Router pattern with NavigationPath and @Observable" article, found through a search for Observable Router NavigationPath navigate to destination popToRoot removeLast path.count onOpenURL deep link); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@Observable
final class Router {
    var path = NavigationPath()

    enum Destination: Hashable {
        case profile(userID: Int)
        case settings
        case post(id: String)
    }

    func navigate(to destination: Destination) {
        path.append(destination)
    }

    func navigateBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }

    func handle(_ url: URL) {
        guard url.scheme == "myapp" else { return }
        switch url.host() {
        case "profile":
            if let id = Int(url.lastPathComponent) { navigate(to: .profile(userID: id)) }
        case "settings":
            navigate(to: .settings)
        default:
            print("unknown link \(url)")
        }
    }
}

struct RouterRoot: View {
    @State private var router = Router()

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            HomeScreen()
                .navigationDestination(for: Router.Destination.self) { destination in
                    switch destination {
                    case .profile(let userID):
                        ProfileScreen(userID: userID)
                    case .settings:
                        Text("Settings")
                    case .post(let id):
                        Text("Post \(id)")
                    }
                }
        }
        .environment(router)
        .onOpenURL { url in
            router.handle(url)
        }
    }
}

struct HomeScreen: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            Button("Open profile 7") { router.navigate(to: .profile(userID: 7)) }
            Button("Open settings") { router.navigate(to: .settings) }
            Button("Deep link") { router.handle(URL(string: "myapp://profile/42")!) }
            Text("Depth: \(router.path.count)")
        }
        .navigationTitle("Home")
    }
}

struct ProfileScreen: View {
    let userID: Int
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text("User \(userID)")
            Button("Their post") { router.navigate(to: .post(id: "p\(userID)")) }
            Button("Back") { router.navigateBack() }
            Button("Home") { router.popToRoot() }
        }
        .navigationTitle("Profile")
    }
}

#Preview {
    RouterRoot()
}
