// Demonstrates: an author's toolbar notes pasted as one file: `ToolbarItem(placement: .topBarLeading)` written twice, `ToolbarItemGroup(placement: .topBarTrailing)` with two buttons, the long comment about semantic placements kept in, a `List(1..<20) { i in NavigationLink("Detail \(i)") { Text("Detail \(i)") } }`, a bare `Button(action: { self.showingAddItinerary.toggle() }) { Image(systemName: "plus") }` in `.toolbar { }`, `.sheet(isPresented:)`, `.navigationBarLeading`/`.navigationBarTrailing`/`.bottomBar` items printing, and `.preferredColorScheme(.dark)` in the preview.
// Source: learner's app (a learner's navigation notes project; repository iEvangelos/Navigation studied) and course notes (an author's SwiftUI controls notes, toolbar page; repository jrasmusson/swiftui studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ContentView: View {
    @State var showingAddItinerary = false
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            List(1..<20) { i in
                NavigationLink("Detail \(i)") {
                    AddItineraryView()
                }
            }
            .navigationTitle("NavigationStack")
            .toolbar {
                // If you want multiple buttons using the same placement, you can either repeat ToolbarItem...
                ToolbarItem(placement: .topBarLeading) {
                    Button("Leading 1") {
                        log.append("Leading 1")
                    }
                }

                /* Although you can force a button placement, usually it's better to use one of the semantic options – placements that have specific meaning, rather than relying just on their location:
                 .confirmationAction, when you want users to agree to something.
                 .destructiveAction, when the user needs to destroy whatever they are working with.
                 .cancellationAction, when the user needs to back out of changes they have made.
                 .navigation, for buttons that move between data, such as back and forward in a browser. */
                ToolbarItem(placement: .topBarLeading) {
                    Button("Leading 2") {
                        log.append("Leading 2")
                    }
                }

                //...or you can use ToolbarItemGroup, like this:
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Trailing 1") {
                        log.append("Trailing 1")
                    }

                    Button("Trailing 2") {
                        log.append("Trailing 2")
                    }
                }

                ToolbarItem(placement: .status) {
                    Button(action: {
                        self.showingAddItinerary.toggle()
                    }) {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddItinerary) {
                Text("Add itinerary")
                    .presentationDetents([.medium])
            }
            .safeAreaInset(edge: .bottom) {
                Text(log.last ?? "Nothing tapped yet")
                    .font(.footnote)
            }
        }
    }
}

struct AddItineraryView: View {
    var body: some View {
        Text("Hello, World!")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Trailing") {
                        print("Trailing")
                    }
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Leading") {
                        print("Pressed")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Bottom") {
                        print("Pressed")
                    }
                }
            }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .preferredColorScheme(.dark)
    }
}
