// Demonstrates: Button with a label closure found by its text, presenting a sheet with its own @State.
import SwiftUI

struct ModalContent: View {
    @Environment(\.dismiss) private var dismiss
    @State private var notes = 0

    init() {
        print("ModalContent.init")
    }

    var body: some View {
        VStack {
            Text("Notes: \(notes)")
            Button("Add note") { notes += 1 }
            Button("Done") { dismiss() }
        }
        .onAppear { print("modal appeared") }
        .onDisappear { print("modal disappeared") }
    }
}

struct ContentView: View {
    @State private var showModal = false

    var body: some View {
        Button {
            showModal = true
        } label: {
            Label("Show modal", systemImage: "square.and.arrow.up")
        }
        .sheet(isPresented: $showModal) {
            ModalContent()
        }
    }
}

#Preview {
    ContentView()
}
