// Demonstrates: an OptionSet struct with static options, contains/insert/remove/formUnion, and Toggles bound through a computed Binding.
import SwiftUI

struct NotificationOptions: OptionSet, Hashable {
    let rawValue: Int

    static let badge = NotificationOptions(rawValue: 1 << 0)
    static let sound = NotificationOptions(rawValue: 1 << 1)
    static let alert = NotificationOptions(rawValue: 1 << 2)

    static let all: NotificationOptions = [.badge, .sound, .alert]
}

struct NotificationSettingsView: View {
    @State private var options: NotificationOptions = [.badge]

    private func toggle(_ option: NotificationOptions) -> Binding<Bool> {
        Binding(
            get: { options.contains(option) },
            set: { isOn in
                if isOn {
                    options.insert(option)
                } else {
                    options.remove(option)
                }
            }
        )
    }

    var body: some View {
        Form {
            Toggle("Badge", isOn: toggle(.badge))
            Toggle("Sound", isOn: toggle(.sound))
            Toggle("Alert", isOn: toggle(.alert))
            Text("Raw value: \(options.rawValue)")
            Button("Enable all") {
                options.formUnion(.all)
                print(options == .all, options.rawValue)
            }
            Button("Clear") {
                options = []
                print(options.isEmpty)
            }
        }
    }
}

#Preview {
    NotificationSettingsView()
}
