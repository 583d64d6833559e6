// Demonstrates: a conference session's companion snippets on springs and animation completions (iOS 17): `withAnimation(.spring(duration:bounce:)) { … } completion: { … }` chaining a second animation, `.snappy`, `.bouncy(extraBounce:)`, `.smooth` and `Animation.spring(response:dampingFraction:)` chosen from an enum, `.animation(_:value:)` on a scale, `.contentTransition(.numericText(value:))` on a score, `.transaction { $0.animation = nil }` turning one change off, `Animation.speed(_:)` and `.delay(_:)`, `withAnimation(.easeOut, completionCriteria: .removed)`, and a log of completions.
// Source: conference session companion (an "animate with springs" session's snippets, assembled by a developer into one screen); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum SpringChoice: String, CaseIterable, Identifiable {
    case smooth, snappy, bouncy, classic

    var id: Self { self }

    var animation: Animation {
        switch self {
        case .smooth: .smooth
        case .snappy: .snappy(duration: 0.4)
        case .bouncy: .bouncy(extraBounce: 0.1)
        case .classic: .spring(response: 0.55, dampingFraction: 0.6)
        }
    }
}

struct SpringLab: View {
    @State private var choice = SpringChoice.bouncy
    @State private var isExpanded = false
    @State private var score = 0
    @State private var rotation = 0.0
    @State private var showBadge = false
    @State private var completions: [String] = []

    var body: some View {
        VStack(spacing: 24) {
            Picker("Spring", selection: $choice) {
                ForEach(SpringChoice.allCases) { choice in
                    Text(choice.rawValue.capitalized).tag(choice)
                }
            }
            .pickerStyle(.segmented)

            RoundedRectangle(cornerRadius: isExpanded ? 40 : 12)
                .fill(.orange.gradient)
                .frame(width: isExpanded ? 240 : 120, height: 120)
                .rotationEffect(.degrees(rotation))
                .scaleEffect(isExpanded ? 1.1 : 1)
                .animation(choice.animation, value: isExpanded)

            Text("\(score)")
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(score)))
                .transaction { transaction in
                    if score == 0 { transaction.animation = nil }
                }

            if showBadge {
                Label("Nice!", systemImage: "star.fill")
                    .transition(.scale.combined(with: .opacity))
            }

            HStack {
                Button("Expand") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
                        isExpanded.toggle()
                    } completion: {
                        completions.append("expand done")
                        withAnimation(.easeInOut.speed(2)) {
                            rotation += 90
                        } completion: {
                            completions.append("rotate done at \(Int(rotation))°")
                        }
                    }
                }
                Button("Score") {
                    withAnimation(.snappy) {
                        score += 10
                    }
                    if score.isMultiple(of: 30) {
                        withAnimation(.bouncy.delay(0.2)) { showBadge = true }
                    }
                }
                Button("Hide badge") {
                    withAnimation(.easeOut(duration: 0.3), completionCriteria: .removed) {
                        showBadge = false
                    } completion: {
                        completions.append("badge removed")
                    }
                }
                Button("Reset") {
                    score = 0
                    rotation = 0
                    print(completions.joined(separator: " | "))
                    completions.removeAll()
                }
            }
            .buttonStyle(.bordered)

            ForEach(completions, id: \.self) { Text($0).font(.caption) }
        }
        .padding()
    }
}

#Preview {
    SpringLab()
}
