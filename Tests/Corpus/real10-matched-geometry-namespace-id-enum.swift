// Demonstrates: a hero card transition as a tutorial site builds it: `@Namespace private var animation` passed to child views as `let animation: Namespace.ID`, an enum of ids (`CardHeroAnimationId`) used in `.matchedGeometryEffect(id: CardHeroAnimationId.title, in: animation)`, a `@Binding var isShowingDetail` toggled `withAnimation(.spring(response:dampingFraction:))` from either card, a second `@Namespace` value used as the id itself (`.matchedGeometryEffect(id: circleID, in: nameSpace)`), `GeometryReader(content: { geometry in … })` written with its label, and the "matched geometry before frame" comment learners copy.
// Source: tutorial site (a "hero animation in SwiftUI" article's final code, with a learner's second demo beside it; found through a search for matchedGeometryEffect, repository not named in the index, and repository samuelowino/swiftui-ios-lab studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum CardHeroAnimationId {
    case backgroundShape
    case title
    case avatar
    case tag
}

struct CardHeroView: View {
    @Namespace private var animation
    @State private var isShowingDetail = false

    var body: some View {
        ZStack {
            if isShowingDetail {
                CardDetailView(isShowingDetail: $isShowingDetail, animation: animation)
            } else {
                CardView(isShowingDetail: $isShowingDetail, animation: animation)
            }
        }
    }
}

struct CardView: View {
    @Binding var isShowingDetail: Bool
    let animation: Namespace.ID

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "person.crop.circle.fill")
                    .font(.largeTitle)
                    .matchedGeometryEffect(id: CardHeroAnimationId.avatar, in: animation)
                Text("SwiftUI")
                    .font(.caption)
                    .padding(6)
                    .background(Capsule().fill(.yellow))
                    .matchedGeometryEffect(id: CardHeroAnimationId.tag, in: animation)
            }
            Text("Hero animations")
                .font(.headline)
                .matchedGeometryEffect(id: CardHeroAnimationId.title, in: animation)
        }
        .padding()
        .frame(width: 240, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue.opacity(0.2))
                .matchedGeometryEffect(id: CardHeroAnimationId.backgroundShape, in: animation)
        )
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                isShowingDetail.toggle()
            }
        }
    }
}

struct CardDetailView: View {
    @Binding var isShowingDetail: Bool
    let animation: Namespace.ID

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: "person.crop.circle.fill")
                    .font(.system(size: 64))
                    .matchedGeometryEffect(id: CardHeroAnimationId.avatar, in: animation)
                Spacer()
                Button("Close") {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                        isShowingDetail = false
                    }
                }
            }
            Text("Hero animations")
                .font(.largeTitle.bold())
                .matchedGeometryEffect(id: CardHeroAnimationId.title, in: animation)
            Text("SwiftUI")
                .padding(8)
                .background(Capsule().fill(.yellow))
                .matchedGeometryEffect(id: CardHeroAnimationId.tag, in: animation)
            Text("The same ids in the same namespace let SwiftUI morph one view into the other.")
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: 400)
        .background(
            RoundedRectangle(cornerRadius: 24)
                .fill(Color.blue.opacity(0.2))
                .matchedGeometryEffect(id: CardHeroAnimationId.backgroundShape, in: animation)
        )
    }
}

struct MatchedGeometryDemo1: View {
    @State private var isClicked: Bool = false
    @Namespace private var nameSpace
    @Namespace private var circleID

    var body: some View {
        GeometryReader(content: { geometry in
            VStack {
                if !isClicked {
                    Circle()
                        .matchedGeometryEffect(id: circleID, in: nameSpace) // Always use matchedGeometryEffect before setting frame
                        .frame(width: 100, height: 100)
                }
                Spacer()
                if isClicked {
                    Circle()
                        .matchedGeometryEffect(id: circleID, in: nameSpace)
                        .frame(width: geometry.size.width / 2, height: geometry.size.width / 2)
                }
            }
            .frame(maxWidth: .infinity)
        })
        .onTapGesture {
            withAnimation(.easeInOut) {
                isClicked.toggle()
            }
        }
        .overlay(alignment: .top) {
            Button(isClicked ? "Move up" : "Move down") {
                withAnimation(.easeInOut) {
                    isClicked.toggle()
                }
            }
        }
    }
}

struct HeroDemos: View {
    var body: some View {
        VStack(spacing: 40) {
            CardHeroView()
            MatchedGeometryDemo1()
                .frame(height: 300)
        }
    }
}

#Preview {
    HeroDemos()
}
