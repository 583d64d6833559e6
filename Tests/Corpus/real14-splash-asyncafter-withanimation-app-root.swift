// Demonstrates: an app whose root shows a splash screen and swaps to the main view after `DispatchQueue.main.asyncAfter(deadline: .now() + 2)` inside `withAnimation`, a logo scaled with `.scaleEffect` animated in `onAppear`, an `@main` `App` with an `init()` configuring `UINavigationBar.appearance()` large title attributes, a `TabView` with `.tabItem { Label(...) }`, and a settings tab with `@AppStorage`.
// Source: learner's app (a splash-screen tutorial followed in a first app, found through a search for splash screen DispatchQueue.main.asyncAfter withAnimation isActive UINavigationBar appearance App init); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

struct SplashView: View {
    @State private var isActive = false
    @State private var logoScale: CGFloat = 0.6
    @State private var opacity = 0.3

    var body: some View {
        if isActive {
            MainTabView()
        } else {
            VStack {
                Image(systemName: "leaf.fill")
                    .font(.system(size: 80))
                    .foregroundColor(.green)
                Text("Sprout")
                    .font(.custom("Baskerville-Bold", size: 28))
                    .foregroundColor(.black.opacity(0.8))
            }
            .scaleEffect(logoScale)
            .opacity(opacity)
            .onAppear {
                withAnimation(.easeIn(duration: 1.2)) {
                    logoScale = 1.0
                    opacity = 1.0
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {
                    withAnimation {
                        isActive = true
                    }
                    print("splash finished")
                }
            }
        }
    }
}

struct Plant: Identifiable {
    let id = UUID()
    let name: String
    let waterEveryDays: Int
}

class Garden: ObservableObject {
    @Published var plants = [
        Plant(name: "Monstera", waterEveryDays: 7),
        Plant(name: "Basil", waterEveryDays: 2),
        Plant(name: "Cactus", waterEveryDays: 21)
    ]

    init() {
        print("Garden init")
    }

    deinit {
        print("Garden deinit")
    }
}

struct PlantsView: View {
    @EnvironmentObject var garden: Garden

    var body: some View {
        NavigationView {
            List(garden.plants) { plant in
                HStack {
                    Text(plant.name)
                    Spacer()
                    Text("every \(plant.waterEveryDays)d")
                        .foregroundColor(.secondary)
                }
            }
            .navigationTitle("My Plants")
        }
    }
}

struct SettingsView: View {
    @AppStorage("reminders") private var reminders = true
    @AppStorage("reminderHour") private var reminderHour = 9

    var body: some View {
        NavigationView {
            Form {
                Toggle("Watering reminders", isOn: $reminders)
                Stepper("Remind at \(reminderHour):00", value: $reminderHour, in: 6...22)
                    .disabled(!reminders)
            }
            .navigationTitle("Settings")
        }
    }
}

struct MainTabView: View {
    @StateObject private var garden = Garden()

    var body: some View {
        TabView {
            PlantsView()
                .tabItem {
                    Label("Plants", systemImage: "leaf")
                }
            SettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
        }
        .environmentObject(garden)
        .onAppear {
            print("main tabs appeared")
        }
    }
}

@main
struct SproutApp: App {
    init() {
        let appearance = UINavigationBar.appearance()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        print("app init")
    }

    var body: some Scene {
        WindowGroup {
            SplashView()
        }
    }
}
