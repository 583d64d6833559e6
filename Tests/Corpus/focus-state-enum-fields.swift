// Demonstrates: @FocusState with an optional enum, .focused(_:equals:), .onSubmit moving focus to the next field, .submitLabel, trimming whitespace before validating.
import SwiftUI

struct AddressForm: View {
    enum Field: Hashable {
        case street, city, zip
    }

    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""
    @State private var saved: String?
    @FocusState private var focused: Field?

    private var isValid: Bool {
        !street.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            && !city.trimmingCharacters(in: .whitespaces).isEmpty
            && zip.count == 5 && zip.allSatisfy(\.isNumber)
    }

    var body: some View {
        Form {
            TextField("Street", text: $street)
                .focused($focused, equals: .street)
                .submitLabel(.next)
            TextField("City", text: $city)
                .focused($focused, equals: .city)
                .submitLabel(.next)
            TextField("ZIP", text: $zip)
                .focused($focused, equals: .zip)
                .keyboardType(.numberPad)
                .submitLabel(.done)
            Button("Save") {
                saved = "\(street), \(zip) \(city)"
                focused = nil
            }
            .disabled(!isValid)
            Button("Fill sample") {
                street = "1 Infinite Loop "
                city = "Cupertino"
                zip = "95014"
                focused = .zip
            }
            if let saved {
                Text("Saved \(saved)")
            }
            Text("Focus: \(String(describing: focused))")
        }
        .onSubmit {
            switch focused {
            case .street: focused = .city
            case .city: focused = .zip
            default: focused = nil
            }
        }
        .onAppear { focused = .street }
    }
}

#Preview {
    AddressForm()
}
