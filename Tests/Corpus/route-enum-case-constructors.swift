// Demonstrates: enum cases with associated values used as functions (ids.map(Route.profile)), a generic helper taking a (T) -> Route constructor, NavigationStack(path:) with navigationDestination(for:), Hashable enum routes.
import SwiftUI

enum Route: Hashable {
    case profile(Int)
    case settings
    case post(title: String)
}

func routes<T>(for values: [T], _ make: (T) -> Route) -> [Route] {
    values.map(make)
}

struct RouterView: View {
    @State private var path: [Route] = []
    let userIDs = [11, 12]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Open two profiles") {
                    path.append(contentsOf: userIDs.map(Route.profile))
                }
                Button("Open posts") {
                    path = routes(for: ["Hello", "World"], Route.post)
                }
                Button("Settings") { path.append(.settings) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .profile(let id):
                    VStack {
                        Text("Profile \(id)")
                        Button("Back to root") { path.removeAll() }
                    }
                case .settings:
                    Text("Settings")
                case .post(let title):
                    Text("Post: \(title)")
                }
            }
            .onChange(of: path) { _, newPath in
                print("depth \(newPath.count)")
            }
        }
    }
}

#Preview {
    RouterView()
}
