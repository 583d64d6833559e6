// Demonstrates: an onboarding flow — TabView(selection:) with .page style, a page model array, Next/Skip/Back buttons, @AppStorage remembering completion.
import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let message: String

    static let all: [OnboardingPage] = [
        OnboardingPage(symbol: "leaf", title: "Track habits", message: "Build routines one day at a time."),
        OnboardingPage(symbol: "bell", title: "Stay reminded", message: "Gentle nudges at the right moment."),
        OnboardingPage(symbol: "chart.bar", title: "See progress", message: "Weekly charts show how far you came."),
    ]
}

struct OnboardingView: View {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @State private var currentPage = 0

    private let pages = OnboardingPage.all

    private var isLastPage: Bool {
        currentPage == pages.count - 1
    }

    var body: some View {
        if hasCompletedOnboarding {
            VStack(spacing: 16) {
                Text("Welcome back!")
                    .font(.largeTitle)
                Button("Show onboarding again") {
                    currentPage = 0
                    hasCompletedOnboarding = false
                }
            }
        } else {
            VStack {
                HStack {
                    if currentPage > 0 {
                        Button("Back") {
                            withAnimation { currentPage -= 1 }
                        }
                    }
                    Spacer()
                    Button("Skip") {
                        hasCompletedOnboarding = true
                    }
                }
                .padding(.horizontal)

                TabView(selection: $currentPage) {
                    ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                        PageView(page: page)
                            .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))

                Button(isLastPage ? "Get Started" : "Next") {
                    if isLastPage {
                        hasCompletedOnboarding = true
                    } else {
                        withAnimation(.easeInOut) { currentPage += 1 }
                    }
                }
                .buttonStyle(.borderedProminent)
                .padding(.bottom)
            }
        }
    }
}

private struct PageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: page.symbol)
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text(page.title)
                .font(.title.bold())
            Text(page.message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    OnboardingView()
}
