// Demonstrates: an iOS 17 paging carousel: `ScrollView(.horizontal)` with a `LazyHStack` of cards, `.containerRelativeFrame(.horizontal)`, `.scrollTargetLayout()`, `.scrollTargetBehavior(.paging)`, `.scrollPosition(id: $currentID)` with an optional id, page dots following the position, and next/previous buttons setting the id with `withAnimation`.
// Source: YouTube tutorial companion code (an iOS 17 "paging carousel without TabView" video, found through a search for scrollPosition id containerRelativeFrame scrollTargetLayout scrollTargetBehavior paging carousel dots); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Slide: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct CarouselView: View {
    let slides = [
        Slide(id: 0, title: "Plan", color: .blue),
        Slide(id: 1, title: "Pack", color: .green),
        Slide(id: 2, title: "Travel", color: .orange),
        Slide(id: 3, title: "Remember", color: .purple),
    ]
    @State private var currentID: Int? = 0

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(slides) { slide in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(slide.color.gradient)
                            .overlay(Text(slide.title).font(.largeTitle))
                            .containerRelativeFrame(.horizontal)
                            .frame(height: 200)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            HStack {
                ForEach(slides) { slide in
                    Circle()
                        .fill(slide.id == currentID ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
            HStack {
                Button("Previous") {
                    withAnimation { currentID = max((currentID ?? 0) - 1, 0) }
                }
                .disabled(currentID == 0)
                Button("Next") {
                    withAnimation { currentID = min((currentID ?? 0) + 1, slides.count - 1) }
                }
                .disabled(currentID == slides.count - 1)
            }
            Text("Page \((currentID ?? 0) + 1) of \(slides.count)")
        }
        .onChange(of: currentID) { _, newValue in
            print("now on \(newValue.map { slides[$0].title } ?? "none")")
        }
    }
}

#Preview {
    CarouselView()
}
