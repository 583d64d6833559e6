// Demonstrates: NavigationStack(path:) with a Hashable route enum and navigationDestination(for:).
import SwiftUI

enum Route: Hashable {
    case profile(String)
    case settings
}

struct ProfilePage: View {
    let user: String
    var body: some View {
        Text("Profile of \(user)")
            .onAppear { print("profile \(user) appeared") }
            .onDisappear { print("profile \(user) disappeared") }
    }
}

struct RouterView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open Ada") { path.append(.profile("Ada")) }
                Button("Open settings") { path.append(.settings) }
                NavigationLink("Link to Grace", value: Route.profile("Grace"))
                Text("Depth \(path.count)")
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .profile(let name):
                    ProfilePage(user: name)
                case .settings:
                    VStack {
                        Text("Settings")
                        Button("Pop to root") { path.removeAll() }
                    }
                }
            }
            .navigationTitle("Router")
        }
    }
}

#Preview {
    RouterView()
}
