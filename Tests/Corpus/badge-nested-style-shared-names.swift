// Demonstrates: two views each keeping a private `Style` namespace of layout constants, one of whose nested types (`Style.Ring`) shares its name with a top-level `Ring` shape, read as `Style.Ring.width` from inside the view, beside a modifier whose own private `Style` holds other numbers.
// Source: a university course's lecture project (a card game split into many files, each view with its private constants type)
// First paste: failed at mount: type 'ProgressBadge.Style' has no member 'Ring'
import SwiftUI

struct Ring: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * fraction),
                    clockwise: false)
        return path
    }
}

struct ProgressBadge: View {
    let done: Int
    let total: Int

    var body: some View {
        ZStack {
            Ring(fraction: total == 0 ? 0 : Double(done) / Double(total))
                .stroke(lineWidth: Style.Ring.width)
                .opacity(Style.Ring.opacity)
            Text("\(done)/\(total)")
                .font(.system(size: Style.Label.size))
        }
        .frame(width: Style.side, height: Style.side)
        .framed()
    }

    private enum Style {
        static let side: CGFloat = 80
        enum Ring {
            static let width: CGFloat = 6
            static let opacity = 0.8
        }
        enum Label {
            static let size: CGFloat = 17
        }
    }
}

struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(Style.inset)
            .background(RoundedRectangle(cornerRadius: Style.corner).stroke())
    }

    private enum Style {
        static let inset: CGFloat = 8
        static let corner: CGFloat = 14
    }
}

extension View {
    func framed() -> some View { modifier(Framed()) }
}

struct ChecklistView: View {
    @State private var done = 1
    let total = 4

    var body: some View {
        VStack(spacing: 12) {
            ProgressBadge(done: done, total: total)
            Button("Tick one off") {
                if done < total { done += 1 }
            }
            .disabled(done == total)
        }
    }
}

#Preview {
    ChecklistView()
}
