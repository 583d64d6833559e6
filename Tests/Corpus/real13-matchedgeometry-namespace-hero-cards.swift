// Demonstrates: a hero transition between a card grid and a detail card with `@Namespace private var namespace`, `.matchedGeometryEffect(id: "image-\(item.id)", in: namespace)` on both sides, `isSource:`, `withAnimation(.spring(response: 0.4, dampingFraction: 0.8))`, a `ZStack` switching on an optional selection, `.transition(.asymmetric(insertion: .opacity, removal: .scale))`, and the namespace passed down as `Namespace.ID`.
// Source: gist (a gist with a matchedGeometryEffect hero animation between grid and detail, found through a search for Namespace matchedGeometryEffect id in namespace Namespace.ID hero); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Destination: Identifiable, Equatable {
    let id: Int
    let name: String
    let color: Color
}

struct DestinationCard: View {
    let destination: Destination
    let namespace: Namespace.ID

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(destination.color.gradient)
                .matchedGeometryEffect(id: "image-\(destination.id)", in: namespace)
                .frame(height: 100)
            Text(destination.name)
                .matchedGeometryEffect(id: "title-\(destination.id)", in: namespace)
        }
    }
}

struct DestinationDetail: View {
    let destination: Destination
    let namespace: Namespace.ID
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 24)
                .fill(destination.color.gradient)
                .matchedGeometryEffect(id: "image-\(destination.id)", in: namespace)
                .frame(height: 300)
            Text(destination.name)
                .font(.largeTitle.bold())
                .matchedGeometryEffect(id: "title-\(destination.id)", in: namespace, isSource: false)
            Button("Close", action: close)
        }
        .padding()
    }
}

struct TravelHeroView: View {
    @Namespace private var namespace
    @State private var selected: Destination?

    private let destinations = [
        Destination(id: 1, name: "Kyoto", color: .pink),
        Destination(id: 2, name: "Reykjavík", color: .blue),
        Destination(id: 3, name: "Marrakesh", color: .orange),
    ]

    var body: some View {
        ZStack {
            if let selected {
                DestinationDetail(destination: selected, namespace: namespace) {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        self.selected = nil
                    }
                }
                .transition(.asymmetric(insertion: .opacity, removal: .scale))
                .zIndex(1)
            } else {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(destinations) { destination in
                        DestinationCard(destination: destination, namespace: namespace)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                                    selected = destination
                                }
                            }
                    }
                }
                .padding()
                Button("Open Kyoto") {
                    withAnimation { selected = destinations[0] }
                }
                .offset(y: 200)
            }
        }
    }
}

#Preview {
    TravelHeroView()
}
