// Demonstrates: localization and threads: String(localized:), LocalizedStringKey, NSLocalizedString, DispatchQueue.global with Thread.isMainThread, ProcessInfo.
// Source: blog companion (a post on localization and threading); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'NSLocalizedString'
// Companion code for a blog post: "Localizing a SwiftUI screen, and where your code runs".

import SwiftUI

struct GreetingView: View {
    let name: String
    @State private var count = 0
    @State private var log: [String] = []

    var greeting: String {
        String(localized: "Hello, \(name)!")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("welcome_title")
            Text(greeting)
            Text("You tapped \(count) times")
            Text(LocalizedStringKey("Loading…"))
            Text(NSLocalizedString("settings_button", comment: "Title of the settings button"))
            Button(NSLocalizedString("Increment", comment: "")) {
                count += 1
                let message = String(format: NSLocalizedString("%d taps", comment: ""), count)
                log.append(message)
                print(message, Thread.isMainThread ? "on main" : "in background")
            }
            Button("Run in background") {
                DispatchQueue.global(qos: .userInitiated).async {
                    let onMain = Thread.isMainThread
                    DispatchQueue.main.async {
                        log.append("background work finished (main: \(onMain))")
                    }
                }
            }
            Text("Process: \(ProcessInfo.processInfo.processName)")
            Text("Cores: \(ProcessInfo.processInfo.activeProcessorCount)")
            if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
                Text("Running in a preview")
            }
            ForEach(log, id: \.self) { line in
                Text(line).font(.caption)
            }
        }
        .padding()
        .onAppear {
            print("appeared on main thread: \(Thread.isMainThread)")
            print("OS: \(ProcessInfo.processInfo.isiOSAppOnMac ? "Mac" : "iOS")")
        }
    }
}

#Preview("Greeting") {
    GreetingView(name: "naïve Zoë")
}
