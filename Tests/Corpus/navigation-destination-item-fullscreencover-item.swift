// Demonstrates: a trips list that pushes with .navigationDestination(item:) on an optional Hashable selection and presents a boarding pass with .fullScreenCover(item:); the cover's own dismiss, onDisappear and a lifecycle print in the detail's init.
import SwiftUI

struct Trip: Identifiable, Hashable {
    let id = UUID()
    let city: String
    let gate: String
    let seat: String
}

struct BoardingPass: Identifiable {
    let id = UUID()
    let trip: Trip
}

struct TripsView: View {
    @State private var trips = [
        Trip(city: "Lisbon", gate: "A12", seat: "14C"),
        Trip(city: "Reykjavík", gate: "D3", seat: "2A"),
        Trip(city: "Osaka", gate: "B40", seat: "33F"),
    ]
    @State private var selectedTrip: Trip?
    @State private var boardingPass: BoardingPass?

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                HStack {
                    Button(trip.city) {
                        selectedTrip = trip
                    }
                    Spacer()
                    Button {
                        boardingPass = BoardingPass(trip: trip)
                    } label: {
                        Label("Pass", systemImage: "qrcode")
                            .labelStyle(.iconOnly)
                    }
                    .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(item: $selectedTrip) { trip in
                TripDetail(trip: trip)
            }
            .fullScreenCover(item: $boardingPass) { pass in
                BoardingPassView(pass: pass)
            }
            .onChange(of: selectedTrip) {
                print("selected:", selectedTrip?.city ?? "none")
            }
        }
    }
}

struct TripDetail: View {
    let trip: Trip

    init(trip: Trip) {
        self.trip = trip
        print("TripDetail.init \(trip.city)")
    }

    var body: some View {
        Form {
            LabeledContent("Gate", value: trip.gate)
            LabeledContent("Seat", value: trip.seat)
        }
        .navigationTitle(trip.city)
        .onAppear { print("detail appeared: \(trip.city)") }
        .onDisappear { print("detail disappeared: \(trip.city)") }
    }
}

struct BoardingPassView: View {
    let pass: BoardingPass
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(pass.trip.city)
                .font(.largeTitle.bold())
            Text("Gate \(pass.trip.gate) · Seat \(pass.trip.seat)")
            Image(systemName: "qrcode")
                .resizable()
                .scaledToFit()
                .frame(width: 160, height: 160)
            Button("Done") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .onDisappear { print("boarding pass closed") }
    }
}

#Preview {
    TripsView()
}
