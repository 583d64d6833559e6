// Demonstrates: FormatStyle APIs: number precision, percent, currency, byte counts, Duration.formatted, list formatting and Date ranges.
import SwiftUI

struct WorkoutSummaryView: View {
    @State private var distance = 5.4321
    @State private var completion = 0.875
    private let elapsed = Duration.seconds(3_725)
    private let tags = ["run", "outdoor", "morning"]

    var body: some View {
        List {
            Text(distance.formatted(.number.precision(.fractionLength(2))))
            Text(completion.formatted(.percent.precision(.fractionLength(0))))
            Text(12.5.formatted(.currency(code: "USD")))
            Text(elapsed.formatted(.time(pattern: .hourMinuteSecond)))
            Text(Int64(1_536_000).formatted(.byteCount(style: .file)))
            Text(tags.formatted(.list(type: .and)))
            Text(1_234_567.formatted())
            Button("Add a kilometer") {
                distance += 1
                print(distance.formatted(.number.precision(.fractionLength(1))))
            }
        }
    }
}

#Preview {
    WorkoutSummaryView()
}
