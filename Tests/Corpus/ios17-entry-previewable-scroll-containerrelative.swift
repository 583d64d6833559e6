// Demonstrates: iOS 17/18 APIs together — @Entry environment values, @Previewable state in #Preview, containerRelativeFrame, scrollTargetBehavior(.viewAligned), onScrollPhaseChange and visualEffect.
import SwiftUI

extension EnvironmentValues {
    @Entry var cardAccent: Color = .orange
    @Entry var cardCornerRadius: CGFloat = 12
}

struct Card: View {
    let index: Int
    @Environment(\.cardAccent) private var accent
    @Environment(\.cardCornerRadius) private var radius

    var body: some View {
        RoundedRectangle(cornerRadius: radius)
            .fill(accent.gradient)
            .overlay(Text("Card \(index)").font(.title))
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            .visualEffect { content, proxy in
                content.opacity(proxy.size.width > 0 ? 1 : 0.5)
            }
    }
}

struct CardCarousel: View {
    @Binding var accent: Color
    @State private var phaseText = "idle"
    @State private var scrolls = 0

    var body: some View {
        VStack {
            Text("Phase: \(phaseText), scrolls: \(scrolls)")
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(1...5, id: \.self) { index in
                        Card(index: index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .onScrollPhaseChange { oldPhase, newPhase in
                phaseText = "\(newPhase)"
                if newPhase == .idle && oldPhase != .idle {
                    scrolls += 1
                }
            }
            .environment(\.cardAccent, accent)
            .environment(\.cardCornerRadius, 20)
            Button("Teal") { accent = .teal }
        }
    }
}

#Preview {
    @Previewable @State var accent: Color = .pink
    CardCarousel(accent: $accent)
}
