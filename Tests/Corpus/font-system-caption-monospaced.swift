// Demonstrates: Font values from context: .system(.caption, design: .monospaced), .title, .fontWeight, .font(nil).
import SwiftUI

struct FontGallery: View {
    @State private var useMono = false

    private var bodyFont: Font {
        useMono ? .system(.body, design: .monospaced) : .body
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.title)
            Text("Headline").font(.headline).fontWeight(.bold)
            Text("Caption mono").font(.system(.caption, design: .monospaced))
            Text("Sized").font(.system(size: 22, weight: .semibold))
            Text("Body text follows the toggle").font(bodyFont)
            Toggle("Monospaced", isOn: $useMono)
        }
        .padding()
    }
}

#Preview("Fonts") {
    FontGallery()
}
