// Demonstrates: willSet/didSet on a @Published property and on a plain stored property of a class.
import SwiftUI

class SearchSettings: ObservableObject {
    @Published var query = "" {
        willSet { print("query will change from '\(query)' to '\(newValue)'") }
        didSet { history.append(oldValue) }
    }

    var history: [String] = [] {
        didSet { print("history has \(history.count) entries") }
    }
}

struct SearchSettingsView: View {
    @StateObject private var settings = SearchSettings()

    var body: some View {
        VStack {
            Text("Query: \(settings.query)")
            Text("Previous: \(settings.history.last ?? "none")")
            Button("Search swift") { settings.query = "swift" }
            Button("Search ui") { settings.query = "ui" }
            Button("Clear") { settings.query = "" }
        }
    }
}

#Preview {
    SearchSettingsView()
}
