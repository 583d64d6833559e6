// Demonstrates: a map-style screen — .popover(isPresented:attachmentAnchor:arrowEdge:) with .presentationCompactAdaptation(.popover), a bottom sheet with .presentationDetents([.height(120), .medium, .large], selection:) and .presentationBackgroundInteraction(.enabled(upThrough: .medium)), .interactiveDismissDisabled, and .inspector(isPresented:) with .inspectorColumnWidth.
import SwiftUI

struct Place: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let rating: Double
}

struct PlacesScreen: View {
    @State private var places = [Place(name: "Café Lumen", rating: 4.6), Place(name: "Harbour Books", rating: 4.8)]
    @State private var showingHelp = false
    @State private var showingSheet = true
    @State private var detent: PresentationDetent = .height(120)
    @State private var showingInspector = false
    @State private var selectedPlace: Place?

    var body: some View {
        NavigationStack {
            ZStack {
                Color.teal.opacity(0.2).ignoresSafeArea()
                Text("Map goes here")
            }
            .navigationTitle("Nearby")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Help") { showingHelp = true }
                        .popover(isPresented: $showingHelp, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
                            Text("Drag the sheet up to see more places.")
                                .padding()
                                .presentationCompactAdaptation(.popover)
                        }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Details") { showingInspector.toggle() }
                }
            }
            .sheet(isPresented: $showingSheet) {
                PlacesSheet(places: places, selectedPlace: $selectedPlace, detent: $detent)
                    .presentationDetents([.height(120), .medium, .large], selection: $detent)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .interactiveDismissDisabled()
            }
            .inspector(isPresented: $showingInspector) {
                Form {
                    LabeledContent("Places", value: places.count, format: .number)
                    LabeledContent("Sheet", value: detent == .large ? "expanded" : "compact")
                }
                .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
            }
            .onChange(of: detent) { _, newDetent in
                print("detent changed: \(newDetent == .large ? "large" : "smaller")")
            }
        }
    }
}

struct PlacesSheet: View {
    let places: [Place]
    @Binding var selectedPlace: Place?
    @Binding var detent: PresentationDetent

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(places.count) places nearby")
                .font(.headline)
            ForEach(places) { place in
                Button {
                    selectedPlace = place
                    detent = .large
                } label: {
                    HStack {
                        Text(place.name)
                        Spacer()
                        Text(place.rating, format: .number.precision(.fractionLength(1)))
                    }
                }
            }
            if let selectedPlace {
                Text("Selected: \(selectedPlace.name)")
            }
        }
        .padding()
    }
}

#Preview {
    PlacesScreen()
}
