// Demonstrates: Double ranges (0.5...0.9) with contains and clamping, stride over Doubles, .opacity.
import SwiftUI

struct FadeControl: View {
    @State private var opacity = 0.5
    private let comfortable = 0.5...0.9

    var body: some View {
        VStack {
            Rectangle()
                .fill(.indigo)
                .frame(width: 100, height: 100)
                .opacity(opacity)
            Text(comfortable.contains(opacity) ? "Comfortable" : "Too faint or too strong")
            HStack {
                ForEach(Array(stride(from: 0.25, through: 1.0, by: 0.25)), id: \.self) { level in
                    Button("\(Int(level * 100))%") { opacity = level }
                }
            }
            Button("Fade") { opacity = max(0, opacity - 0.2) }
            Button("Clamp") { opacity = min(max(opacity, comfortable.lowerBound), comfortable.upperBound) }
        }
    }
}

#Preview {
    FadeControl()
}
