// Demonstrates: a custom property wrapper conforming to DynamicProperty that keeps its storage in an @State inside, with a projectedValue Binding and a mutating helper.
import SwiftUI

@propertyWrapper
struct Tally: DynamicProperty {
    @State private var values: [Int] = []
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var wrappedValue: [Int] {
        get { values }
        nonmutating set { values = Array(newValue.suffix(limit)) }
    }

    var projectedValue: Binding<[Int]> {
        Binding(get: { values }, set: { values = Array($0.suffix(limit)) })
    }
}

struct RecentRolls: View {
    @Tally(limit: 3) private var rolls
    @State private var next = 1

    private var summary: String {
        rolls.isEmpty ? "No rolls" : rolls.map(String.init).joined(separator: ", ")
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(summary)
            Text("Sum: \(rolls.reduce(0, +))")
            Button("Roll") {
                rolls.append(next)
                next = next % 6 + 1
            }
            Button("Roll twice") {
                rolls.append(next)
                rolls.append(next + 1)
            }
            ClearButton(values: $rolls)
        }
    }
}

struct ClearButton: View {
    @Binding var values: [Int]

    var body: some View {
        Button("Clear \(values.count)") {
            values.removeAll()
        }
        .disabled(values.isEmpty)
    }
}

#Preview {
    RecentRolls()
}
