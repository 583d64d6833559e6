// Demonstrates: a paged TabView onboarding with an enum selection, a computed progress bar, "Next"/"Skip" buttons, and @AppStorage marking completion.
import SwiftUI

enum OnboardingStep: Int, CaseIterable, Identifiable {
    case welcome, sync, notifications
    var id: Int { rawValue }

    var title: String {
        switch self {
        case .welcome: return "Welcome"
        case .sync: return "Sync your data"
        case .notifications: return "Stay informed"
        }
    }
}

struct OnboardingFlow: View {
    @AppStorage("onboardingDone") private var done = false
    @State private var step: OnboardingStep = .welcome

    private var progress: Double {
        Double(step.rawValue + 1) / Double(OnboardingStep.allCases.count)
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            TabView(selection: $step) {
                ForEach(OnboardingStep.allCases) { item in
                    Text(item.title)
                        .tag(item)
                        .onAppear { print("page \(item.title)") }
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            HStack {
                Button("Skip") { done = true }
                Spacer()
                Button(step == .notifications ? "Finish" : "Next") {
                    if let next = OnboardingStep(rawValue: step.rawValue + 1) {
                        step = next
                    } else {
                        done = true
                    }
                }
            }
            Text(done ? "Completed" : "Step \(step.rawValue + 1)")
        }
        .padding()
    }
}

#Preview {
    OnboardingFlow()
}
