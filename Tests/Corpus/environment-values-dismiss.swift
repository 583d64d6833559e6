// Demonstrates: @Environment(\.dismiss) closing a sheet, plus reading \.colorScheme.
import SwiftUI

struct SheetContent: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "Dark sheet" : "Light sheet")
            Button("Close sheet") {
                print("closing")
                dismiss()
            }
        }
        .onDisappear { print("sheet gone") }
    }
}

struct ContentView: View {
    @State private var presenting = false

    var body: some View {
        Button("Present sheet") { presenting = true }
            .sheet(isPresented: $presenting, onDismiss: { print("onDismiss") }) {
                SheetContent()
            }
    }
}

#Preview {
    ContentView()
}
