// Demonstrates: a paint-bucket picker keeping its colour as a Core Graphics `CGColor` in `@State` (started from `UIColor.systemTeal.cgColor`), stepping its red with buttons through `CGColor(red:green:blue:alpha:)` built from the old one's `components`, a hex label formatted with `String(format: "%02X")`, and the swatch drawn with `Color(cgColor)`.
// Source: a Q&A answer (the asker's colour-slider view with the answerer's fix, kept in the answerer's demo repository)
// First paste: failed at mount: cannot find type 'CGColor' in scope
import SwiftUI

struct PaintBucket: View {
    @State private var paint: CGColor = UIColor.systemTeal.cgColor

    private var parts: [CGFloat] { paint.components ?? [0, 0, 0, 1] }

    private var hexLabel: String {
        parts.prefix(3).map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(Color(paint))
                .frame(width: 90, height: 90)
            Text("#\(hexLabel)")
                .font(.system(.body, design: .monospaced))
            HStack {
                Button("Less red") { shiftRed(by: -0.25) }
                Button("More red") { shiftRed(by: 0.25) }
            }
        }
        .padding()
    }

    private func shiftRed(by step: CGFloat) {
        let red = min(max(parts[0] + step, 0), 1)
        paint = CGColor(red: red, green: parts[1], blue: parts[2], alpha: parts[3])
    }
}

#Preview {
    PaintBucket()
}
