// Demonstrates: LabeledContent rows in a Form, with a value and with custom content.
import SwiftUI

struct AboutView: View {
    @State private var builds = 41

    var body: some View {
        Form {
            LabeledContent("Version", value: "2.1")
            LabeledContent("Build", value: "\(builds)")
            LabeledContent("Status") {
                Text(builds.isMultiple(of: 2) ? "Even build" : "Odd build")
            }
            Button("New build") { builds += 1 }
        }
    }
}

#Preview {
    AboutView()
}
