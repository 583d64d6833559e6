// Demonstrates: a gallery of hand-made loading indicators driven from `onAppear` with `Animation.linear(duration:).repeatForever(autoreverses:)`: a rotating trimmed circle (`.rotationEffect(Angle(degrees: isAnimating ? 360 : 0))`), three bouncing dots with `.delay(Double(index) * 0.2)`, a pulsing circle with `.scaleEffect`, a `Timer.scheduledTimer` progress bar invalidated in `onDisappear`, and a picker switching which indicator is shown.
// Source: YouTube tutorial companion (a "custom loading animations in SwiftUI" video, found through a search for rotationEffect isAnimating repeatForever autoreverses false trim dots delay index scaleEffect pulse); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SpinningArc: View {
    @State private var isAnimating = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            .frame(width: 60, height: 60)
            .rotationEffect(Angle(degrees: isAnimating ? 360 : 0))
            .animation(Animation.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
            .onAppear { isAnimating = true }
    }
}

struct BouncingDots: View {
    @State private var up = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.orange)
                    .frame(width: 14, height: 14)
                    .offset(y: up ? -12 : 0)
                    .animation(Animation.easeInOut(duration: 0.5).repeatForever().delay(Double(index) * 0.2), value: up)
            }
        }
        .onAppear { up = true }
    }
}

struct PulsingCircle: View {
    @State private var scale: CGFloat = 0.6

    var body: some View {
        Circle()
            .fill(Color.green.opacity(0.6))
            .frame(width: 60, height: 60)
            .scaleEffect(scale)
            .onAppear {
                withAnimation(Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                    scale = 1.1
                }
            }
    }
}

struct TimerProgressBar: View {
    @State private var progress: Double = 0
    @State private var timer: Timer?

    var body: some View {
        VStack {
            ProgressView(value: progress, total: 1)
                .frame(width: 200)
            Text(String(format: "%.0f%%", progress * 100))
                .font(.caption)
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { t in
                progress = min(progress + 0.1, 1)
                if progress >= 1 {
                    t.invalidate()
                    print("progress bar complete")
                }
            }
        }
        .onDisappear {
            timer?.invalidate()
            timer = nil
            print("progress bar timer stopped at \(Int(progress * 100))%")
        }
    }
}

enum IndicatorKind: String, CaseIterable, Identifiable {
    case arc = "Arc"
    case dots = "Dots"
    case pulse = "Pulse"
    case bar = "Bar"

    var id: String { rawValue }
}

struct IndicatorGallery: View {
    @State private var kind: IndicatorKind = .arc

    var body: some View {
        VStack(spacing: 40) {
            Picker("Indicator", selection: $kind) {
                ForEach(IndicatorKind.allCases) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .pickerStyle(SegmentedPickerStyle())

            Group {
                switch kind {
                case .arc: SpinningArc()
                case .dots: BouncingDots()
                case .pulse: PulsingCircle()
                case .bar: TimerProgressBar()
                }
            }
            .frame(height: 100)

            Button("Next") {
                let all = IndicatorKind.allCases
                kind = all[(all.firstIndex(of: kind)! + 1) % all.count]
            }
            Button("Show bar") {
                kind = .bar
            }
        }
        .padding()
    }
}

struct IndicatorGallery_Previews: PreviewProvider {
    static var previews: some View {
        IndicatorGallery()
    }
}
