// Demonstrates: a whole app file — @main App with a WindowGroup whose content is ContentView.
import SwiftUI

@main
struct GreetingApp: App {
    init() {
        print("GreetingApp init")
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var name = "World"

    var body: some View {
        VStack {
            Text("Hello, \(name)!")
            TextField("Name", text: $name)
            Button("Reset") { name = "World" }
        }
        .padding()
        .onAppear { print("ContentView appeared") }
    }
}
