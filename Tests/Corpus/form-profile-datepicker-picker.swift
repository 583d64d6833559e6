// Demonstrates: a Form with Sections, a TextField, a Picker over a CaseIterable enum with .pickerStyle(.segmented), a DatePicker with a range, a Stepper with a step, a Toggle revealing a section, and a computed age.
import SwiftUI

enum Pronoun: String, CaseIterable, Identifiable {
    case she = "She/Her"
    case he = "He/Him"
    case they = "They/Them"
    var id: Self { self }
}

struct ProfileFormView: View {
    @State private var name = "Jordan"
    @State private var pronoun: Pronoun = .they
    @State private var birthday = Calendar.current.date(from: DateComponents(year: 1995, month: 6, day: 15)) ?? Date()
    @State private var weeklyGoal = 3
    @State private var wantsNewsletter = false
    @State private var frequency = "Weekly"

    private let frequencies = ["Daily", "Weekly", "Monthly"]

    var age: Int {
        Calendar.current.dateComponents([.year], from: birthday, to: Date()).year ?? 0
    }

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("About you")) {
                    TextField("Name", text: $name)
                    Picker("Pronouns", selection: $pronoun) {
                        ForEach(Pronoun.allCases) { pronoun in
                            Text(pronoun.rawValue).tag(pronoun)
                        }
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Birthday", selection: $birthday, in: ...Date(), displayedComponents: .date)
                    Text("Age: \(age)")
                }
                Section("Goals") {
                    Stepper("Workouts per week: \(weeklyGoal)", value: $weeklyGoal, in: 1...14, step: 1)
                }
                Section {
                    Toggle("Newsletter", isOn: $wantsNewsletter.animation())
                    if wantsNewsletter {
                        Picker("Frequency", selection: $frequency) {
                            ForEach(frequencies, id: \.self) { Text($0) }
                        }
                    }
                } footer: {
                    Text("You can unsubscribe at any time.")
                }
                Button("Save") {
                    print("saved \(name), \(pronoun.rawValue), goal \(weeklyGoal), newsletter \(wantsNewsletter)")
                }
                .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            .navigationTitle("Profile")
        }
    }
}

#Preview {
    ProfileFormView()
}
