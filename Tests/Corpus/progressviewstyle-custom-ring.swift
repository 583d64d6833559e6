// Demonstrates: a custom ProgressViewStyle (makeBody with configuration.fractionCompleted) and a PrimitiveButtonStyle calling configuration.trigger().
import SwiftUI

struct RingProgressStyle: ProgressViewStyle {
    var lineWidth: CGFloat = 8

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(fraction * 100))%")
        }
    }
}

struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .onTapGesture(count: 2) {
                configuration.trigger()
            }
    }
}

struct UploadView: View {
    @State private var progress = 0.25
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: progress)
                .progressViewStyle(RingProgressStyle(lineWidth: 10))
                .frame(width: 100, height: 100)
            Button("Advance") {
                progress = min(1, progress + 0.25)
            }
            Button("Double-tap me") {
                taps += 1
            }
            .buttonStyle(DoubleTapButtonStyle())
            Text("Double taps: \(taps)")
        }
    }
}

#Preview {
    UploadView()
}
