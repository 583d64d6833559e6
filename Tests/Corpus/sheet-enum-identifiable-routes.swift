// Demonstrates: .sheet(item:) driven by an Identifiable enum with associated values (id computed in a switch), fullScreenCover(isPresented:), presentationDetents, dismissing via the binding set to nil.
import SwiftUI

enum ActiveSheet: Identifiable {
    case compose
    case reply(to: String)
    case details(id: Int)

    var id: String {
        switch self {
        case .compose: return "compose"
        case .reply(let name): return "reply-\(name)"
        case .details(let id): return "details-\(id)"
        }
    }
}

struct MailHomeView: View {
    @State private var activeSheet: ActiveSheet?
    @State private var showsOnboarding = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Compose") { activeSheet = .compose }
            Button("Reply to Pat") { activeSheet = .reply(to: "Pat") }
            Button("Details 42") { activeSheet = .details(id: 42) }
            Button("Onboarding") { showsOnboarding = true }
        }
        .sheet(item: $activeSheet) { sheet in
            switch sheet {
            case .compose:
                Text("New message")
                    .presentationDetents([.medium, .large])
            case .reply(let name):
                VStack {
                    Text("Re: \(name)")
                    Button("Send") { activeSheet = nil }
                }
            case .details(let id):
                Text("Message \(id)")
            }
        }
        .fullScreenCover(isPresented: $showsOnboarding) {
            VStack {
                Text("Welcome!")
                Button("Get started") { showsOnboarding = false }
            }
        }
        .onChange(of: activeSheet?.id) { _, id in
            print("sheet:", id ?? "none")
        }
    }
}

#Preview {
    MailHomeView()
}
