// Demonstrates: first-launch onboarding in a .fullScreenCover(isPresented:) driven by @AppStorage, TabView(selection:) with .tabViewStyle(.page(indexDisplayMode: .always)) and .indexViewStyle(.page(backgroundDisplayMode: .always)), Back/Next buttons with withAnimation, "Get Started" flipping the stored flag, .interactiveDismissDisabled().
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

private let pages: [OnboardingPage] = [
    .init(id: 0, symbol: "leaf", title: "Track plants", detail: "Add every plant in your home."),
    .init(id: 1, symbol: "drop", title: "Never forget water", detail: "Get a nudge when soil is dry."),
    .init(id: 2, symbol: "sun.max", title: "Find the light", detail: "Learn where each plant thrives."),
]

struct RootView: View {
    @AppStorage("hasCompletedOnboarding") var hasCompletedOnboarding = false

    var body: some View {
        NavigationStack {
            List {
                Label("Monstera", systemImage: "leaf")
                Label("Fiddle leaf fig", systemImage: "leaf.fill")
                Button("Show onboarding again") {
                    hasCompletedOnboarding = false
                }
            }
            .navigationTitle("My Plants")
        }
        .fullScreenCover(isPresented: .constant(!hasCompletedOnboarding)) {
            OnboardingView()
        }
    }
}

struct OnboardingView: View {
    @AppStorage("hasCompletedOnboarding") var hasCompletedOnboarding = false
    @State private var current = 0

    var isLast: Bool { current == pages.count - 1 }

    var body: some View {
        VStack {
            TabView(selection: $current) {
                ForEach(pages) { page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.green)
                        Text(page.title).font(.title.bold())
                        Text(page.detail).foregroundStyle(.secondary)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            HStack {
                if current > 0 {
                    Button("Back") {
                        withAnimation { current -= 1 }
                    }
                }
                Spacer()
                Button(isLast ? "Get Started" : "Next") {
                    if isLast {
                        hasCompletedOnboarding = true
                    } else {
                        withAnimation(.easeInOut) { current += 1 }
                    }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .interactiveDismissDisabled()
        .onChange(of: current) { _, page in
            print("onboarding page \(page)")
        }
        .onDisappear {
            print("onboarding finished: \(hasCompletedOnboarding)")
        }
    }
}

#Preview {
    RootView()
}
