// Demonstrates: a photo-editor canvas combining gestures: `DragGesture()` updating `@GestureState var dragOffset` with `.updating($dragOffset) { value, state, _ in state = value.translation }` and committing in `.onEnded`, `MagnifyGesture()` (iOS 17) with `value.magnification`, `RotateGesture()` with `value.rotation`, `.simultaneously(with:)`, a double `TapGesture(count: 2)` resetting, `.onLongPressGesture(minimumDuration:)`, and `Angle` arithmetic.
// Source: tutorial site (a tutorial on composing drag, magnify and rotate gestures with GestureState, found through a search for GestureState updating DragGesture MagnifyGesture RotateGesture simultaneously); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct StickerCanvas: View {
    @State private var offset: CGSize = .zero
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var locked = false
    @GestureState private var dragOffset: CGSize = .zero
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist: Angle = .zero

    private var drag: some Gesture {
        DragGesture()
            .updating($dragOffset) { value, state, _ in
                state = value.translation
            }
            .onEnded { value in
                offset.width += value.translation.width
                offset.height += value.translation.height
            }
    }

    private var magnifyAndRotate: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in state = value.magnification }
            .onEnded { value in scale *= value.magnification }
            .simultaneously(with: RotateGesture()
                .updating($twist) { value, state, _ in state = value.rotation }
                .onEnded { value in angle += value.rotation })
    }

    var body: some View {
        VStack {
            Image(systemName: "star.fill")
                .font(.system(size: 80))
                .foregroundStyle(locked ? .gray : .yellow)
                .scaleEffect(scale * pinch)
                .rotationEffect(angle + twist)
                .offset(x: offset.width + dragOffset.width, y: offset.height + dragOffset.height)
                .gesture(drag, isEnabled: !locked)
                .gesture(magnifyAndRotate)
                .gesture(TapGesture(count: 2).onEnded {
                    withAnimation(.spring) {
                        offset = .zero
                        scale = 1
                        angle = .zero
                    }
                })
                .onLongPressGesture(minimumDuration: 0.5) {
                    locked.toggle()
                }
                .frame(width: 300, height: 300)
            Text("scale \(scale, specifier: "%.2f") · \(Int(angle.degrees))° · \(locked ? "locked" : "free")")
            Button("Nudge") {
                offset.width += 10
                angle += .degrees(15)
            }
        }
    }
}

#Preview {
    StickerCanvas()
}
