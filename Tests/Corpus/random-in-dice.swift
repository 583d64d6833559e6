// Demonstrates: Int.random(in:), Bool.random(), Double.random(in:), isMultiple(of:), String(n), Int("3").
import SwiftUI

struct DiceView: View {
    @State private var roll = 1
    @State private var history: [Int] = []
    @State private var lucky = false
    @State private var typed = "3"

    var body: some View {
        VStack {
            Text("Rolled \(roll)")
            Text(roll.isMultiple(of: 2) ? "even roll" : "odd roll")
            Text("History: " + history.map { String($0) }.joined(separator: " "))
            Text(lucky ? "Lucky!" : "Try again")
            Text("Typed value doubled: \((Int(typed) ?? 0) * 2)")
            Button("Roll") {
                roll = .random(in: 1...6)
                history.append(roll)
                lucky = Bool.random()
                let jitter = Double.random(in: 0..<1)
                print("jitter below one: \(jitter < 1)")
            }
            Button("Clear history") { history.removeAll() }
        }
    }
}

#Preview {
    DiceView()
}
