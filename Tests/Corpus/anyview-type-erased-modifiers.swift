// Demonstrates: AnyView erasure — modifiers (.padding, .onAppear) applied to AnyView; identity changes with the wrapped type.
import SwiftUI

struct ErasedSwitcher: View {
    @State private var showText = true

    private var content: AnyView {
        if showText {
            return AnyView(Text("Plain text"))
        } else {
            return AnyView(Image(systemName: "photo"))
        }
    }

    var body: some View {
        VStack {
            content
                .padding()
                .onAppear { print("erased content appeared") }
                .onDisappear { print("erased content disappeared") }
            Button("Swap content") { showText.toggle() }
        }
    }
}

#Preview {
    ErasedSwitcher()
}
