// Demonstrates: GeometryReader sizing two panes by a ratio held in @State, proxy.size, min/max clamping, buttons nudging the split, a frame(maxWidth: .infinity).
import SwiftUI

struct SplitPanesView: View {
    @State private var ratio: CGFloat = 0.5

    var body: some View {
        VStack {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.blue
                        .frame(width: proxy.size.width * ratio)
                        .overlay(Text("\(Int(ratio * 100))%").foregroundColor(.white))
                    Color.green
                        .frame(width: proxy.size.width * (1 - ratio))
                }
            }
            .frame(height: 120)
            HStack {
                Button("Narrower") { ratio = max(0.2, ratio - 0.1) }
                Spacer()
                Button("Wider") { ratio = min(0.8, ratio + 0.1) }
            }
            .frame(maxWidth: .infinity)
            .padding()
        }
    }
}

#Preview {
    SplitPanesView()
}
