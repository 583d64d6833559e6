// Demonstrates: the `Color(hex:)` extension nearly every app pastes: `init(hex: String)` trimming with `hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`, `Scanner(string: hex).scanHexInt64(&int)`, a `switch hex.count { case 3: … case 6: … case 8: … default: … }` unpacking with `>>` and `&`, `self.init(.sRGB, red: Double(r) / 255, green:…, blue:…, opacity: Double(a) / 255)`, and a palette view copying a swatch's hex with `UIPasteboard.general.string`.
// Source: Q&A answer code (the widely copied "Use Hex color in SwiftUI" answer's extension, in a palette app; found through a search for Color init hex Scanner scanHexInt64); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3:
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6:
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8:
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (1, 1, 1, 0)
        }
        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue: Double(b) / 255,
            opacity: Double(a) / 255
        )
    }
}

struct Swatch: Identifiable {
    var id: String { hex }
    let name: String
    let hex: String
}

struct PaletteView: View {
    let swatches = [
        Swatch(name: "Coral", hex: "#FF7F50"),
        Swatch(name: "Teal", hex: "008080"),
        Swatch(name: "Short", hex: "#F0A"),
        Swatch(name: "Ghost", hex: "80FFFFFF")
    ]
    @State private var copied: String?

    var body: some View {
        List(swatches) { swatch in
            HStack {
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color(hex: swatch.hex))
                    .frame(width: 32, height: 32)
                Text(swatch.name)
                Spacer()
                Button(swatch.hex) {
                    UIPasteboard.general.string = swatch.hex
                    copied = swatch.hex
                    print("copied \(swatch.hex)")
                }
            }
        }
        .overlay(alignment: .bottom) {
            if let copied {
                Text("Copied \(copied)")
            }
        }
    }
}

#Preview {
    PaletteView()
}
