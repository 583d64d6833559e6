// Demonstrates: a recursive tree struct with an optional children array, OutlineGroup(_:children:) over a root, List(_:children:) for a hierarchical list, a recursive count function.
import SwiftUI

struct Employee: Identifiable {
    let id = UUID()
    let name: String
    let role: String
    var reports: [Employee]?
}

func headcount(_ employee: Employee) -> Int {
    1 + (employee.reports ?? []).map(headcount).reduce(0, +)
}

struct OrgChartView: View {
    let ceo = Employee(name: "Riley", role: "CEO", reports: [
        Employee(name: "Sam", role: "CTO", reports: [
            Employee(name: "Ira", role: "Engineer"),
            Employee(name: "Noor", role: "Engineer"),
        ]),
        Employee(name: "Jo", role: "CFO", reports: []),
    ])

    var body: some View {
        VStack {
            Text("Headcount: \(headcount(ceo))")
            List {
                OutlineGroup(ceo, children: \.reports) { person in
                    HStack {
                        Text(person.name)
                        Spacer()
                        Text(person.role).foregroundStyle(.secondary)
                    }
                }
            }
            List([ceo], children: \.reports) { person in
                Text(person.name)
            }
        }
    }
}

#Preview {
    OrgChartView()
}
