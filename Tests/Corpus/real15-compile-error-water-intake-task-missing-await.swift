// Demonstrates: a slip of someone new to Swift concurrency: a water-intake tracker whose button calls an `async` method inside `Task { ... }` without `await` (`Task { model.logGlass() }`), which swiftc refuses; the rest — an `@Observable @MainActor` model, a goal ring, an `async` save simulated with `Task.sleep` — is as pasted.
// Source: Stack Overflow question (a learner asking why "expression is 'async' but is not marked with 'await'" appears inside Task, found through a search for Task closure async call not marked with await error SwiftUI button Observable); written for Vivarium in that style, not copied.
// First paste: ran
// expected-error: 48:21: expression is 'async' but is not marked with 'await'
import SwiftUI

@Observable
@MainActor
final class WaterModel {
    var glasses = 0
    var goal = 8
    var lastSaved = "never"

    var progress: Double { min(Double(glasses) / Double(goal), 1) }

    func logGlass() async {
        glasses += 1
        await save()
    }

    private func save() async {
        try? await Task.sleep(for: .milliseconds(100))
        lastSaved = "\(glasses) glasses"
        print("saved \(glasses)")
    }
}

struct WaterView: View {
    @State private var model = WaterModel()

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .stroke(.blue.opacity(0.2), lineWidth: 16)
                Circle()
                    .trim(from: 0, to: model.progress)
                    .stroke(.blue, lineWidth: 16)
                    .rotationEffect(.degrees(-90))
                Text("\(model.glasses)/\(model.goal)")
                    .font(.largeTitle)
            }
            .frame(width: 160, height: 160)
            Text("Last saved: \(model.lastSaved)")
            Stepper("Goal: \(model.goal)", value: $model.goal, in: 4...12)
            Button("Drink a glass") {
                Task {
                    model.logGlass()
                }
            }
        }
        .padding()
    }
}

#Preview {
    WaterView()
}
