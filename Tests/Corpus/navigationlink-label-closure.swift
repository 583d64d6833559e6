// Demonstrates: NavigationLink { destination } label: { } in a NavigationStack; the destination's appear/disappear.
import SwiftUI

struct DetailScreen: View {
    let number: Int

    var body: some View {
        Text("Detail \(number)")
            .navigationTitle("Item \(number)")
            .onAppear { print("Detail \(number) appeared") }
            .onDisappear { print("Detail \(number) disappeared") }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(1..<4) { number in
                    NavigationLink {
                        DetailScreen(number: number)
                    } label: {
                        HStack {
                            Image(systemName: "\(number).circle")
                            Text("Open \(number)")
                        }
                    }
                }
            }
            .navigationTitle("Links")
            .onAppear { print("list appeared") }
        }
    }
}

#Preview {
    ContentView()
}
