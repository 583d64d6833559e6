// Demonstrates: app lifecycle plumbing in one file: `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` with `application(_:didFinishLaunchingWithOptions:)` returning `true`, an `AppDelegate: NSObject, UIApplicationDelegate, ObservableObject` read back as `@EnvironmentObject`, `@Environment(\.scenePhase) private var scenePhase` with `.onChange(of: scenePhase) { newPhase in switch newPhase { case .background: … case .inactive: … case .active: … @unknown default: break } }`, and a store saving drafts to `UserDefaults` when the app goes to the background.
// Source: public app code (a journaling app's App file with a delegate adaptor and scene-phase saving, found through a search for UIApplicationDelegateAdaptor scenePhase onChange background save); written for Vivarium in that style, not copied.
// First paste: failed at mount: Fatal error: No ObservableObject of type AppDelegate found. A View.environmentObject(_:) for AppDelegate may be missing as an ancestor of this view.
import SwiftUI

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launchCount = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launchCount = UserDefaults.standard.integer(forKey: "launchCount") + 1
        UserDefaults.standard.set(launchCount, forKey: "launchCount")
        print("didFinishLaunching #\(launchCount)")
        return true
    }
}

final class DraftStore: ObservableObject {
    @Published var draft = UserDefaults.standard.string(forKey: "draft") ?? ""

    func save() {
        UserDefaults.standard.set(draft, forKey: "draft")
        print("saved draft: \(draft)")
    }
}

@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var store = DraftStore()

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environmentObject(store)
        }
        .onChange(of: scenePhase) { newPhase in
            switch newPhase {
            case .background:
                store.save()
            case .inactive:
                print("inactive")
            case .active:
                print("active")
            @unknown default:
                break
            }
        }
    }
}

struct JournalView: View {
    @EnvironmentObject var store: DraftStore
    @EnvironmentObject var appDelegate: AppDelegate

    var body: some View {
        VStack(alignment: .leading) {
            Text("Launch #\(appDelegate.launchCount)")
                .font(.caption)
            TextField("Today…", text: $store.draft, axis: .vertical)
                .lineLimit(3...6)
            Button("Save now") { store.save() }
        }
        .padding()
    }
}
