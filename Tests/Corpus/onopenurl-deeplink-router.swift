// Demonstrates: .onOpenURL parsing a deep link with URLComponents into a route enum and pushing it on a NavigationStack path.
import SwiftUI

enum Route: Hashable {
    case product(id: Int)
    case settings
}

struct DeepLinkRoot: View {
    @State private var path: [Route] = []

    private func handle(_ url: URL) {
        guard url.scheme == "shop", let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        switch components.host {
        case "product":
            if let idText = components.queryItems?.first(where: { $0.name == "id" })?.value, let id = Int(idText) {
                path = [.product(id: id)]
            }
        case "settings":
            path = [.settings]
        default:
            print("unknown link \(url)")
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Home")
                Button("Simulate link") {
                    handle(URL(string: "shop://product?id=42")!)
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .product(let id): Text("Product \(id)")
                case .settings: Text("Settings")
                }
            }
        }
        .onOpenURL { url in
            handle(url)
        }
    }
}

#Preview {
    DeepLinkRoot()
}
