// Demonstrates: a custom EnvironmentKey with an EnvironmentValues extension, set with .environment(\.key, value).
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct AccentLabel: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        Text("Accent is \(accentName)")
    }
}

struct ThemedView: View {
    @State private var useRed = false

    var body: some View {
        VStack {
            AccentLabel()
            AccentLabel()
                .environment(\.accentName, useRed ? "red" : "green")
            Button("Switch accent") { useRed.toggle() }
        }
    }
}

#Preview {
    ThemedView()
}
