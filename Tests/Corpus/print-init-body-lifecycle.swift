// Demonstrates: printing in init, body (let _ = print), onAppear and Self._printChanges() for parent and child.
import SwiftUI

struct Child: View {
    let value: Int

    init(value: Int) {
        self.value = value
        print("Child.init(\(value))")
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("Child.body")
        Text("Child sees \(value)")
            .onAppear { print("Child.onAppear") }
    }
}

struct Parent: View {
    @State private var value = 0
    @State private var unrelated = 0

    init() {
        print("Parent.init")
    }

    var body: some View {
        let _ = print("Parent.body")
        VStack {
            Child(value: value)
            Text("Unrelated \(unrelated)")
            Button("Change value") { value += 1 }
            Button("Change unrelated") { unrelated += 1 }
        }
        .onAppear { print("Parent.onAppear") }
    }
}

#Preview {
    Parent()
}
