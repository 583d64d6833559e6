// Demonstrates: onboarding shown once: `@AppStorage("hasSeenOnboarding")` deciding between onboarding and home in the `App`'s `WindowGroup`, a `TabView(selection:)` with `.tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))` and `.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))`, pages from an array of structs with `.tag(index)`, Next and Skip buttons moving the page `withAnimation`, and a "Show onboarding again" button in the home screen.
// Source: blog companion code (an onboarding flow tutorial with a page-style TabView, found through a search for PageTabViewStyle indexDisplayMode always indexViewStyle PageIndexViewStyle AppStorage hasSeenOnboarding onboarding); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: inferring the type of '.always' here (write it as 'Type.always')
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let subtitle: String
    let tint: Color
}

let onboardingPages = [
    OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", subtitle: "Track what matters to you.", tint: .purple),
    OnboardingPage(id: 1, symbol: "bell.badge", title: "Reminders", subtitle: "Get a nudge at the right time.", tint: .orange),
    OnboardingPage(id: 2, symbol: "chart.bar", title: "Progress", subtitle: "See your streaks grow.", tint: .green)
]

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: page.symbol)
                .font(.system(size: 90))
                .foregroundColor(page.tint)
            Text(page.title)
                .font(.largeTitle.bold())
            Text(page.subtitle)
                .multilineTextAlignment(.center)
                .foregroundColor(.secondary)
        }
        .padding(40)
    }
}

struct OnboardingView: View {
    @Binding var hasSeenOnboarding: Bool
    @State private var currentPage = 0

    var isLastPage: Bool {
        currentPage == onboardingPages.count - 1
    }

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") {
                    hasSeenOnboarding = true
                }
                .padding()
            }
            TabView(selection: $currentPage) {
                ForEach(onboardingPages) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))

            Button(action: {
                if isLastPage {
                    hasSeenOnboarding = true
                } else {
                    withAnimation {
                        currentPage += 1
                    }
                }
            }) {
                Text(isLastPage ? "Get started" : "Next")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(onboardingPages[currentPage].tint)
                    .foregroundColor(.white)
                    .cornerRadius(12)
            }
            .padding()
        }
        .onChange(of: currentPage) { page in
            print("onboarding page \(page + 1) of \(onboardingPages.count)")
        }
    }
}

struct HomeView: View {
    @Binding var hasSeenOnboarding: Bool

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                Text("You're all set!")
                    .font(.title)
                Button("Show onboarding again") {
                    hasSeenOnboarding = false
                }
            }
            .navigationTitle("Home")
        }
    }
}

struct RootView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        Group {
            if hasSeenOnboarding {
                HomeView(hasSeenOnboarding: $hasSeenOnboarding)
            } else {
                OnboardingView(hasSeenOnboarding: $hasSeenOnboarding)
            }
        }
        .onAppear {
            print("has seen onboarding: \(hasSeenOnboarding)")
        }
    }
}

@main
struct HabitApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
