// Demonstrates: iOS 17 scroll APIs — scrollPosition(id:) bound to state, scrollTargetLayout, scrollTargetBehavior(.paging), containerRelativeFrame, and buttons that move the page.
import SwiftUI

struct Slide: Identifiable, Hashable {
    let id: Int
    let title: String
    let color: Color
}

struct Carousel: View {
    private let slides: [Slide] = [
        Slide(id: 0, title: "Plan", color: .mint),
        Slide(id: 1, title: "Build", color: .indigo),
        Slide(id: 2, title: "Ship", color: .pink),
    ]
    @State private var currentID: Int? = 0

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(slides) { slide in
                        Text(slide.title)
                            .font(.largeTitle)
                            .containerRelativeFrame(.horizontal)
                            .frame(height: 200)
                            .background(slide.color)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            HStack {
                Button("Previous") {
                    withAnimation { currentID = max((currentID ?? 0) - 1, 0) }
                }
                .disabled(currentID == 0)
                Text("\((currentID ?? 0) + 1) / \(slides.count)")
                Button("Next") {
                    withAnimation { currentID = min((currentID ?? 0) + 1, slides.count - 1) }
                }
                .disabled(currentID == slides.count - 1)
            }
        }
        .onChange(of: currentID) { _, newValue in
            print("page \(newValue.map(String.init) ?? "none")")
        }
    }
}

#Preview {
    Carousel()
}
