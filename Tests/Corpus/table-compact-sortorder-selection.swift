// Demonstrates: a Table of employees with TableColumn by key path and a custom content column, sortOrder with KeyPathComparator re-sorting in onChange, and a Set selection shown in a toolbar count.
import SwiftUI

struct Employee: Identifiable {
    let id: Int
    var name: String
    var team: String
    var years: Int
}

struct EmployeeTable: View {
    @State private var employees = [
        Employee(id: 1, name: "Ada", team: "Platform", years: 6),
        Employee(id: 2, name: "Grace", team: "Compilers", years: 11),
        Employee(id: 3, name: "Linus", team: "Kernel", years: 3),
    ]
    @State private var sortOrder = [KeyPathComparator(\Employee.name)]
    @State private var selection = Set<Employee.ID>()

    var body: some View {
        NavigationStack {
            Table(employees, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Team", value: \.team)
                TableColumn("Years", value: \.years) { employee in
                    Text("\(employee.years)")
                }
            }
            .onChange(of: sortOrder) { _, newOrder in
                employees.sort(using: newOrder)
                print(employees.map(\.name))
            }
            .navigationTitle("Team")
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text("\(selection.count) selected")
                }
                ToolbarItem {
                    Button("Sort by years") {
                        sortOrder = [KeyPathComparator(\Employee.years, order: .reverse)]
                    }
                }
            }
        }
    }
}

#Preview {
    EmployeeTable()
}
