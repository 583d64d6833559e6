// Demonstrates: a compile error pasted by mistake — a struct method that assigns a stored property without `mutating`; swiftc: "cannot assign to property: 'self' is immutable".
// expected-error: 10:9: cannot assign to property: 'self' is immutable
import SwiftUI

struct Timer2 {
    var laps: [Int] = []
    var running = false

    func start() {
        running = true
    }
}

struct LapView: View {
    @State private var timer = Timer2()

    var body: some View {
        Button(timer.running ? "Running" : "Start") {
            timer.start()
        }
    }
}

#Preview {
    LapView()
}
