// Demonstrates: lazy var in a view model — initialized on first access, printed when it happens.
import SwiftUI

final class ReportModel: ObservableObject {
    @Published var entries: [Int] = [3, 1, 2]

    lazy var summaryTitle: String = {
        print("computing summaryTitle once")
        return "Report of \(entries.count) entries"
    }()

    lazy var sorted: [Int] = entries.sorted()

    init() { print("ReportModel init") }
}

struct ReportView: View {
    @StateObject private var model = ReportModel()
    @State private var showSummary = false

    var body: some View {
        VStack {
            if showSummary {
                Text(model.summaryTitle)
                Text("Sorted: \(model.sorted.map(String.init).joined(separator: ", "))")
            }
            Button("Show summary") { showSummary = true }
            Button("Add entry") { model.entries.append(model.entries.count + 1) }
        }
    }
}

#Preview {
    ReportView()
}
