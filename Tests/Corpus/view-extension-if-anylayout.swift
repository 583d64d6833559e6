// Demonstrates: a View extension with a @ViewBuilder `if` modifier, and AnyLayout switching between HStackLayout and VStackLayout.
import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct BadgeRow: View {
    let title: String
    let isNew: Bool

    var body: some View {
        Text(title)
            .if(isNew) { view in
                view
                    .bold()
                    .foregroundStyle(.red)
            }
    }
}

struct LayoutSwitcher: View {
    @State private var isVertical = false
    @State private var highlight = true

    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
        VStack(spacing: 20) {
            layout {
                BadgeRow(title: "Inbox", isNew: highlight)
                BadgeRow(title: "Archive", isNew: false)
                BadgeRow(title: "Trash", isNew: false)
            }
            Toggle("Vertical", isOn: $isVertical)
            Button(highlight ? "Clear highlight" : "Highlight inbox") {
                highlight.toggle()
            }
            Text(isVertical ? "Stacked" : "Side by side")
        }
        .padding()
    }
}

#Preview {
    LayoutSwitcher()
}
