// Demonstrates: a profile form with DatePicker(in: ...Date.now) over a partial range, Picker with .pickerStyle(.wheel), Toggle styled with SwitchToggleStyle(tint:), ProgressView(value:total:) with label and currentValueLabel closures, Label(title:icon:), and a badge overlay(alignment: .topTrailing).
import SwiftUI

struct ProfileForm: View {
    @State private var name = "Robin"
    @State private var birthday = Calendar.current.date(from: DateComponents(year: 1990, month: 6, day: 15)) ?? .now
    @State private var shirtSize = "M"
    @State private var newsletter = true
    @State private var completedSteps = 2.0

    private let sizes = ["XS", "S", "M", "L", "XL"]
    private let totalSteps = 5.0

    private var age: Int {
        Calendar.current.dateComponents([.year], from: birthday, to: .now).year ?? 0
    }

    var body: some View {
        Form {
            Section {
                HStack {
                    Label {
                        Text(name).font(.headline)
                    } icon: {
                        Image(systemName: "person.crop.circle.fill")
                            .overlay(alignment: .topTrailing) {
                                if newsletter {
                                    Circle().fill(.red).frame(width: 8, height: 8)
                                }
                            }
                    }
                    Spacer()
                    Text("\(age) years")
                        .foregroundStyle(.secondary)
                }
                TextField("Name", text: $name)
                DatePicker("Birthday", selection: $birthday, in: ...Date.now, displayedComponents: .date)
            }

            Section("Shirt") {
                Picker("Size", selection: $shirtSize) {
                    ForEach(sizes, id: \.self) { Text($0) }
                }
                .pickerStyle(.wheel)
            }

            Section {
                Toggle(isOn: $newsletter) {
                    Text("Newsletter")
                }
                .toggleStyle(SwitchToggleStyle(tint: .green))

                ProgressView(value: completedSteps, total: totalSteps) {
                    Text("Profile completion")
                } currentValueLabel: {
                    Text("\(Int(completedSteps)) of \(Int(totalSteps)) steps")
                }

                Button("Complete a step") {
                    completedSteps = min(completedSteps + 1, totalSteps)
                    print("completion \(completedSteps / totalSteps * 100)%")
                }
                .disabled(completedSteps >= totalSteps)
            }
        }
    }
}

#Preview {
    ProfileForm()
}
