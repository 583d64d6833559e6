// Demonstrates: a home-made action bar modifier whose `@ViewBuilder` parameter returns a `TupleView<(A, B)>` of exactly two buttons, which the extension takes apart with `.value.0` and `.value.1` to put a divider between them, shown and hidden with a transition under `withAnimation`.
// Source: a Q&A answer (a custom confirmation dialog built from a view modifier, kept in the answerer's demo repository)
// First paste: failed at tap "Edit message": value of type 'TupleView' has no member 'value'
import SwiftUI

extension View {
    func actionBar<A: View, B: View>(isShown: Binding<Bool>,
                                     @ViewBuilder buttons: @escaping () -> TupleView<(A, B)>) -> some View {
        modifier(ActionBar(isShown: isShown) {
            let pair = buttons()
            HStack(spacing: 16) {
                pair.value.0
                Divider().frame(height: 20)
                pair.value.1
            }
        })
    }
}

struct ActionBar<Bar: View>: ViewModifier {
    @Binding var isShown: Bool
    @ViewBuilder let bar: () -> Bar

    func body(content: Content) -> some View {
        VStack {
            content
            if isShown {
                bar()
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .bottom))
            }
        }
    }
}

struct MessageRow: View {
    @State private var showActions = false
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Button("Edit message") {
                withAnimation { showActions.toggle() }
            }
            ForEach(log, id: \.self) { Text($0) }
        }
        .actionBar(isShown: $showActions) {
            Button("Copy") { log.append("copied"); showActions = false }
            Button("Delete", role: .destructive) { log.append("deleted"); showActions = false }
        }
    }
}

#Preview {
    MessageRow()
}
