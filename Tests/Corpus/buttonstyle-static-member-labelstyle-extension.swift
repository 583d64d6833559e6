// Demonstrates: custom `ButtonStyle` and `LabelStyle` exposed as static members through `extension ButtonStyle where Self == PrimaryButtonStyle { static var primary: Self }` so call sites write `.buttonStyle(.primary)` and `.labelStyle(.trailingIcon)`; a style with stored configuration (`.pill(color:)`), `configuration.isPressed`, `configuration.label`, `configuration.icon`/`.title`, `@Environment(\.isEnabled)` inside a style.
// Source: blog companion code (a post on building a design system's button styles with static member lookup); written for Vivarium in that style, not copied.
// First paste: failed at mount: buttonstyle-static-member-labelstyle-extension.swift:53:37: error: not supported in the playground: inferring the type of '.init' here (write it as 'Type.init')
import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(isEnabled ? Color.accentColor : Color.gray)
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct PillButtonStyle: ButtonStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(color.opacity(configuration.isPressed ? 0.5 : 0.2), in: Capsule())
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: Self { PrimaryButtonStyle() }
}

extension ButtonStyle where Self == PillButtonStyle {
    static func pill(color: Color = .blue) -> Self {
        PillButtonStyle(color: color)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { .init() }
}

struct DesignSystemDemo: View {
    @State private var count = 0
    @State private var agreed = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Taps: \(count)")
                .font(.title)
            Button("Continue") {
                count += 1
            }
            .buttonStyle(.primary)
            .disabled(!agreed)

            Toggle("I agree", isOn: $agreed)

            HStack {
                Button("Tag A") { count += 10 }
                    .buttonStyle(.pill())
                Button("Tag B") { count += 100 }
                    .buttonStyle(.pill(color: .orange))
            }

            Button {
                count = 0
            } label: {
                Label("Reset", systemImage: "arrow.counterclockwise")
            }
            .labelStyle(.trailingIcon)
        }
        .padding()
    }
}

#Preview {
    DesignSystemDemo()
}
