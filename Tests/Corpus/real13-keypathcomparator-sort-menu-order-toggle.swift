// Demonstrates: sorting a list with `sorted(using: sortOrder)` over `@State var sortOrder = [KeyPathComparator(\Employee.name)]`, a sort `Menu` replacing it with `KeyPathComparator(\.salary, order: .reverse)` or `\.startDate`, a "Reverse" button flipping `sortOrder[0].order`, `SortOrder.forward`/`.reverse`, and `String.localizedStandardCompare` for a secondary `sorted(by:)`.
// Source: vendor sample code (a sample app's sortable employee directory on iPhone, where a Table would be used on iPad, found through a search for sorted(using: KeyPathComparator) SwiftUI sort order menu); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Employee: Identifiable {
    let id: Int
    let name: String
    let department: String
    let salary: Int
    let startDate: Date
}

struct DirectoryView: View {
    @State private var sortOrder = [KeyPathComparator(\Employee.name)]
    @State private var employees = [
        Employee(id: 1, name: "Zoë", department: "Design", salary: 72_000, startDate: Date(timeIntervalSince1970: 1_500_000_000)),
        Employee(id: 2, name: "adam", department: "Engineering", salary: 95_000, startDate: Date(timeIntervalSince1970: 1_600_000_000)),
        Employee(id: 3, name: "Bea", department: "Engineering", salary: 88_000, startDate: Date(timeIntervalSince1970: 1_400_000_000)),
        Employee(id: 4, name: "Carl", department: "Sales", salary: 61_000, startDate: Date(timeIntervalSince1970: 1_650_000_000)),
    ]

    private var sorted: [Employee] {
        employees.sorted(using: sortOrder)
    }

    private var departments: [String] {
        Set(employees.map(\.department)).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sorted) { employee in
                    HStack {
                        Text(employee.name)
                        Spacer()
                        Text(employee.salary, format: .number)
                            .foregroundStyle(.secondary)
                    }
                }
                Section("Departments") {
                    Text(departments.joined(separator: ", "))
                }
            }
            .navigationTitle("Directory")
            .toolbar {
                Menu("Sort") {
                    Button("Name") { sortOrder = [KeyPathComparator(\Employee.name)] }
                    Button("Salary") { sortOrder = [KeyPathComparator(\Employee.salary, order: .reverse)] }
                    Button("Start date") { sortOrder = [KeyPathComparator(\Employee.startDate)] }
                    Button("Department, then name") {
                        sortOrder = [KeyPathComparator(\Employee.department), KeyPathComparator(\Employee.name)]
                    }
                }
                Button("Reverse") {
                    sortOrder[0].order = sortOrder[0].order == .forward ? .reverse : .forward
                    print(sorted.map(\.name))
                }
            }
        }
    }
}

#Preview {
    DirectoryView()
}
