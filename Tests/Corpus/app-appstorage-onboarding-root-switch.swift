// Demonstrates: an @main App whose WindowGroup switches between onboarding and the main view on an @AppStorage flag, with an @State model injected via .environment.
import SwiftUI

@Observable
final class AppModel {
    var userName = ""
    var visits = 0
}

@main
struct HabitApp: App {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var model = AppModel()

    var body: some Scene {
        WindowGroup {
            Group {
                if hasOnboarded {
                    MainView()
                } else {
                    OnboardingView(hasOnboarded: $hasOnboarded)
                }
            }
            .environment(model)
        }
    }
}

struct OnboardingView: View {
    @Binding var hasOnboarded: Bool
    @Environment(AppModel.self) private var model

    var body: some View {
        VStack {
            Text("Welcome!")
            Button("Continue as Sam") {
                model.userName = "Sam"
                hasOnboarded = true
            }
        }
        .onDisappear { print("onboarding finished") }
    }
}

struct MainView: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        @Bindable var model = model
        VStack {
            Text("Hi, \(model.userName)")
            TextField("Name", text: $model.userName)
            Text("Visits: \(model.visits)")
            Button("Visit") { model.visits += 1 }
        }
        .onAppear { print("main appeared for \(model.userName)") }
    }
}
