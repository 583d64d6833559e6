// Demonstrates: a SwiftUI book's one-screen examples: a horizontal paging ScrollView whose scrollPosition(id:) binds the color shown, containerRelativeFrame, a Color's description in a Text, a button that scrolls with animation; a second screen's scroll transitions on tall cards.
// Source: book (a visual SwiftUI reference book's sample project: one view per concept, iOS version noted in a comment); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI
/*
 iOS 17
 */
struct ScrollView_PagingPosition: View {
    var items = [Color.green, Color.blue, Color.purple, Color.pink, Color.yellow, Color.orange]
    @State private var currentColor: Color? = Color.green

    var body: some View {
        VStack(spacing: 24.0) {
            Text("ScrollView")
                .font(.largeTitle)
            Text("Paging with a Position")
                .foregroundStyle(.gray)

            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(items, id: \.self) { item in
                        RoundedRectangle(cornerRadius: 15)
                            .fill(item)
                            .padding()
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentColor)
            .frame(height: 200)

            Text("\(currentColor?.description.capitalized ?? "None")")

            HStack {
                Button("Go to Orange") {
                    withAnimation {
                        currentColor = Color.orange
                    }
                }
                Button("Back to Green") {
                    withAnimation(.easeOut) {
                        currentColor = .green
                    }
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .font(.title)
    }
}

struct ScrollView_Transitions: View {
    let cards = (1...12).map { "Card \($0)" }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(cards, id: \.self) { card in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.teal.gradient)
                        .frame(height: 180)
                        .overlay {
                            Text(card)
                                .font(.title.bold())
                                .foregroundStyle(.white)
                        }
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                        }
                        .onAppear { print("appeared:", card) }
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    ScrollView_PagingPosition()
}

#Preview("Transitions") {
    ScrollView_Transitions()
}
