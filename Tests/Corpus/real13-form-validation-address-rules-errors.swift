// Demonstrates: a shipping-address form validated by a rules type: `struct ValidationError: Identifiable`, a `validate() -> [ValidationError]` using `trimmingCharacters(in: .whitespacesAndNewlines)`, `allSatisfy(\.isNumber)`, a `Regex` literal-free `wholeMatch(of: /…/)` check on the postcode, errors shown inline under each field with `.foregroundStyle(.red)`, a `Section` footer, `.disabled(!errors.isEmpty)` and an `.alert` on submit.
// Source: interview take-home (a take-home checkout exercise's address form with validation, found through a search for Form validation errors Section footer disabled isEmpty trimmingCharacters allSatisfy isNumber); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum AddressField: String {
    case name, street, city, postcode, phone
}

struct ValidationError: Identifiable {
    let field: AddressField
    let message: String
    var id: String { field.rawValue }
}

struct Address {
    var name = ""
    var street = ""
    var city = ""
    var postcode = ""
    var phone = ""

    func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            errors.append(ValidationError(field: .name, message: "Name is required"))
        }
        if street.count < 3 {
            errors.append(ValidationError(field: .street, message: "Street is too short"))
        }
        if city.isEmpty {
            errors.append(ValidationError(field: .city, message: "City is required"))
        }
        if postcode.wholeMatch(of: /[0-9]{4}\s?[A-Z]{2}/) == nil {
            errors.append(ValidationError(field: .postcode, message: "Use a postcode like 1234 AB"))
        }
        if !phone.isEmpty && !(phone.allSatisfy(\.isNumber) && phone.count >= 9) {
            errors.append(ValidationError(field: .phone, message: "Digits only, at least 9"))
        }
        return errors
    }
}

struct AddressFormView: View {
    @State private var address = Address()
    @State private var showConfirmation = false

    private var errors: [ValidationError] { address.validate() }

    private func message(for field: AddressField) -> String? {
        errors.first { $0.field == field }?.message
    }

    @ViewBuilder
    private func field(_ title: String, text: Binding<String>, for field: AddressField) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            TextField(title, text: text)
            if let message = message(for: field) {
                Text(message).font(.caption).foregroundStyle(.red)
            }
        }
    }

    var body: some View {
        Form {
            Section {
                field("Full name", text: $address.name, for: .name)
                field("Street", text: $address.street, for: .street)
                field("City", text: $address.city, for: .city)
                field("Postcode", text: $address.postcode, for: .postcode)
                field("Phone (optional)", text: $address.phone, for: .phone)
            } footer: {
                Text(errors.isEmpty ? "Looks good" : "\(errors.count) problem(s)")
            }
            Button("Use sample address") {
                address = Address(name: "Jan", street: "Dam 1", city: "Amsterdam", postcode: "1012 JS", phone: "")
            }
            Button("Continue") { showConfirmation = true }
                .disabled(!errors.isEmpty)
        }
        .alert("Ship to \(address.city)?", isPresented: $showConfirmation) {
            Button("Confirm") { print("shipping to", address.name, address.postcode) }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("\(address.street), \(address.postcode)")
        }
    }
}

#Preview {
    AddressFormView()
}
