// Demonstrates: the searchable documentation's presentation shape: `.searchable(text:isPresented:prompt:)` with a `@State` flag a toolbar button sets, `@Environment(\.isSearching)` and `@Environment(\.dismissSearch)` read in a child of the searchable view, filtering with `localizedCaseInsensitiveContains`, and `.searchSuggestions` with `searchCompletion`.
// Source: Apple documentation snippet (the "Managing search interface activation" article and isSearching/dismissSearch pages, found through a search for searchable isPresented dismissSearch isSearching child view documentation); written for Vivarium in that style, not copied.
// First paste: failed at tap "Search": wrong answer: setting the `isPresented:` binding from code presented no search (DepartmentResults still said "Browsing", `isSearching` false, no suggestions)
import SwiftUI

struct Department: Identifiable {
    let id = UUID()
    let name: String
    let floor: Int
}

struct DepartmentsView: View {
    @State private var searchText = ""
    @State private var searchIsActive = false

    let departments = [
        Department(name: "Engineering", floor: 3),
        Department(name: "Design", floor: 2),
        Department(name: "Finance", floor: 1),
        Department(name: "Legal", floor: 1),
    ]

    var filtered: [Department] {
        searchText.isEmpty ? departments : departments.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            DepartmentResults(departments: filtered)
                .navigationTitle("Departments")
                .searchable(text: $searchText, isPresented: $searchIsActive, prompt: "Find a department")
                .searchSuggestions {
                    Text("Design").searchCompletion("Design")
                    Text("Legal").searchCompletion("Legal")
                }
                .toolbar {
                    Button("Search") {
                        searchIsActive = true
                    }
                    Button("Type en") {
                        searchText = "en"
                    }
                }
        }
    }
}

struct DepartmentResults: View {
    let departments: [Department]
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        List {
            Text(isSearching ? "Searching" : "Browsing")
            ForEach(departments) { department in
                LabeledContent(department.name, value: "Floor \(department.floor)")
            }
            if isSearching {
                Button("Done searching") {
                    dismissSearch()
                }
            }
        }
    }
}

#Preview {
    DepartmentsView()
}
