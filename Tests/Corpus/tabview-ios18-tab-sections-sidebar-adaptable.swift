// Demonstrates: the iOS 18 Tab API — TabView(selection:) with Tab(_:systemImage:value:), a TabSection of collections, Tab(role: .search), .tabViewStyle(.sidebarAdaptable), .badge on a Tab, and tabs built from an enum.
import SwiftUI

enum LibraryTab: Hashable {
    case home, library, search
    case collection(String)
}

struct ReaderApp: View {
    @State private var selection: LibraryTab = .home
    @State private var unread = 4
    let collections = ["Fiction", "History", "Poetry"]

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: LibraryTab.home) {
                VStack {
                    Text("\(unread) unread")
                    Button("Read one") { unread = max(unread - 1, 0) }
                }
            }
            .badge(unread)

            Tab("Library", systemImage: "books.vertical", value: LibraryTab.library) {
                Text("All books")
            }

            TabSection("Collections") {
                ForEach(collections, id: \.self) { name in
                    Tab(name, systemImage: "folder", value: LibraryTab.collection(name)) {
                        Text("\(name) shelf")
                    }
                }
            }

            Tab(value: LibraryTab.search, role: .search) {
                Text("Search books")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .onChange(of: selection) { _, tab in
            print("selected \(tab)")
        }
    }
}

#Preview {
    ReaderApp()
}
