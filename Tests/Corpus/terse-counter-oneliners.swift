// Demonstrates: terse style — one-line views, semicolons, shorthand closures, trailing-closure Buttons.
import SwiftUI

struct Tally: View { let n: Int; var body: some View { Text("n = \(n)") } }

struct ContentView: View {
    @State var n = 0; @State var log = [String]()
    var body: some View {
        VStack { Tally(n: n); Button("+") { n += 1; log.append("+") }; Button("-") { n -= 1; log.append("-") }
            Text(log.joined()) }
            .onAppear { print("up") }.onDisappear { print("down") }
    }
}
