// Demonstrates: an onboarding pager — TabView(selection:) with .page style, pages from an array by index, a Next button advancing with animation, and @AppStorage remembering completion.
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
}

struct OnboardingPager: View {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @State private var selection = 0

    private let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome"),
        OnboardingPage(id: 1, symbol: "bell", title: "Stay notified"),
        OnboardingPage(id: 2, symbol: "lock.shield", title: "Private by design"),
    ]

    var body: some View {
        if hasCompletedOnboarding {
            VStack {
                Text("You're all set")
                Button("Replay onboarding") {
                    selection = 0
                    hasCompletedOnboarding = false
                }
            }
        } else {
            VStack {
                TabView(selection: $selection) {
                    ForEach(pages) { page in
                        VStack(spacing: 16) {
                            Image(systemName: page.symbol).font(.largeTitle)
                            Text(page.title).font(.title)
                        }
                        .tag(page.id)
                        .onAppear { print("page \(page.id) appeared") }
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))

                Button(selection == pages.count - 1 ? "Get started" : "Next") {
                    if selection < pages.count - 1 {
                        withAnimation { selection += 1 }
                    } else {
                        hasCompletedOnboarding = true
                    }
                }
            }
        }
    }
}

#Preview {
    OnboardingPager()
}
