// Demonstrates: an About screen reading the app's version from Bundle.main.infoDictionary and object(forInfoDictionaryKey:), a Logger extension keyed by the bundle identifier, Link rows, and opening Settings with UIApplication.openSettingsURLString.
import SwiftUI
import OSLog

extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "app"
    static let ui = Logger(subsystem: subsystem, category: "ui")
}

extension Bundle {
    var appVersion: String {
        infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
    }

    var buildNumber: String {
        object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
    }
}

struct AboutView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Section {
                LabeledContent("Version", value: Bundle.main.appVersion)
                LabeledContent("Build", value: Bundle.main.buildNumber)
            }
            Section("Links") {
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                Button("Open Settings") {
                    if let url = URL(string: UIApplication.openSettingsURLString) {
                        Logger.ui.info("opening \(url.absoluteString, privacy: .public)")
                        openURL(url)
                    }
                }
            }
        }
        .onAppear {
            Logger.ui.debug("About shown for v\(Bundle.main.appVersion) (\(Bundle.main.buildNumber))")
        }
    }
}

#Preview {
    AboutView()
}
