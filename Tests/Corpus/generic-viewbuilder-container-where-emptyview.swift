// Demonstrates: a generic container view with two @ViewBuilder closures (header and content), a constrained extension `where Header == EmptyView` adding a convenience init, and generic helpers returning some View.
import SwiftUI

struct Panel<Header: View, Content: View>: View {
    let header: Header
    let content: Content
    var isCompact = false

    init(isCompact: Bool = false, @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.isCompact = isCompact
        self.header = header()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: isCompact ? 4 : 12) {
            header
            content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

extension Panel where Header == EmptyView {
    init(@ViewBuilder content: () -> Content) {
        self.init(header: { EmptyView() }, content: content)
    }
}

func badge<T: CustomStringConvertible>(_ value: T) -> some View {
    Text(value.description)
        .font(.caption)
        .padding(4)
        .background(Capsule().fill(.yellow))
}

struct Dashboard2: View {
    @State private var count = 2
    @State private var compact = false

    var body: some View {
        VStack {
            Panel(isCompact: compact) {
                HStack {
                    Text("Inbox")
                    badge(count)
                }
            } content: {
                ForEach(0..<count, id: \.self) { index in
                    Text("Message \(index + 1)")
                }
            }
            Panel {
                Text("No header here")
                badge(3.5)
            }
            Button("New message") { count += 1 }
            Toggle("Compact", isOn: $compact)
        }
    }
}

#Preview {
    Dashboard2()
}
