// Demonstrates: a compile error pasted by mistake — a switch over an enum that gained a case (`.archived`) without a matching branch; swiftc reports "switch must be exhaustive" at the switch keyword.
// expected-error: 14:9: switch must be exhaustive
import SwiftUI

enum TaskStatus: CaseIterable {
    case todo
    case doing
    case done
    case archived
}

extension TaskStatus {
    var symbol: String {
        switch self {
        case .todo: return "circle"
        case .doing: return "circle.lefthalf.filled"
        case .done: return "checkmark.circle"
        }
    }
}

struct StatusLegend: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(TaskStatus.allCases, id: \.self) { status in
                Label(String(describing: status), systemImage: status.symbol)
            }
        }
    }
}

#Preview {
    StatusLegend()
}
