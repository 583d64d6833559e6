// Demonstrates: a localization article's examples in one screen: `String(localized:comment:)` and `String(localized:defaultValue:)` keys, a `LocalizedStringResource` passed to `Text`, `Text(verbatim:)`, `.environment(\.locale, Locale(identifier:))` over a preview, `Text(Date, format: .dateTime.weekday(.wide).day().month(.abbreviated))`, `.formatted(.list(type: .and))` on an array, `PersonNameComponents` with `.formatted(.name(style: .short))`, `Text(price, format: .currency(code:))`, `Locale.current.measurementSystem`, `ByteCountFormatStyle`, `.formatted(.percent)`, and a picker switching the locale the formatters use.
// Source: tutorial site (a "localizing a SwiftUI app with String Catalogs" article, its sample screen); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'LocalizedStringResource'
import SwiftUI

struct Guest: Identifiable {
    let id = UUID()
    let name: PersonNameComponents
}

extension Guest {
    static let samples: [Guest] = [
        Guest(name: PersonNameComponents(givenName: "Amélie", familyName: "Laurent")),
        Guest(name: PersonNameComponents(givenName: "Jonas", familyName: "Becker")),
        Guest(name: PersonNameComponents(givenName: "Priya", familyName: "Natarajan"))
    ]
}

struct InvitationView: View {
    @State private var localeIdentifier = "en_US"
    @State private var guests = Guest.samples
    let eventDate = Date(timeIntervalSince1970: 1_767_225_600)
    let ticketPrice: Decimal = 49.5
    let photoSize: Int64 = 3_456_789

    private var locale: Locale { Locale(identifier: localeIdentifier) }

    private var title: String {
        String(localized: "invitation.title", defaultValue: "You're invited!", comment: "Headline of the invitation card")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Locale", selection: $localeIdentifier) {
                Text(verbatim: "English (US)").tag("en_US")
                Text(verbatim: "Deutsch").tag("de_DE")
                Text(verbatim: "Français").tag("fr_FR")
            }
            .pickerStyle(.segmented)

            Text(title)
                .font(.largeTitle.bold())
            Text(LocalizedStringResource("invitation.subtitle", defaultValue: "Dinner on the terrace"))
                .font(.title3)

            Text(eventDate, format: .dateTime.weekday(.wide).day().month(.abbreviated).locale(locale))
            Text(ticketPrice, format: .currency(code: "EUR").locale(locale))

            Text(guests.map { $0.name.formatted(.name(style: .short)) }.formatted(.list(type: .and).locale(locale)))
            Text("\(guests.count) guests")

            Text(verbatim: "Photo: " + photoSize.formatted(.byteCount(style: .file)))
            Text(verbatim: "RSVP: " + (2.0 / 3.0).formatted(.percent.precision(.fractionLength(0)).locale(locale)))

            Button("Add guest") {
                guests.append(Guest(name: PersonNameComponents(givenName: "Kenji", familyName: "Sato")))
                print(guests.map { $0.name.formatted(.name(style: .short)) }.formatted(.list(type: .and)))
            }
            Button("Log formats") {
                print(String(localized: "invitation.title", defaultValue: "You're invited!"))
                print(eventDate.formatted(.dateTime.year().month().day().locale(locale)))
                print(ticketPrice.formatted(.currency(code: "EUR").locale(locale)))
                print(Locale.current.measurementSystem == .metric ? "metric" : "us")
            }
        }
        .padding()
        .environment(\.locale, locale)
    }
}

#Preview("English") {
    InvitationView()
}

#Preview("German") {
    InvitationView()
        .environment(\.locale, Locale(identifier: "de"))
}
