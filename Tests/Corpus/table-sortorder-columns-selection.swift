// Demonstrates: a multi-column Table with a sortOrder binding of KeyPathComparators, TableColumn(_:value:) and TableColumn with a custom row view, selection of Set<ID>, .onChange(of: sortOrder) re-sorting with sort(using:), a context menu, and a footer computed with reduce.
// Source: vendor sample style (a platform vendor's "Table" documentation sample grown into an iPad screen); written for Vivarium in that style, not copied.
// First paste: failed at mount: table-sortorder-columns-selection.swift:44:51: error: type 'Person' has no member 'ID'
import SwiftUI

struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let age: Int
    let id = UUID()

    var fullName: String { givenName + " " + familyName }
}

struct PeopleTableView: View {
    @State private var people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com", age: 41),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com", age: 29),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com", age: 35),
        Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com", age: 52),
    ]
    @State private var selection = Set<Person.ID>()
    @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

    private var averageAge: Double {
        people.isEmpty ? 0 : Double(people.reduce(0) { $0 + $1.age }) / Double(people.count)
    }

    var body: some View {
        VStack {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("Age", value: \.age) { person in
                    Text("\(person.age)")
                }
                TableColumn("E-Mail Address", value: \.emailAddress)
            }
            .onChange(of: sortOrder) { _, newOrder in
                people.sort(using: newOrder)
                print("sorted: \(people.map(\.givenName))")
            }
            .contextMenu(forSelectionType: Person.ID.self) { ids in
                Button("Remove \(ids.count)") { people.removeAll { ids.contains($0.id) } }
            }
            Text("\(people.count) people, average age \(averageAge, specifier: "%.1f"), \(selection.count) selected")
            Button("Sort by age") { sortOrder = [KeyPathComparator(\Person.age, order: .reverse)] }
            Button("Sort by family name") { sortOrder = [KeyPathComparator(\Person.familyName)] }
            Button("Select the oldest") {
                if let oldest = people.max(by: { $0.age < $1.age }) {
                    selection = [oldest.id]
                    print("selected \(oldest.fullName)")
                }
            }
        }
    }
}

#Preview {
    PeopleTableView()
}
