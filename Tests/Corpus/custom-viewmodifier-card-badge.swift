// Demonstrates: custom ViewModifiers — a card style and a badge with a parameter, wrapped in View extensions, applied conditionally through a helper, in a dashboard of stat tiles.
import SwiftUI

struct CardModifier: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    }
}

struct BadgeModifier: ViewModifier {
    let count: Int

    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            if count > 0 {
                Text("\(count)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(6)
                    .background(Circle().fill(Color.red))
                    .offset(x: 8, y: -8)
            }
        }
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardModifier(cornerRadius: cornerRadius))
    }

    func badge(count: Int) -> some View {
        modifier(BadgeModifier(count: count))
    }

    /// Applies `transform` only when `condition` holds.
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let systemImage: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: systemImage)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title.bold())
        }
        .cardStyle()
    }
}

struct DashboardView: View {
    @State private var unread = 2
    @State private var highlight = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                StatTile(title: "Steps", value: "8,214", systemImage: "figure.walk")
                StatTile(title: "Sleep", value: "7h 12m", systemImage: "bed.double")
                    .if(highlight) { $0.border(Color.yellow, width: 3) }
                Image(systemName: "envelope")
                    .font(.largeTitle)
                    .badge(count: unread)
                HStack {
                    Button("New mail") { unread += 1 }
                    Button("Read all") { unread = 0 }
                    Button("Highlight") { highlight.toggle() }
                }
            }
            .padding()
        }
    }
}

#Preview {
    DashboardView()
}
