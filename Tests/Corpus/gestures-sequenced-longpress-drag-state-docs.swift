// Demonstrates: a vendor documentation article on composing gestures, with a tutorial site's gesture snippets beside it: an enum `DragState` (`inactive`, `pressing`, `dragging(translation:)`) with computed `translation` and `isActive`, `LongPressGesture(minimumDuration:).sequenced(before: DragGesture())` driving `@GestureState` through `.updating` with a `switch` over `SequenceGesture`'s `.first(true)` / `.second(true, let drag)` values, `.onEnded` with `guard case .second(true, let drag?) = value`, `.simultaneousGesture` and `.highPriorityGesture` on nested views, `.onTapGesture(count: 2)` beside a single tap, `.onLongPressGesture(minimumDuration:perform:onPressingChanged:)`, and a reset button.
// Source: vendor documentation ("Composing SwiftUI gestures" article) with a tutorial site's "how to use gestures" snippets; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum DragState {
    case inactive
    case pressing
    case dragging(translation: CGSize)

    var translation: CGSize {
        switch self {
        case .inactive, .pressing:
            return .zero
        case .dragging(let translation):
            return translation
        }
    }

    var isActive: Bool {
        switch self {
        case .inactive:
            return false
        case .pressing, .dragging:
            return true
        }
    }

    var isDragging: Bool {
        switch self {
        case .inactive, .pressing:
            return false
        case .dragging:
            return true
        }
    }
}

struct DraggableCircle: View {
    @GestureState private var dragState = DragState.inactive
    @State private var viewState = CGSize.zero

    var body: some View {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                // Long press begins.
                case .first(true):
                    state = .pressing
                // Long press confirmed, dragging may begin.
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                // Dragging ended or the long press cancelled.
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                self.viewState.width += drag.translation.width
                self.viewState.height += drag.translation.height
            }

        return Circle()
            .fill(Color.blue)
            .overlay(dragState.isDragging ? Circle().stroke(Color.white, lineWidth: 2) : nil)
            .frame(width: 100, height: 100, alignment: .center)
            .offset(
                x: viewState.width + dragState.translation.width,
                y: viewState.height + dragState.translation.height
            )
            .animation(nil, value: viewState)
            .shadow(radius: dragState.isActive ? 8 : 0)
            .animation(.linear(duration: minimumLongPressDuration), value: dragState.isActive)
            .gesture(longPressDrag)
    }
}

struct GesturePlayground: View {
    @State private var log: [String] = []
    @State private var scale = 1.0
    @State private var isPressing = false
    @State private var completedLongPress = false

    var body: some View {
        VStack(spacing: 24) {
            DraggableCircle()

            // Double tap must be declared before the single tap, or it never fires.
            Text("Tap or double tap")
                .padding()
                .background(Color.yellow.opacity(0.4))
                .onTapGesture(count: 2) { record("double tap") }
                .onTapGesture { record("single tap") }

            VStack {
                Text("Child")
                    .padding()
                    .background(Color.orange)
                    .onTapGesture { record("child tapped") }
            }
            .padding()
            .background(Color.gray.opacity(0.3))
            .simultaneousGesture(
                TapGesture().onEnded { record("parent tapped too") }
            )

            Circle()
                .fill(isPressing ? Color.red : Color.green)
                .frame(width: 60 * scale, height: 60 * scale)
                .onLongPressGesture(minimumDuration: 1) {
                    completedLongPress = true
                    record("long press done")
                } onPressingChanged: { inProgress in
                    isPressing = inProgress
                }
                .highPriorityGesture(
                    MagnificationGesture()
                        .onChanged { amount in scale = amount }
                        .onEnded { _ in scale = 1 }
                )

            Button("Reset") {
                log.removeAll()
                completedLongPress = false
                print("log cleared")
            }

            List(log.reversed(), id: \.self) { entry in
                Text(entry)
            }
        }
    }

    private func record(_ event: String) {
        log.append("\(log.count + 1). \(event)")
        print(event)
    }
}

struct GesturePlayground_Previews: PreviewProvider {
    static var previews: some View {
        GesturePlayground()
    }
}
