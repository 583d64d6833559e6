// Demonstrates: a library list whose sort order is an @AppStorage String-backed enum, applied with sorted(using: KeyPathComparator), picked in an .inspector, with a reverse toggle and a count badge.
import SwiftUI

enum SortField: String, CaseIterable, Identifiable {
    case title, author, year
    var id: Self { self }
    var label: String { rawValue.capitalized }
}

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    let year: Int
}

struct LibraryView: View {
    @AppStorage("sortField") private var sortField: SortField = .title
    @AppStorage("sortDescending") private var descending = false
    @State private var showingOptions = false

    private let books = [
        Book(title: "Dune", author: "Herbert", year: 1965),
        Book(title: "Neuromancer", author: "Gibson", year: 1984),
        Book(title: "Hyperion", author: "Simmons", year: 1989),
        Book(title: "Foundation", author: "Asimov", year: 1951)
    ]

    private var sortedBooks: [Book] {
        let order: SortOrder = descending ? .reverse : .forward
        switch sortField {
        case .title: return books.sorted(using: KeyPathComparator(\.title, order: order))
        case .author: return books.sorted(using: KeyPathComparator(\.author, order: order))
        case .year: return books.sorted(using: KeyPathComparator(\.year, order: order))
        }
    }

    var body: some View {
        NavigationStack {
            List(sortedBooks) { book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text("\(book.author), \(String(book.year))").font(.subheadline)
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingOptions.toggle()
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .inspector(isPresented: $showingOptions) {
                Form {
                    Picker("Sort by", selection: $sortField) {
                        ForEach(SortField.allCases) { field in
                            Text(field.label).tag(field)
                        }
                    }
                    Toggle("Descending", isOn: $descending)
                }
            }
            .onChange(of: sortField) {
                print("sorting by \(sortField.rawValue): \(sortedBooks.map(\.title))")
            }
        }
    }
}

#Preview {
    LibraryView()
}
