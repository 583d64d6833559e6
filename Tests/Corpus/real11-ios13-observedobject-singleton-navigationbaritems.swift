// Demonstrates: iOS 13 app code as it still sits in many repositories: `class UserSettings: ObservableObject` with `static let shared = UserSettings()` and `@Published var score: Int = UserDefaults.standard.integer(forKey: "score") { didSet { UserDefaults.standard.set(score, forKey: "score") } }`, views holding `@ObservedObject var settings = UserSettings.shared`, `NavigationView` with `NavigationLink(destination: DetailView())`, `.navigationBarTitle("Home", displayMode: .inline)`, `.navigationBarItems(trailing: Button(…))`, `@Environment(\.presentationMode) var presentationMode` with `self.presentationMode.wrappedValue.dismiss()`, `.foregroundColor`, and `onAppear` loading a list.
// Source: public app code (a 2019–2020 SwiftUI app with a settings singleton observed from several screens, found through a search for ObservedObject static let shared navigationBarItems); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

class UserSettings: ObservableObject {
    static let shared = UserSettings()

    @Published var score: Int = UserDefaults.standard.integer(forKey: "score") {
        didSet {
            UserDefaults.standard.set(score, forKey: "score")
        }
    }
    @Published var items: [String] = []

    func loadItems() {
        items = ["First", "Second", "Third"]
    }
}

struct DetailView: View {
    @ObservedObject var settings = UserSettings.shared
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack(spacing: 20) {
            Text("Score: \(settings.score)")
            Button(action: {
                self.settings.score += 10
            }) {
                Text("Add 10")
            }
            Button(action: {
                self.presentationMode.wrappedValue.dismiss()
            }) {
                Text("Back")
                    .foregroundColor(.red)
            }
        }
        .navigationBarTitle("Detail")
    }
}

struct ContentView: View {
    @ObservedObject var settings = UserSettings.shared

    var body: some View {
        NavigationView {
            List {
                Text("Score: \(settings.score)")
                ForEach(settings.items, id: \.self) { item in
                    NavigationLink(destination: DetailView()) {
                        Text(item)
                    }
                }
            }
            .onAppear {
                self.settings.loadItems()
            }
            .navigationBarTitle("Home", displayMode: .inline)
            .navigationBarItems(trailing:
                Button(action: {
                    self.settings.score = 0
                }) {
                    Text("Reset")
                }
            )
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
