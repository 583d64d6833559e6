// Demonstrates: a map-style bottom sheet — presentationDetents with a selection binding, custom fraction and height detents, background interaction, and dismissing from a parent button.
import SwiftUI

struct PlaceSheet: View {
    @Binding var detent: PresentationDetent
    let place: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(place).font(.title2)
            if detent != .height(120) {
                Text("Open until 10 pm")
                Button("Collapse") { detent = .height(120) }
            }
            Button("Expand") { detent = .large }
        }
        .padding()
        .onAppear { print("sheet appeared for \(place)") }
        .onDisappear { print("sheet gone") }
    }
}

struct MapScreen: View {
    @State private var showPlace = false
    @State private var detent: PresentationDetent = .height(120)

    var body: some View {
        VStack {
            Text("Map")
            Button("Show café") { showPlace = true }
            Button("Hide") { showPlace = false }
            Text("Detent: \(detent == .large ? "large" : detent == .medium ? "medium" : "peek")")
        }
        .sheet(isPresented: $showPlace) {
            PlaceSheet(detent: $detent, place: "Café Lume")
                .presentationDetents([.height(120), .fraction(0.4), .medium, .large], selection: $detent)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled()
        }
    }
}

#Preview {
    MapScreen()
}
