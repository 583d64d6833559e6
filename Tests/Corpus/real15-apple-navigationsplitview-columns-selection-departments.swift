// Demonstrates: the NavigationSplitView documentation's three-column shape with `columnVisibility: $columnVisibility` (`NavigationSplitViewVisibility.all` / `.detailOnly`), `List(model.departments, selection: $departmentId)` in the sidebar, a content column listing that department's employees with `selection: $employeeIds` as a `Set`, and a detail that reads the selection.
// Source: Apple documentation snippet (the NavigationSplitView API page's departments and employees example, found through a search for NavigationSplitView columnVisibility departmentId employeeIds sidebar content detail); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Employee: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Department: Identifiable, Hashable {
    let id: String
    let name: String
    let staff: [Employee]
}

struct CompanyView: View {
    let departments = [
        Department(id: "eng", name: "Engineering", staff: [Employee(id: 1, name: "Ada"), Employee(id: 2, name: "Linus")]),
        Department(id: "ops", name: "Operations", staff: [Employee(id: 3, name: "Grace")]),
    ]
    @State private var departmentId: Department.ID?
    @State private var employeeIds: Set<Employee.ID> = []
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var selectedDepartment: Department? {
        departments.first { $0.id == departmentId }
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(departments, selection: $departmentId) { department in
                Text(department.name)
            }
            .navigationTitle("Departments")
        } content: {
            if let department = selectedDepartment {
                List(department.staff, selection: $employeeIds) { employee in
                    Text(employee.name)
                }
                .navigationTitle(department.name)
            } else {
                Text("Select a department")
            }
        } detail: {
            VStack {
                Text("\(employeeIds.count) employees selected")
                Button("Focus detail") {
                    columnVisibility = .detailOnly
                }
                Button("Show all columns") {
                    columnVisibility = .all
                }
            }
        }
        .onChange(of: departmentId) {
            employeeIds.removeAll()
            print("department now \(departmentId ?? "none")")
        }
    }
}

#Preview {
    CompanyView()
}
