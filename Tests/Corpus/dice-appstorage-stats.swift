// Demonstrates: a dice roller with @AppStorage, reduce(into:) frequencies, max/min with if let, allSatisfy, Set.
// Source: course (a 100-days challenge: dice); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct DiceView: View {
    @AppStorage("totalRolls") private var totalRolls = 0
    @AppStorage("sides") private var sides = 6
    @State private var results: [Int] = []
    @State private var current = 1

    private var frequencies: [Int: Int] {
        results.reduce(into: [:]) { counts, value in
            counts[value, default: 0] += 1
        }
    }

    private var average: Double {
        results.isEmpty ? 0 : Double(results.reduce(0, +)) / Double(results.count)
    }

    var body: some View {
        VStack(spacing: 20) {
            Text("\(current)")
                .font(.system(size: 96, weight: .black))
            Picker("Sides", selection: $sides) {
                ForEach([4, 6, 8, 12, 20], id: \.self) { value in
                    Text("d\(value)")
                }
            }
            .pickerStyle(.segmented)
            Button("Roll") {
                roll(times: 5)
            }
            .buttonStyle(.borderedProminent)
            Text("Total rolls: \(totalRolls)")
            if let best = results.max(), let worst = results.min() {
                Text("Best \(best), worst \(worst), avg \(average, specifier: "%.2f")")
            }
            ForEach(frequencies.keys.sorted(), id: \.self) { key in
                Text("\(key): \(frequencies[key]!)×")
            }
        }
        .padding()
    }

    private func roll(times: Int) {
        for _ in 1...times {
            current = Int.random(in: 1...sides)
            results.append(current)
        }
        totalRolls += times
        let valid = results.allSatisfy { (1...sides).contains($0) }
        print("rolled \(times), total \(totalRolls), all valid: \(valid), distinct ≤ sides: \(Set(results).count <= sides)")
    }
}

#Preview {
    DiceView()
}
