// Demonstrates: a Color extension init(hex:) parsing with Scanner-free bit shifts, a palette of named swatches in a LazyVGrid(.adaptive), selection with an overlay stroke, a copyable hex label.
import SwiftUI

extension Color {
    /// A colour from a `#RRGGBB` string; black when it does not parse.
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))
        let value = UInt64(cleaned, radix: 16) ?? 0
        let red = Double((value >> 16) & 0xFF) / 255
        let green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        self.init(red: red, green: green, blue: blue)
    }
}

struct Swatch: Identifiable, Hashable {
    let name: String
    let hex: String
    var id: String { hex }
}

struct PaletteView: View {
    private let swatches = [
        Swatch(name: "Coral", hex: "#FF6F61"),
        Swatch(name: "Mint", hex: "#98FF98"),
        Swatch(name: "Navy", hex: "#1F3A93"),
        Swatch(name: "Sand", hex: "#E1C699"),
        Swatch(name: "Plum", hex: "#8E4585"),
    ]

    @State private var selected: Swatch?
    @State private var copied: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], spacing: 12) {
                ForEach(swatches) { swatch in
                    VStack {
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color(hex: swatch.hex))
                            .frame(height: 64)
                            .overlay {
                                if selected == swatch {
                                    RoundedRectangle(cornerRadius: 10)
                                        .stroke(Color.primary, lineWidth: 3)
                                }
                            }
                            .onTapGesture { selected = swatch }
                        Text(swatch.name).font(.caption)
                    }
                }
            }
            if let selected {
                HStack {
                    Text(selected.hex).font(.body.monospaced())
                    Button("Copy") {
                        copied.append(selected.hex)
                    }
                }
            }
            Button("Pick random") {
                selected = swatches.randomElement()
            }
            Text("Copied \(copied.count) colours")
        }
        .padding()
    }
}

#Preview {
    PaletteView()
}
