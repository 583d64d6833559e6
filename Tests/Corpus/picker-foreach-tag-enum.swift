// Demonstrates: Picker whose options come from ForEach over a CaseIterable enum with .tag, and .onChange.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry

    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var flavor: Flavor = .vanilla
    @State private var changes = 0

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(.segmented)
            Text("You chose \(flavor.rawValue), \(changes) changes")
            Button("Pick chocolate") { flavor = .chocolate }
        }
        .onChange(of: flavor) { oldValue, newValue in
            changes += 1
            print("flavor \(oldValue) -> \(newValue)")
        }
    }
}

#Preview {
    FlavorPicker()
}
