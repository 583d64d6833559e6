// Demonstrates: a banking-app course's SwiftUI onboarding (a UIKit author's first SwiftUI screens): `class ModelData: ObservableObject { @Published var hasOnboarded = false }`, an `@main` App holding `@StateObject private var modelData = ModelData()` and choosing `OnboardingView()` or `MainView()` on `modelData.hasOnboarded`, `TabView { Page1(); Text("Second"); Text("Third"); Button("Done") { modelData.hasOnboarded = true // change } }` with `.tabViewStyle(.page)` and `.indexViewStyle(.page(backgroundDisplayMode: .always))`, a child page passed `.environmentObject(modelData)` again, and a `PreviewProvider` that injects `.environmentObject(ModelData())`.
// Source: course (a UIKit-to-SwiftUI banking app course's onboarding lesson, as its author's notes repository keeps it; repository jrasmusson/swiftui studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

class ModelData: ObservableObject {
    @Published var hasOnboarded = false
    @Published var userName = "Sam"
}

struct Page1: View {
    @EnvironmentObject var modelData: ModelData

    var body: some View {
        VStack {
            Image(systemName: "dollarsign.circle")
                .font(.system(size: 72))
            Text("Welcome, \(modelData.userName)")
        }
    }
}

struct OnboardingView: View {
    @EnvironmentObject var modelData: ModelData

    var body: some View {
        TabView {
            Page1().environmentObject(modelData)
            Text("Second")
            Text("Third")
            Button("Done") {
                modelData.hasOnboarded = true // change
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

struct MainView: View {
    @EnvironmentObject var modelData: ModelData

    var body: some View {
        VStack(spacing: 12) {
            Text("Accounts")
                .font(.largeTitle)
            Button("Log out") {
                modelData.hasOnboarded = false
            }
        }
    }
}

@main
struct BankeyApp: App {
    @StateObject private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            if modelData.hasOnboarded {
                MainView()
                    .environmentObject(modelData)
            } else {
                OnboardingView()
                    .environmentObject(modelData)
            }
        }
    }
}

struct OnboardingView_Previews: PreviewProvider {
    static var previews: some View {
        OnboardingView()
            .environmentObject(ModelData())
    }
}
