// Demonstrates: `@FocusState private var focusedField: Field?` with an `enum Field: Hashable, CaseIterable`, `.focused($focusedField, equals: .street)`, `.submitLabel(.next)` / `.submitLabel(.done)`, `.onSubmit` moving to the next case through `allCases.firstIndex(of:)`, a keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`) with previous/next buttons, `.defaultFocus`-free `onAppear` focusing the first field, and validation that sends focus to the first empty field.
// Source: tutorial site (an article on "moving between text fields with FocusState", its address form); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct AddressForm: View {
    enum Field: Hashable, CaseIterable {
        case name, street, city, zip
    }

    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""
    @FocusState private var focusedField: Field?
    @State private var saved = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                TextField("Street", text: $street)
                    .focused($focusedField, equals: .street)
                    .submitLabel(.next)
                TextField("City", text: $city)
                    .focused($focusedField, equals: .city)
                    .submitLabel(.next)
                TextField("ZIP", text: $zip)
                    .focused($focusedField, equals: .zip)
                    .keyboardType(.numberPad)
                    .submitLabel(.done)
                Button("Save") { save() }
                if saved {
                    Text("Saved \(name), \(street), \(city) \(zip)")
                }
                Text("Focused: \(focusedField.map { "\($0)" } ?? "none")")
            }
            .onSubmit {
                moveFocus(by: 1)
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Previous") { moveFocus(by: -1) }
                        .disabled(focusedField == Field.allCases.first)
                    Button("Next") { moveFocus(by: 1) }
                        .disabled(focusedField == Field.allCases.last)
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .onAppear {
                focusedField = .name
            }
            .navigationTitle("Address")
        }
    }

    private func moveFocus(by offset: Int) {
        guard let current = focusedField,
              let index = Field.allCases.firstIndex(of: current) else { return }
        let next = index + offset
        if Field.allCases.indices.contains(next) {
            focusedField = Field.allCases[next]
        } else {
            focusedField = nil
            save()
        }
    }

    private func save() {
        let values: [Field: String] = [.name: name, .street: street, .city: city, .zip: zip]
        if let firstEmpty = Field.allCases.first(where: { values[$0]?.trimmingCharacters(in: .whitespaces).isEmpty ?? true }) {
            focusedField = firstEmpty
            print("missing \(firstEmpty)")
            saved = false
        } else {
            saved = true
            print("saved")
        }
    }
}

#Preview {
    AddressForm()
}
