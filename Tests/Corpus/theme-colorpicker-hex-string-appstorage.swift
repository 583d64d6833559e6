// Demonstrates: a theme editor storing colours as hex strings in @AppStorage — a Color(hex:) initializer in an extension, a toHex() helper via UIColor getRed, ColorPicker bound through a computed Binding(get:set:), a live preview card and preset swatches in an HStack of Buttons.
import SwiftUI
import UIKit

extension Color {
    init(hex: String) {
        var cleaned = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        if cleaned.hasPrefix("#") { cleaned.removeFirst() }
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        let red = Double((value >> 16) & 0xFF) / 255
        let green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        self.init(red: red, green: green, blue: blue)
    }

    func toHex() -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(self).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))
    }
}

struct ThemeEditor: View {
    @AppStorage("accentHex") private var accentHex = "#FF9500"
    private let presets = ["#FF9500", "#34C759", "#007AFF", "#AF52DE"]

    private var accent: Binding<Color> {
        Binding(
            get: { Color(hex: accentHex) },
            set: { accentHex = $0.toHex() }
        )
    }

    var body: some View {
        Form {
            Section("Accent") {
                ColorPicker("Custom colour", selection: accent, supportsOpacity: false)
                HStack {
                    ForEach(presets, id: \.self) { hex in
                        Button {
                            accentHex = hex
                        } label: {
                            Circle()
                                .fill(Color(hex: hex))
                                .frame(width: 32, height: 32)
                                .overlay {
                                    if hex == accentHex {
                                        Image(systemName: "checkmark").foregroundStyle(.white)
                                    }
                                }
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(hex)
                    }
                }
            }
            Section("Preview") {
                Text("Hello, theme!")
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(Color(hex: accentHex), in: RoundedRectangle(cornerRadius: 10))
                    .foregroundStyle(.white)
                LabeledContent("Stored", value: accentHex)
            }
        }
        .onChange(of: accentHex) { old, new in
            print("accent \(old) → \(new), round trip \(Color(hex: new).toHex())")
        }
    }
}

#Preview {
    ThemeEditor()
}
