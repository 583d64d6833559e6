// Demonstrates: a learning app's first-launch gate: `@AppStorage("hasSeenOnboarding") var hasSeenOnboarding: Bool = false` in two views, a `#Preview { OnboardingView(hasSeenOnboarding: false) }` that passes the stored value through the memberwise initializer, a root view switching on the flag with `.transition(.opacity)` and `.animation(_:value:)`, a `Button("Get Started")` with `.buttonStyle(.borderedProminent)`, emoji in `Text`, `.multilineTextAlignment(.center)`, and a "Replay onboarding" button that clears the flag.
// Source: learner's app (a developer's "learn SwiftUI" proof-of-concept app, its Onboarding folder; repository therahulgoel/swiftui-learning-app studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") var hasSeenOnboarding: Bool = false

    var body: some View {
        VStack(spacing: 20) {
            Text("👋 Welcome to SwiftUI Learn!")
                .font(.title)
                .multilineTextAlignment(.center)

            Text("Learn SwiftUI step by step with real examples")
                .multilineTextAlignment(.center)

            Button("Get Started") {
                hasSeenOnboarding = true
            }
            .padding()
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct HomeView: View {
    @AppStorage("hasSeenOnboarding") var hasSeenOnboarding: Bool = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Lesson 1: Text") { Text("Hello, SwiftUI") }
                NavigationLink("Lesson 2: Stacks") { VStack { Text("Top"); Text("Bottom") } }
                Button("Replay onboarding") {
                    hasSeenOnboarding = false
                }
            }
            .navigationTitle("Lessons")
        }
    }
}

struct RootView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        ZStack {
            if hasSeenOnboarding {
                HomeView()
                    .transition(.opacity)
            } else {
                OnboardingView()
                    .transition(.opacity)
            }
        }
        .animation(.easeInOut, value: hasSeenOnboarding)
    }
}

#Preview {
    OnboardingView(hasSeenOnboarding: false)
}

#Preview("Root") {
    RootView()
}
