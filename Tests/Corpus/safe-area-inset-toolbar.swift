// Demonstrates: .safeAreaInset(edge: .bottom) holding a bar with a button, and .toolbar with ToolbarItem placements.
import SwiftUI

struct ComposerView: View {
    @State private var messages = ["Hi"]
    @State private var bold = false

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { message in
                Text(message).bold(bold)
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Spacer()
                    Button("Send hello") { messages.append("Hello \(messages.count)") }
                }
                .padding()
                .background(.bar)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Bold") { bold.toggle() }
                }
                ToolbarItem(placement: .principal) {
                    Text("\(messages.count) messages")
                }
            }
            .navigationTitle("Chat")
        }
    }
}

#Preview {
    ComposerView()
}
