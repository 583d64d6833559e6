// Demonstrates: filtering with a segmented Picker bound to a CaseIterable enum, a switch-based predicate, an order status enum with colours, list row badges, sorting by Date with a toolbar Menu.
import SwiftUI

struct Order: Identifiable {
    enum Status: String, CaseIterable {
        case pending, shipped, delivered

        var color: Color {
            switch self {
            case .pending: return .orange
            case .shipped: return .blue
            case .delivered: return .green
            }
        }
    }

    let id: Int
    let customer: String
    let status: Status
    let placed: Date
    let itemCount: Int
}

enum OrderFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case open = "Open"
    case done = "Done"

    var id: String { rawValue }

    func includes(_ order: Order) -> Bool {
        switch self {
        case .all: return true
        case .open: return order.status != .delivered
        case .done: return order.status == .delivered
        }
    }
}

struct OrdersView: View {
    @State private var filter: OrderFilter = .all
    @State private var newestFirst = true

    private let orders: [Order] = [
        Order(id: 101, customer: "Maya", status: .pending, placed: Date(timeIntervalSince1970: 1_700_000_000), itemCount: 2),
        Order(id: 102, customer: "Noah", status: .shipped, placed: Date(timeIntervalSince1970: 1_700_100_000), itemCount: 1),
        Order(id: 103, customer: "Iris", status: .delivered, placed: Date(timeIntervalSince1970: 1_699_900_000), itemCount: 5),
    ]

    private var visible: [Order] {
        orders
            .filter(filter.includes)
            .sorted { newestFirst ? $0.placed > $1.placed : $0.placed < $1.placed }
    }

    var body: some View {
        NavigationStack {
            VStack {
                Picker("Filter", selection: $filter) {
                    ForEach(OrderFilter.allCases) { option in
                        Text(option.rawValue).tag(option)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                List(visible) { order in
                    HStack {
                        VStack(alignment: .leading) {
                            Text("#\(order.id) · \(order.customer)")
                            Text(order.placed, style: .date)
                                .font(.caption)
                        }
                        Spacer()
                        Text(order.status.rawValue.capitalized)
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(order.status.color.opacity(0.2), in: Capsule())
                    }
                    .badge(order.itemCount)
                }
            }
            .navigationTitle("Orders")
            .toolbar {
                Menu {
                    Button("Newest first") { newestFirst = true }
                    Button("Oldest first") { newestFirst = false }
                    Button("Show open") { filter = .open }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
    }
}

#Preview {
    OrdersView()
}
