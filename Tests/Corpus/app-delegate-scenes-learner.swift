// Demonstrates: an app delegate adaptor whose scene configuration names a scene delegate, an unused import Charts, #fileID/#line in a print.
// Source: learner's app; written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'UISceneSession' in scope
//
//  NotesApp.swift
//  A learner's notes app with an app delegate.
//

import SwiftUI
import UserNotifications
import Charts

class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        print("Launched: \(#function)")
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

class SceneDelegate: NSObject, UIWindowSceneDelegate {
    func sceneDidBecomeActive(_ scene: UIScene) {
        print("scene became active")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("scene will resign active")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        print("scene entered background")
    }
}

@main
struct NotesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            NotesListView()
        }
        .onChange(of: scenePhase) { phase in
            print("phase: \(phase)")
        }
    }
}

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var created = Date()
}

struct NotesListView: View {
    @State private var notes: [Note] = [Note(title: "Groceries"), Note(title: "Ideas")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    NavigationLink(value: note) {
                        Text(note.title)
                    }
                }
                .onDelete { notes.remove(atOffsets: $0) }
            }
            .navigationDestination(for: Note.self) { note in
                Text(note.title)
                    .navigationTitle(note.title)
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("Add") {
                    notes.append(Note(title: "Note \(notes.count + 1)"))
                    print("\(#fileID):\(#line) added a note")
                }
            }
        }
    }
}
