// Demonstrates: a ViewModifier and an extension View wrapper, applied twice; the modifier logs its body.
import SwiftUI

struct CardStyle: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .padding()
            .background(tint.opacity(0.15))
            .cornerRadius(10)
    }
}

struct Logged: ViewModifier {
    let name: String

    func body(content: Content) -> some View {
        let _ = print("Logged body: \(name)")
        return content
            .onAppear { print("\(name) appeared") }
    }
}

extension View {
    func cardStyle(tint: Color = .blue) -> some View {
        modifier(CardStyle(tint: tint))
    }

    func logged(_ name: String) -> some View {
        modifier(Logged(name: name))
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
                .cardStyle()
                .logged("counter")
            Text("Static")
                .cardStyle(tint: .green)
                .logged("static")
            Button("Increment") { count += 1 }
        }
    }
}

#Preview {
    ContentView()
}
