// Demonstrates: fullScreenCover(isPresented:) with onDismiss, a popover tip, interactiveDismissDisabled, and @Environment(\.dismiss) from inside the cover.
import SwiftUI

struct OnboardingCover: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var acceptedTerms: Bool
    @State private var page = 0
    let pages = ["Welcome", "Sync across devices", "Stay private"]

    var body: some View {
        VStack(spacing: 20) {
            Text(pages[page]).font(.title)
            Text("Page \(page + 1) of \(pages.count)")
            if page < pages.count - 1 {
                Button("Next") { page += 1 }
            } else {
                Toggle("I accept the terms", isOn: $acceptedTerms)
                Button("Get started") { dismiss() }
                    .disabled(!acceptedTerms)
            }
        }
        .interactiveDismissDisabled(!acceptedTerms)
        .onAppear { print("cover appeared") }
        .onDisappear { print("cover disappeared") }
    }
}

struct HomeScreen: View {
    @State private var showOnboarding = false
    @State private var showTip = false
    @State private var acceptedTerms = false
    @State private var launches = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Launches: \(launches)")
                Button("Show onboarding") { showOnboarding = true }
                Button("What's this?") { showTip.toggle() }
                    .popover(isPresented: $showTip) {
                        Text("Tap to replay the tour")
                            .padding()
                            .presentationCompactAdaptation(.popover)
                    }
            }
            .navigationTitle("Home")
        }
        .fullScreenCover(isPresented: $showOnboarding, onDismiss: {
            launches += 1
            print("onboarding dismissed, accepted: \(acceptedTerms)")
        }) {
            OnboardingCover(acceptedTerms: $acceptedTerms)
        }
    }
}

#Preview {
    HomeScreen()
}
