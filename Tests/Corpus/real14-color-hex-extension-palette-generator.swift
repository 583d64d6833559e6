// Demonstrates: a palette generator: `extension Color { init(hex: String) }` trimming `#` with `trimmingCharacters(in:)`, parsing with `Scanner(string:).scanHexInt64(&int)` and shifting bits by string length in a `switch`, a `UIColor` round trip through `getRed(_:green:blue:alpha:)` for the hex string back, `Color(UIColor)`, random palettes from `Int.random(in:)`, and `UIPasteboard.general.string` written by a copy button.
// Source: GitHub gist (a widely forked Color(hex:) extension and a learner's palette app around it, found through a search for extension Color init hex Scanner scanHexInt64 switch hex.count); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

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
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
    }
}

extension UIColor {
    var hexString: String {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return String(format: "#%02X%02X%02X", Int(r * 255), Int(g * 255), Int(b * 255))
    }
}

struct Swatch: Identifiable {
    let id = UUID()
    let hex: String
    var isLocked = false
}

class PaletteViewModel: ObservableObject {
    @Published var swatches: [Swatch] = ["#FF6B6B", "#FFD93D", "#6BCB77", "#4D96FF", "#843"].map { Swatch(hex: $0) }
    @Published var lastCopied: String?

    func randomHex() -> String {
        let r = Int.random(in: 0...255)
        let g = Int.random(in: 0...255)
        let b = Int.random(in: 0...255)
        return String(format: "#%02X%02X%02X", r, g, b)
    }

    func regenerate() {
        for index in swatches.indices where !swatches[index].isLocked {
            swatches[index] = Swatch(hex: randomHex())
        }
    }

    func toggleLock(_ swatch: Swatch) {
        guard let index = swatches.firstIndex(where: { $0.id == swatch.id }) else { return }
        swatches[index].isLocked.toggle()
    }

    func copy(_ swatch: Swatch) {
        let normalized = UIColor(Color(hex: swatch.hex)).hexString
        UIPasteboard.general.string = normalized
        lastCopied = normalized
        print("copied \(normalized)")
    }
}

struct SwatchView: View {
    let swatch: Swatch
    let onLock: () -> Void
    let onCopy: () -> Void

    var body: some View {
        HStack {
            Text(swatch.hex.uppercased())
                .font(.system(.headline, design: .monospaced))
            Spacer()
            Button(action: onCopy) {
                Image(systemName: "doc.on.doc")
            }
            Button(action: onLock) {
                Image(systemName: swatch.isLocked ? "lock.fill" : "lock.open")
            }
        }
        .foregroundColor(.white)
        .padding()
        .frame(maxWidth: .infinity, minHeight: 80)
        .background(Color(hex: swatch.hex))
        .buttonStyle(PlainButtonStyle())
    }
}

struct PaletteView: View {
    @StateObject private var viewModel = PaletteViewModel()

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                ForEach(viewModel.swatches) { swatch in
                    SwatchView(swatch: swatch,
                               onLock: { viewModel.toggleLock(swatch) },
                               onCopy: { viewModel.copy(swatch) })
                }
                if let copied = viewModel.lastCopied {
                    Text("Copied \(copied)")
                        .padding()
                }
                Spacer()
            }
            .navigationBarTitle("Palette", displayMode: .inline)
            .navigationBarItems(trailing: Button("Generate") {
                viewModel.regenerate()
            })
        }
    }
}

struct PaletteView_Previews: PreviewProvider {
    static var previews: some View {
        PaletteView()
    }
}
