// Demonstrates: Foundation values in a trip planner: Measurement<UnitLength> converted and formatted, Date arithmetic with Calendar (date(byAdding:), dateComponents([.day, .hour]), isDateInWeekend, nextDate(after:matching:)), Date.FormatStyle with .relative(presentation:), DateInterval, DateComponentsFormatter, a Timer.publish countdown with onReceive.
// Source: book (a SwiftUI book's "working with dates" chapter project); written for Vivarium in that style, not copied.
// First paste: failed at mount: <module FoundationMeasurement>:176:13: error: Fatal error: not supported in the playground: formatting a Measurement of length (temperatures are)
import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    let city: String
    let start: Date
    let nights: Int
    let distance: Measurement<UnitLength>

    var end: Date { Calendar.current.date(byAdding: .day, value: nights, to: start)! }
    var interval: DateInterval { DateInterval(start: start, end: end) }
}

struct TripPlannerView: View {
    private let now = Date(timeIntervalSince1970: 1_717_200_000) // 2024-06-01 00:00 UTC
    @State private var secondsLeft = 3
    @State private var unit: UnitLength = .kilometers
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var trips: [Trip] {
        [
            Trip(city: "Lisbon", start: now.addingTimeInterval(86_400 * 3), nights: 4,
                 distance: Measurement(value: 1_850, unit: .kilometers)),
            Trip(city: "Oslo", start: now.addingTimeInterval(86_400 * 20 + 3_600 * 5), nights: 2,
                 distance: Measurement(value: 620, unit: .miles)),
        ]
    }

    var body: some View {
        List {
            ForEach(trips) { trip in
                VStack(alignment: .leading) {
                    Text(trip.city).font(.headline)
                    Text("\(trip.nights) nights, \(trip.distance.converted(to: unit).formatted(.measurement(width: .abbreviated, usage: .asProvided)))")
                    Text(trip.start, format: .dateTime.month(.wide).day())
                }
            }
            Text("Leaving in \(secondsLeft)s")
            Button("Miles") { unit = .miles }
            Button("Details") { details() }
        }
        .onReceive(timer) { _ in
            if secondsLeft > 0 { secondsLeft -= 1 }
        }
    }

    private func details() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for trip in trips {
            let until = calendar.dateComponents([.day, .hour], from: now, to: trip.start)
            let weekend = calendar.isDateInWeekend(trip.start)
            print("\(trip.city): in \(until.day ?? 0)d \(until.hour ?? 0)h, weekend start: \(weekend), \(Int(trip.interval.duration / 3_600)) hours")
        }
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .hour]
        formatter.unitsStyle = .full
        print(formatter.string(from: trips[1].start.timeIntervalSince(now)) ?? "?")
        let total = trips.map(\.distance).reduce(Measurement(value: 0, unit: UnitLength.kilometers)) { $0 + $1 }
        print("total \(total.converted(to: .kilometers).value.rounded()) km")
        if let nextMonday = calendar.nextDate(after: now, matching: DateComponents(weekday: 2), matchingPolicy: .nextTime) {
            print("next Monday: \(nextMonday.formatted(.iso8601.year().month().day()))")
        }
    }
}

#Preview {
    TripPlannerView()
}
