// Demonstrates: two types each declaring a nested enum named Status with different cases and raw values, referenced as Order.Status and Ticket.Status, plus nested structs named Line in two outer types; switch over each.
import SwiftUI

struct Order: Identifiable {
    enum Status: String, CaseIterable {
        case pending = "Pending"
        case shipped = "Shipped"
        case delivered = "Delivered"
    }

    struct Line {
        let sku: String
        let count: Int
    }

    let id: Int
    var status: Status
    let lines: [Line]
}

struct Ticket: Identifiable {
    enum Status: Int, CaseIterable {
        case open = 1
        case closed = 2

        var label: String { self == .open ? "Open" : "Closed" }
    }

    struct Line {
        let author: String
        let text: String
    }

    let id: Int
    var status: Status
    let lines: [Line]
}

struct StatusBoardView: View {
    @State private var order = Order(id: 7, status: .pending, lines: [Order.Line(sku: "A-1", count: 2)])
    @State private var ticket = Ticket(id: 3, status: .open, lines: [Ticket.Line(author: "sam", text: "Broken link")])

    var body: some View {
        List {
            Section("Order #\(order.id)") {
                Text(order.status.rawValue)
                Text("\(order.lines.map { "\($0.count)× \($0.sku)" }.joined())")
                Text("Order statuses: \(Order.Status.allCases.count)")
                Button("Advance order") {
                    switch order.status {
                    case .pending: order.status = .shipped
                    case .shipped: order.status = .delivered
                    case .delivered: break
                    }
                    print("order:", order.status.rawValue)
                }
            }
            Section("Ticket #\(ticket.id)") {
                Text("\(ticket.status.label) (\(ticket.status.rawValue))")
                Text(ticket.lines.first?.text ?? "")
                Text("Ticket statuses: \(Ticket.Status.allCases.count)")
                Button("Close ticket") {
                    ticket.status = Ticket.Status(rawValue: 2) ?? .open
                    print("ticket:", ticket.status.label)
                }
            }
        }
    }
}

#Preview {
    StatusBoardView()
}
