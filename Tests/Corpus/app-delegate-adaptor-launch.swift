// Demonstrates: an @main App with @UIApplicationDelegateAdaptor, an AppDelegate that logs launch, and scenePhase handling in the App.
import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    var launchCount = 0

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launchCount += 1
        print("AppDelegate: didFinishLaunching (\(launchCount))")
        return true
    }
}

@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            JournalHome()
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            print("scene: \(oldPhase) -> \(newPhase)")
        }
    }
}

struct JournalHome: View {
    @State private var entries: [String] = ["Woke up early", "Went for a run"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(entries, id: \.self) { entry in
                    Text(entry)
                }
            }
            .navigationTitle("Journal")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") {
                        entries.append("Entry \(entries.count + 1)")
                    }
                }
            }
        }
    }
}
