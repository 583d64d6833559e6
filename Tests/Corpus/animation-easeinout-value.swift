// Demonstrates: Animation values — .animation(.easeInOut(duration:), value:), withAnimation(.spring()).
import SwiftUI

struct ExpandingCard: View {
    @State private var expanded = false
    @State private var angle = 0.0

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue)
                .frame(width: expanded ? 240 : 120, height: 80)
                .rotationEffect(.degrees(angle))
                .animation(.easeInOut(duration: 0.35), value: expanded)
            Button("Expand") {
                expanded.toggle()
            }
            Button("Spin") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    angle += 90
                }
            }
            Button("Linear reset") {
                withAnimation(.linear) {
                    angle = 0
                    expanded = false
                }
            }
        }
    }
}

#Preview {
    ExpandingCard()
}
