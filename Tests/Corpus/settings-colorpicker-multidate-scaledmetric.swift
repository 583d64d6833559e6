// Demonstrates: a "Reading Goals" settings screen — Form with .formStyle(.grouped), ColorPicker bound to @State Color, MultiDatePicker over a Set<DateComponents>, @ScaledMetric icon size, Section(isExpanded:), .headerProminence(.increased), .listRowSeparator(.hidden), Picker with .pickerStyle(.palette).
import SwiftUI

enum ReadingFormat: String, CaseIterable, Identifiable {
    case print = "Print"
    case ebook = "E-book"
    case audio = "Audio"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .print: return "book"
        case .ebook: return "ipad"
        case .audio: return "headphones"
        }
    }
}

struct ReadingGoalsSettings: View {
    @State private var accent: Color = .orange
    @State private var readingDays: Set<DateComponents> = []
    @State private var format: ReadingFormat = .print
    @State private var pagesPerDay = 20
    @State private var showsAdvanced = false
    @State private var countRereads = true
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24

    private var summary: String {
        let days = readingDays.count
        return days == 0 ? "No reading days planned" : "\(days) reading day\(days == 1 ? "" : "s") planned"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Image(systemName: format.symbol)
                            .font(.system(size: iconSize))
                            .foregroundStyle(accent)
                        Text(summary)
                    }
                    .listRowSeparator(.hidden)
                    ColorPicker("Accent colour", selection: $accent, supportsOpacity: false)
                } header: {
                    Text("Overview")
                }
                .headerProminence(.increased)

                Section("Format") {
                    Picker("Format", selection: $format) {
                        ForEach(ReadingFormat.allCases) { format in
                            Label(format.rawValue, systemImage: format.symbol).tag(format)
                        }
                    }
                    .pickerStyle(.palette)
                    Stepper("\(pagesPerDay) pages a day", value: $pagesPerDay, in: 5...200, step: 5)
                }

                Section("Schedule") {
                    MultiDatePicker("Reading days", selection: $readingDays)
                    Button("Clear days") {
                        readingDays.removeAll()
                    }
                    .disabled(readingDays.isEmpty)
                }

                Section("Advanced", isExpanded: $showsAdvanced) {
                    Toggle("Count rereads", isOn: $countRereads)
                    LabeledContent("Icon size", value: iconSize, format: .number)
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Reading Goals")
            .onChange(of: pagesPerDay) { oldValue, newValue in
                print("pages per day \(oldValue) -> \(newValue)")
            }
        }
    }
}

#Preview {
    ReadingGoalsSettings()
}
