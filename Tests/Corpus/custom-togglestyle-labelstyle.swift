// Demonstrates: custom ToggleStyle (makeBody with configuration.isOn and label), a custom LabelStyle, and a ButtonStyle reading configuration.role, applied through static extension members.
import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(configuration.role == .destructive ? Color.red : Color.accentColor, in: Capsule())
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct PreferencesView: View {
    @State private var newsletter = true
    @State private var analytics = false
    @State private var resets = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Send me the newsletter", isOn: $newsletter)
                .toggleStyle(.checkbox)
            Toggle(isOn: $analytics) {
                Text("Share analytics")
            }
            .toggleStyle(CheckboxToggleStyle())
            Label("Settings", systemImage: "gear")
                .labelStyle(TrailingIconLabelStyle())
            Button("Reset", role: .destructive) {
                newsletter = false
                analytics = false
                resets += 1
            }
            .buttonStyle(PillButtonStyle())
            Text("Newsletter: \(newsletter ? "on" : "off"), analytics: \(analytics ? "on" : "off"), resets: \(resets)")
        }
        .padding()
    }
}

#Preview {
    PreferencesView()
}
