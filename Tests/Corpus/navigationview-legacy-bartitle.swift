// Demonstrates: pre-iOS 16 NavigationView with navigationBarTitle, navigationViewStyle(.stack) and NavigationLink(destination:).
import SwiftUI

struct LegacyDetail: View {
    let title: String

    var body: some View {
        Text("This is \(title)")
            .navigationBarTitle(title, displayMode: .inline)
            .onAppear { print("\(title) pushed") }
    }
}

struct LegacyMenu: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: LegacyDetail(title: "Inbox")) {
                    Text("Inbox")
                }
                NavigationLink("Archive", destination: LegacyDetail(title: "Archive"))
            }
            .navigationBarTitle("Mail")
            .navigationBarItems(trailing: Button("Compose") { print("compose") })
        }
        .navigationViewStyle(.stack)
    }
}

struct LegacyMenu_Previews: PreviewProvider {
    static var previews: some View {
        LegacyMenu()
    }
}
