// Demonstrates: an @Observable model held in a child's @State is initialized on every parent update (default value re-evaluated).
import SwiftUI
import Observation

@Observable
class ChildModel {
    var taps = 0
    init() { print("ChildModel init") }
    deinit { print("ChildModel deinit") }
}

struct ChildView: View {
    @State private var model = ChildModel()

    var body: some View {
        Button("Child taps: \(model.taps)") { model.taps += 1 }
    }
}

struct ParentView: View {
    @State private var parentCount = 0

    var body: some View {
        VStack {
            Text("Parent count \(parentCount)")
            Button("Bump parent") { parentCount += 1 }
            ChildView()
        }
    }
}

#Preview {
    ParentView()
}
