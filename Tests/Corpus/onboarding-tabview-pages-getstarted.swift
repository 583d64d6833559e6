// Demonstrates: onboarding pages in a page-style TabView(selection:), withAnimation, @AppStorage shared with the root that switches views.
// Source: blog companion (onboarding screens); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let symbol: String
}

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false
    @State private var currentPage = 0

    let pages = [
        OnboardingPage(id: 0, title: "Track", subtitle: "Log what you do every day.", symbol: "checklist"),
        OnboardingPage(id: 1, title: "Reflect", subtitle: "See your week at a glance.", symbol: "chart.bar"),
        OnboardingPage(id: 2, title: "Grow", subtitle: "Build habits that stick.", symbol: "leaf")
    ]

    var isLastPage: Bool { currentPage == pages.count - 1 }

    var body: some View {
        VStack {
            TabView(selection: $currentPage) {
                ForEach(pages) { page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                        Text(page.title).font(.largeTitle.bold())
                        Text(page.subtitle)
                            .multilineTextAlignment(.center)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(isLastPage ? "Get Started" : "Next") {
                if isLastPage {
                    hasSeenOnboarding = true
                } else {
                    withAnimation(.easeInOut) {
                        currentPage += 1
                    }
                }
                print("page \(currentPage + 1) of \(pages.count), done: \(hasSeenOnboarding)")
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 40)
        }
    }
}

struct MainView: View {
    @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false

    var body: some View {
        if hasSeenOnboarding {
            Text("Welcome back!")
        } else {
            OnboardingView()
        }
    }
}

#Preview {
    MainView()
}
