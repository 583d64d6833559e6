// Demonstrates: @Namespace with matchedGeometryEffect between two branches (inert in layout terms).
import SwiftUI

struct HeroTransition: View {
    @Namespace private var animation
    @State private var isExpanded = false

    var body: some View {
        VStack {
            if isExpanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(.pink)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(height: 300)
            } else {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.pink)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(width: 80, height: 80)
            }
            Button(isExpanded ? "Shrink" : "Grow") {
                withAnimation(.spring()) { isExpanded.toggle() }
            }
        }
    }
}

#Preview {
    HeroTransition()
}
