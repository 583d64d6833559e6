// Demonstrates: a demo app's gesture-composition screens: `LongPressGesture(minimumDuration: 2.0).onEnded({ … }).sequenced(before: DragGesture()).updating($offset) { value, state, transaction in switch value { case .first(true): … case .second(true, let drag): state = drag?.translation ?? .zero; default: break } }.onEnded { … }` built in a `body` that ends in `return`, `@GestureState private var offset: CGSize = .zero`, a second screen storing a `sequenced` gesture as a `let` in the body, and a list linking both.
// Source: learner's app (a developer's SwiftUI demos app, its Gestures folder; repository drvinhhoang/SwiftUIDemos studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ComposingGestures: View {
    @GestureState private var offset: CGSize = .zero
    @State private var dragEnabled: Bool = false

    var body: some View {
        let longPressBeforeDrag = LongPressGesture(minimumDuration: 2.0) .onEnded( { _ in
            self.dragEnabled = true
        }) .sequenced(before: DragGesture())
            .updating($offset) { value, state, transaction in
                switch value {
                case .first(true):
                    print("Long press in progress")
                case .second(true, let drag):
                    state = drag?.translation ?? .zero
                default: break
                }
            } .onEnded { value in
                self.dragEnabled = false
            }
        return Image(systemName: "hand.point.right.fill")
            .foregroundColor(dragEnabled ? Color.green : Color.blue)
            .font(.largeTitle)
            .offset(offset)
            .gesture(longPressBeforeDrag)
    }
}

struct PressThenDrag: View {
    @State private var offset = CGSize.zero
    @State private var isDragging = false
    @State private var message = "Long press then drag"

    var body: some View {
        let dragGesture = DragGesture()
            .onChanged { value in
                offset = value.translation
                message = "Dragging…"
            }
            .onEnded { _ in
                withAnimation {
                    offset = .zero
                    isDragging = false
                    message = "Long press then drag"
                }
            }

        let pressGesture = LongPressGesture()
            .onEnded { value in
                withAnimation {
                    isDragging = true
                    message = "Now drag me"
                }
            }

        let combined = pressGesture.sequenced(before: dragGesture)

        VStack(spacing: 24) {
            Text(message)
            Circle()
                .fill(Color.red)
                .frame(width: 64, height: 64)
                .scaleEffect(isDragging ? 1.5 : 1)
                .offset(offset)
                .gesture(combined)
            Button("Reset") {
                offset = .zero
                isDragging = false
            }
        }
    }
}

struct GesturesHome: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Composing gestures") {
                    ComposingGestures()
                }
                NavigationLink("Press then drag") {
                    PressThenDrag()
                }
            }
            .navigationTitle("Gestures")
        }
    }
}

struct GesturesHome_Previews: PreviewProvider {
    static var previews: some View {
        GesturesHome()
    }
}
