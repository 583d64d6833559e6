// Demonstrates: booking dates — DatePicker with in: a closed range from today, displayedComponents: .date, .graphical style, a second picker bound relative to the first, and night counting with Calendar.
import SwiftUI

struct BookingView: View {
    @State private var checkIn = Date.now
    @State private var checkOut = Date.now.addingTimeInterval(86_400 * 2)

    private var nights: Int {
        Calendar.current.dateComponents([.day], from: Calendar.current.startOfDay(for: checkIn),
                                        to: Calendar.current.startOfDay(for: checkOut)).day ?? 0
    }

    var body: some View {
        Form {
            DatePicker("Check in", selection: $checkIn, in: Date.now..., displayedComponents: .date)
                .datePickerStyle(.graphical)
            DatePicker("Check out", selection: $checkOut, in: checkIn.addingTimeInterval(86_400)..., displayedComponents: [.date])
            Text("\(nights) night\(nights == 1 ? "" : "s")")
            Button("Extend a night") {
                checkOut = Calendar.current.date(byAdding: .day, value: 1, to: checkOut) ?? checkOut
            }
        }
        .onChange(of: checkIn) { _, newValue in
            if checkOut <= newValue {
                checkOut = newValue.addingTimeInterval(86_400)
            }
        }
    }
}

#Preview {
    BookingView()
}
