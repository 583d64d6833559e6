// Demonstrates: a step counter with PhaseAnimator(phases, trigger:) for a celebratory pulse, .sensoryFeedback(.increase, trigger:), .symbolEffect(.bounce, value:), .contentTransition(.numericText(value:)), withAnimation(.snappy), Animation.easeInOut.repeatCount(3, autoreverses: true) and .animation(.default.delay(0.2), value:).
import SwiftUI

enum PulsePhase: CaseIterable {
    case idle, grow, settle

    var scale: Double {
        switch self {
        case .idle: 1
        case .grow: 1.3
        case .settle: 1.05
        }
    }
}

struct StepCounterView: View {
    @State private var steps = 0
    @State private var goalReached = false
    @State private var wiggle = false
    let goal = 3

    var body: some View {
        VStack(spacing: 24) {
            PhaseAnimator(PulsePhase.allCases, trigger: goalReached) { phase in
                Image(systemName: goalReached ? "trophy.fill" : "figure.walk")
                    .font(.system(size: 60))
                    .scaleEffect(phase.scale)
            } animation: { phase in
                switch phase {
                case .idle: .smooth
                case .grow: .spring(duration: 0.3, bounce: 0.5)
                case .settle: .easeOut(duration: 0.2)
                }
            }
            .symbolEffect(.bounce, value: steps)

            Text("\(steps)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(steps)))
                .animation(.default.delay(0.2), value: steps)

            Text(goalReached ? "Goal reached!" : "\(goal - steps) to go")
                .rotationEffect(.degrees(wiggle ? 3 : 0))
                .animation(.easeInOut.repeatCount(3, autoreverses: true), value: wiggle)

            HStack {
                Button("Step") {
                    withAnimation(.snappy) {
                        steps += 1
                    }
                    if steps >= goal && !goalReached {
                        goalReached = true
                        print("goal reached at \(steps)")
                    }
                }
                .buttonStyle(.borderedProminent)
                Button("Reset") {
                    steps = 0
                    goalReached = false
                    wiggle.toggle()
                }
            }
        }
        .sensoryFeedback(.increase, trigger: steps)
        .sensoryFeedback(.success, trigger: goalReached) { _, newValue in newValue }
    }
}

#Preview {
    StepCounterView()
}
