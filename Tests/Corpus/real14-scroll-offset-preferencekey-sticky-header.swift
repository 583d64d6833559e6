// Demonstrates: a collapsing header driven by scroll offset read the iOS 14 way: a `ScrollOffsetKey: PreferenceKey` with `CGFloat` value and `value += nextValue()`, a `GeometryReader` at the top of the scroll content reporting `proxy.frame(in: .named("scroll")).minY`, `.coordinateSpace(name: "scroll")`, `.onPreferenceChange` storing the offset, a header whose height and title opacity are computed from it with `max`/`min`, and a "scrolled" flag flipped past a threshold.
// Source: blog post (reading ScrollView offset with a PreferenceKey before iOS 17, found through a search for ScrollOffsetPreferenceKey GeometryReader frame in named coordinateSpace minY onPreferenceChange header collapse); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct Episode: Identifiable {
    let id: Int
    let title: String
    let minutes: Int
}

struct Header: View {
    let offset: CGFloat

    var height: CGFloat {
        max(60, 200 + min(offset, 0))
    }

    var titleOpacity: Double {
        Double(max(0, min(1, (height - 60) / 140)))
    }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(gradient: Gradient(colors: [.indigo, .blue]), startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading) {
                Text("The Swift Hour")
                    .font(.largeTitle.bold())
                    .opacity(titleOpacity)
                Text("Weekly podcast")
                    .font(.subheadline)
            }
            .foregroundColor(.white)
            .padding()
        }
        .frame(height: height)
    }
}

struct PodcastView: View {
    @State private var offset: CGFloat = 0
    @State private var scrolledPastHeader = false

    let episodes = (1...20).map { Episode(id: $0, title: "Episode \($0)", minutes: 30 + ($0 * 7) % 25) }

    var body: some View {
        VStack(spacing: 0) {
            Header(offset: offset)
            ScrollView {
                GeometryReader { proxy in
                    Color.clear
                        .preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                }
                .frame(height: 0)
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(episodes) { episode in
                        HStack {
                            Text(episode.title)
                            Spacer()
                            Text("\(episode.minutes) min")
                                .foregroundColor(.secondary)
                        }
                        .padding(.horizontal)
                    }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
                let past = value < -140
                if past != scrolledPastHeader {
                    scrolledPastHeader = past
                    print("scrolled past header: \(past)")
                }
            }
            Text(String(format: "offset %.0f", offset))
                .font(.caption2)
            Button("Jump header") {
                offset = offset == 0 ? -150 : 0
                print("header height \(Header(offset: offset).height)")
            }
        }
    }
}

struct PodcastView_Previews: PreviewProvider {
    static var previews: some View {
        PodcastView()
    }
}
