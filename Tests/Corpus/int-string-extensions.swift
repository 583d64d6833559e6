// Demonstrates: extensions of Int and String with computed properties and methods used from a view.
import SwiftUI

extension Int {
    var isEven: Bool { self % 2 == 0 }

    func times(_ other: Int) -> Int { self * other }

    var ordinal: String {
        switch self % 10 {
        case 1 where self % 100 != 11: return "\(self)st"
        case 2 where self % 100 != 12: return "\(self)nd"
        case 3 where self % 100 != 13: return "\(self)rd"
        default: return "\(self)th"
        }
    }
}

extension String {
    var shouted: String { uppercased() + "!" }

    func repeated(_ count: Int) -> String {
        String(repeating: self, count: count)
    }
}

struct ContentView: View {
    @State private var number = 1

    var body: some View {
        VStack {
            Text("\(number.ordinal) tap")
            Text(number.isEven ? "even" : "odd")
            Text("double: \(number.times(2))")
            Text("hey".shouted)
            Text("*".repeated(number))
            Button("Next") { number += 1 }
        }
    }
}

#Preview {
    ContentView()
}
