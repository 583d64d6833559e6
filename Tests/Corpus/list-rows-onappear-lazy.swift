// Demonstrates: List rows are built lazily — onAppear fires for rows on screen, not for all 100 at once.
import SwiftUI

struct NumberRow: View {
    let number: Int

    var body: some View {
        Text("Row \(number)")
            .onAppear { print("row \(number) appeared") }
            .onDisappear { print("row \(number) disappeared") }
    }
}

struct LongList: View {
    @State private var count = 100
    @State private var highlighted: Int?

    var body: some View {
        VStack {
            List(0..<count, id: \.self) { number in
                NumberRow(number: number)
                    .listRowBackground(highlighted == number ? Color.yellow : nil)
            }
            Button("Highlight 3") { highlighted = 3 }
            Button("Shorten list") { count = 5 }
        }
    }
}

#Preview {
    LongList()
}
