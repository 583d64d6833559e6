// Demonstrates: a Q&A answer pasted whole on "how do I detect a shake gesture in SwiftUI": a `Notification.Name` declared in an `extension UIDevice`, an `extension UIWindow` overriding `motionEnded(_:with:)` to post it when `motion == .motionShake`, a `DeviceShakeViewModifier` whose `.onReceive(NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification))` calls its action, an `extension View { func onShake(perform:) }`, and the asker's undo screen that pops the last entry on shake; a button posts the same notification, as the simulator's Shake menu item would.
// Source: Q&A answer (the accepted "detect shake gesture" answer, with the asker's undo list around it); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'UIEvent'
import SwiftUI

// The notification we'll send when a shake gesture happens.
extension UIDevice {
    static let deviceDidShakeNotification = Notification.Name(rawValue: "deviceDidShakeNotification")
}

//  Override the default behavior of shake gestures to send our notification instead.
extension UIWindow {
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            NotificationCenter.default.post(name: UIDevice.deviceDidShakeNotification, object: nil)
        }
    }
}

// A view modifier that detects shaking and calls a function of our choosing.
struct DeviceShakeViewModifier: ViewModifier {
    let action: () -> Void

    func body(content: Content) -> some View {
        content
            .onAppear()
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification)) { _ in
                action()
            }
    }
}

// A View extension to make the modifier easier to use.
extension View {
    func onShake(perform action: @escaping () -> Void) -> some View {
        self.modifier(DeviceShakeViewModifier(action: action))
    }
}

// An example view that responds to being shaken
struct ContentView: View {
    @State private var entries = ["Buy milk", "Call mum", "Book dentist"]
    @State private var undone: [String] = []

    var body: some View {
        NavigationView {
            List {
                Section("To do") {
                    ForEach(entries, id: \.self) { entry in
                        Text(entry)
                    }
                }
                if !undone.isEmpty {
                    Section("Undone by shaking") {
                        ForEach(undone, id: \.self) { Text($0).foregroundColor(.secondary) }
                    }
                }
            }
            .navigationTitle("Shake to undo")
            .toolbar {
                Button("Simulate shake") {
                    NotificationCenter.default.post(name: UIDevice.deviceDidShakeNotification, object: nil)
                }
            }
            .onShake {
                print("Device shaken!")
                if let last = entries.popLast() {
                    undone.append(last)
                }
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
