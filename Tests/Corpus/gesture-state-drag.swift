// Demonstrates: @GestureState with DragGesture().updating, onEnded writing @State, and onTapGesture.
import SwiftUI

struct DraggableCard: View {
    @GestureState private var dragOffset: CGSize = .zero
    @State private var position: CGSize = .zero
    @State private var taps = 0

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.teal)
                .frame(width: 120, height: 80)
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
                .onTapGesture { taps += 1 }
            Text("Tapped \(taps) times")
            Button("Reset position") { position = .zero }
        }
    }
}

#Preview {
    DraggableCard()
}
