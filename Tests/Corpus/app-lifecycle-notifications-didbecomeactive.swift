// Demonstrates: observing UIKit app lifecycle notifications from SwiftUI — .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) and willResignActive, a refresh counter, and UIApplication.openSettingsURLString turned into a URL for a Link.
import SwiftUI

struct SessionStatusView: View {
    @State private var activations = 0
    @State private var lastEvent = "none"

    private var settingsURL: URL? {
        URL(string: UIApplication.openSettingsURLString)
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("Activations: \(activations)")
            Text("Last event: \(lastEvent)")
            if let settingsURL {
                Link("Open Settings", destination: settingsURL)
            }
            Button("Simulate background") {
                NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
                NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
            activations += 1
            lastEvent = "didBecomeActive"
            print("became active (\(activations))")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { notification in
            lastEvent = "willResignActive"
            print("resigning: \(notification.name.rawValue)")
        }
    }
}

#Preview {
    SessionStatusView()
}
