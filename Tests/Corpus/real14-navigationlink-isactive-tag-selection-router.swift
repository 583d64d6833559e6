// Demonstrates: programmatic navigation before `NavigationStack`: `NavigationLink(destination:isActive:)` driven by a `@Published var showDetail` in a router `ObservableObject`, `NavigationLink(destination:tag:selection:)` over an enum with a `@State var selection: Screen?`, hidden links (`EmptyView()` labels) in a `.background`, a deep link method that sets the selection, and popping back by setting the binding to `nil`/`false` from the destination.
// Source: Swift Forums thread (programmatic navigation with NavigationLink isActive and tag/selection on iOS 14, found through a search for NavigationLink isActive tag selection EmptyView background router ObservableObject pop to root); written for Vivarium in that style, not copied.
// First paste: failed at tap "Inbox": wrong answer: NavigationLink(destination:tag:selection:) pushed without setting the selection to its tag (no "selection is now Inbox")
import SwiftUI

enum Screen: Hashable {
    case inbox, archive, settings

    var title: String {
        switch self {
        case .inbox: return "Inbox"
        case .archive: return "Archive"
        case .settings: return "Settings"
        }
    }
}

final class Router: ObservableObject {
    @Published var selection: Screen?
    @Published var showCompose = false

    func open(_ screen: Screen) {
        selection = screen
        print("open \(screen.title)")
    }

    func popToRoot() {
        selection = nil
        showCompose = false
    }
}

struct MailboxView: View {
    @EnvironmentObject var router: Router
    let screen: Screen
    let count: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("\(count) messages in \(screen.title)")
            Button("Back to menu") {
                router.popToRoot()
            }
        }
        .navigationBarTitle(screen.title)
    }
}

struct ComposeView: View {
    @Binding var isActive: Bool
    @State private var subject = ""

    var body: some View {
        Form {
            TextField("Subject", text: $subject)
            Button("Send") {
                print("sent '\(subject.isEmpty ? "(no subject)" : subject)'")
                isActive = false
            }
        }
        .navigationBarTitle("Compose")
    }
}

struct SettingsScreen: View {
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            Text("Signature: Sent from my phone")
            Button("Go to archive") {
                router.open(.archive)
            }
        }
        .navigationBarTitle("Settings")
    }
}

struct MenuView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            NavigationLink(destination: MailboxView(screen: .inbox, count: 12), tag: Screen.inbox, selection: $router.selection) {
                Label("Inbox", systemImage: "tray")
            }
            NavigationLink(destination: MailboxView(screen: .archive, count: 340), tag: Screen.archive, selection: $router.selection) {
                Label("Archive", systemImage: "archivebox")
            }
            NavigationLink(destination: SettingsScreen(), tag: Screen.settings, selection: $router.selection) {
                Label("Settings", systemImage: "gear")
            }
            Button("Deep link to settings") {
                router.open(.settings)
            }
        }
        .background(
            NavigationLink(destination: ComposeView(isActive: $router.showCompose), isActive: $router.showCompose) {
                EmptyView()
            }
        )
        .navigationBarTitle("Mail")
        .navigationBarItems(trailing: Button(action: { router.showCompose = true }) {
            Image(systemName: "square.and.pencil")
        })
    }
}

struct ContentView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationView {
            MenuView()
        }
        .environmentObject(router)
        .onReceive(router.$selection) { value in
            print("selection is now \(value?.title ?? "none")")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
