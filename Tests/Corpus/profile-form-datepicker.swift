// Demonstrates: a profile editor sheet over a @Binding: DatePicker with a date range, a nested enum Picker, Section header and footer, a vertical TextField.
// Source: Apple sample-code tutorial style (Landmarks profile); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Profile {
    enum Pronoun: String, CaseIterable, Identifiable {
        case unspecified = "Prefer not to say"
        case she = "She/Her"
        case he = "He/Him"
        case they = "They/Them"
        var id: String { rawValue }
    }

    var name = "Taylor"
    var birthday = Date(timeIntervalSince1970: 946_684_800)
    var pronoun = Pronoun.unspecified
    var newsletter = true
    var bio = ""

    var age: Int {
        let reference = Date(timeIntervalSince1970: 1_735_689_600)
        return Calendar.current.dateComponents([.year], from: birthday, to: reference).year ?? 0
    }
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var dateRange: ClosedRange<Date> {
        let min = Calendar.current.date(byAdding: .year, value: -100, to: profile.birthday)!
        let max = Calendar.current.date(byAdding: .year, value: 20, to: profile.birthday)!
        return min...max
    }

    var body: some View {
        Form {
            Section(header: Text("About you")) {
                TextField("Name", text: $profile.name)
                DatePicker("Birthday", selection: $profile.birthday, in: dateRange, displayedComponents: .date)
                Picker("Pronouns", selection: $profile.pronoun) {
                    ForEach(Profile.Pronoun.allCases) { pronoun in
                        Text(pronoun.rawValue).tag(pronoun)
                    }
                }
            }
            Section(header: Text("Preferences"), footer: Text("We send at most one email a week.")) {
                Toggle(isOn: $profile.newsletter) {
                    Text("Newsletter")
                }
                TextField("Bio", text: $profile.bio, axis: .vertical)
                    .lineLimit(3...5)
            }
        }
    }
}

struct ProfileHost: View {
    @State private var profile = Profile()
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(profile.name).font(.title)
                Text("Age \(profile.age)")
                Text(profile.pronoun.rawValue)
                Text(profile.newsletter ? "Subscribed" : "Not subscribed")
                Text(profile.birthday, style: .date)
            }
            .toolbar {
                Button(isEditing ? "Done" : "Edit") {
                    isEditing.toggle()
                    if !isEditing {
                        print("\(profile.name), \(profile.age), \(profile.newsletter)")
                    }
                }
            }
            .sheet(isPresented: $isEditing) {
                ProfileEditor(profile: $profile)
            }
        }
    }
}

#Preview {
    ProfileHost()
}
