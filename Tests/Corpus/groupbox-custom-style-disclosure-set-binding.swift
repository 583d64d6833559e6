// Demonstrates: a settings dashboard with a custom GroupBoxStyle (makeBody reading configuration.label and configuration.content), DisclosureGroups whose expansion lives in a Set through Binding(get:set:), and Toggles styled as switches with a tint.
import SwiftUI

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct SettingsDashboard: View {
    @State private var expanded: Set<String> = ["Privacy"]
    @State private var analytics = true
    @State private var crashReports = false
    @State private var badges = true

    private func isExpanded(_ section: String) -> Binding<Bool> {
        Binding(
            get: { expanded.contains(section) },
            set: { isOpen in
                if isOpen {
                    expanded.insert(section)
                } else {
                    expanded.remove(section)
                }
            }
        )
    }

    var body: some View {
        ScrollView {
            GroupBox("Preferences") {
                DisclosureGroup("Privacy", isExpanded: isExpanded("Privacy")) {
                    Toggle("Share analytics", isOn: $analytics)
                    Toggle("Send crash reports", isOn: $crashReports)
                }
                DisclosureGroup("Notifications", isExpanded: isExpanded("Notifications")) {
                    Toggle("Badges", isOn: $badges)
                }
            }
            .groupBoxStyle(CardGroupBoxStyle())
            .toggleStyle(.switch)
            .tint(.green)

            Text("Open: \(expanded.sorted().joined(separator: ", "))")
        }
    }
}

#Preview {
    SettingsDashboard()
}
