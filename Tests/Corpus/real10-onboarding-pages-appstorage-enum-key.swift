// Demonstrates: a student team's task app onboarding: `@AppStorage(SettingsAppStorageKey.onboardingDone.rawValue)` keyed by an enum's raw value, `OnboardingPageData.list` as a static array of structs with SF Symbols, `@State private var currentTab = 0` driving `TabView(selection: $currentTab)` over `ForEach(OnboardingPageData.list) { … .tag(page.id) }` with `.tabViewStyle(.page(indexDisplayMode: .never))`, a computed `hasMorePages`, back/skip and next/done buttons that change with the page, `withAnimation` around the page change, and `///` doc comments on every property.
// Source: learner's app (a university team project's task manager, its onboarding screen; found through a search for onboarding AppStorage, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum SettingsAppStorageKey: String {
    case onboardingDone
    case accentColor
}

struct OnboardingPageData: Identifiable {
    let id: Int
    let title: String
    let description: String
    let image: String

    static let list: [OnboardingPageData] = [
        OnboardingPageData(id: 0, title: "Plan your tasks", description: "Collect everything you need to do in one place.", image: "checklist"),
        OnboardingPageData(id: 1, title: "Set deadlines", description: "Get reminded before a task is due.", image: "calendar.badge.clock"),
        OnboardingPageData(id: 2, title: "Track progress", description: "See how much you finished this week.", image: "chart.bar"),
    ]
}

struct OnboardingPageView: View {
    /// The page to show
    let page: OnboardingPageData

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: page.image)
                .font(.system(size: 80))
                .foregroundColor(.accentColor)
            Text(page.title)
                .font(.title.bold())
            Text(page.description)
                .multilineTextAlignment(.center)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}

/// The View displaying all onboarding pages
struct OnboardingView: View {
    /// Setting the onboardingDone variable for the first time in the AppStorage
    @AppStorage(SettingsAppStorageKey.onboardingDone.rawValue) private var onboardingDone: Bool = false
    /// The currentTab of the onboarding as Int
    @State private var currentTab = 0

    /// A variable that is true if the onboarding has more pages left
    var hasMorePages: Bool {
        return currentTab < OnboardingPageData.list.count - 1
    }

    /// The View that displays all pages and also the interactive buttons
    var body: some View {
        VStack {
            HStack {
                if currentTab > 0 {
                    Button("back") {
                        withAnimation {
                            currentTab -= 1
                        }
                    }.padding()
                } else {
                    Button("skip") {
                        onboardingDone = true
                    }.padding()
                }
                Spacer()
            }

            TabView(selection: $currentTab) {
                ForEach(OnboardingPageData.list) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            Button(hasMorePages ? "next" : "done") {
                if hasMorePages {
                    withAnimation {
                        currentTab += 1
                    }
                } else {
                    onboardingDone = true
                }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
    }
}

struct ContentView: View {
    @AppStorage(SettingsAppStorageKey.onboardingDone.rawValue) private var onboardingDone: Bool = false

    var body: some View {
        if onboardingDone {
            VStack {
                Text("Your tasks")
                Button("Show onboarding again") {
                    onboardingDone = false
                }
            }
        } else {
            OnboardingView()
        }
    }
}

struct OnboardingView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
