// Demonstrates: ScrollViewReader with proxy.scrollTo(id, anchor:) from buttons, over a LazyVStack of identified rows.
import SwiftUI

struct JumpList: View {
    private let numbers = Array(0..<50)

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Button("Top") { withAnimation { proxy.scrollTo(0, anchor: .top) } }
                    Button("Bottom") { proxy.scrollTo(49, anchor: .bottom) }
                }
                ScrollView {
                    LazyVStack {
                        ForEach(numbers, id: \.self) { number in
                            Text("Line \(number)")
                                .id(number)
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    JumpList()
}
