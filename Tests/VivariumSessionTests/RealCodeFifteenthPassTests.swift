import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted, or ran wrong (the fifteenth real-code discovery
/// pass: Apple's documentation snippets, iOS 17–18 app code, whole apps in one file): a search
/// presented from code through `searchable(text:isPresented:)`, a model appended to a SwiftData
/// relationship, `NavigationLink(value:)` and `navigationDestination(for:)` given a type that is
/// not `Hashable`, and a `switch` expression whose branches disagree.
@Suite struct RealCodeFifteenthPassTests: PastedCodeOutputs {
    private static let departments = """
        import SwiftUI
        struct Departments: View {
            @State private var text = ""
            @State private var active = false
            var body: some View {
                NavigationStack {
                    Results()
                        .searchable(text: $text, isPresented: $active)
                        .searchSuggestions { Text("Design").searchCompletion("Design") }
                        .toolbar {
                            Button("Search") { active = true }
                            Button("Stop") { active = false }
                        }
                }
            }
        }
        struct Results: View {
            @Environment(\\.isSearching) private var isSearching
            var body: some View { Text(isSearching ? "Searching" : "Browsing") }
        }
        """

    /// Apple, "searchable(text:isPresented:placement:prompt:)": "isPresented: A Binding that
    /// controls the presented state of search", and "isSearching": "A Boolean value that
    /// indicates when the user is searching". A button setting the flag presents the search:
    /// the view inside says "Searching" and the suggestions show. It still said "Browsing", as
    /// the view that applied the modifier does not read the flag, so nothing ran.
    @Test func settingIsPresentedFromCodePresentsTheSearch() {
        let session = Session()
        _ = output(session, Self.departments)
        #expect(session.execute("mount Departments()").ok)
        let shown = session.execute(#"tap "Search""#)
        #expect(shown.ok, "\(shown.error?.message ?? "")")
        #expect(shown.tree?.all.contains { $0.label == #""Searching""# } == true)
        #expect(shown.tree?.all.contains { $0.type == "SearchSuggestions" } == true)
        #expect(shown.bodies.contains { $0.hasSuffix("Results") }, "\(shown.bodies)")
        let hidden = session.execute(#"tap "Stop""#)
        #expect(hidden.tree?.all.contains { $0.label == #""Browsing""# } == true)
        #expect(hidden.tree?.all.contains { $0.type == "SearchSuggestions" } == false)
    }

    private static let trips = """
        import SwiftUI
        import SwiftData
        @Model final class Trip {
            var name: String
            @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
            init(name: String) { self.name = name }
        }
        @Model final class Stop {
            var city: String
            var trip: Trip?
            init(city: String) { self.city = city }
        }
        struct Trips: View {
            @Environment(\\.modelContext) private var context
            @Query private var trips: [Trip]
            @Query private var stops: [Stop]
            var body: some View {
                VStack {
                    Text("\\(trips.count) trips, \\(stops.count) stops")
                    Button("New") { context.insert(Trip(name: "Lisbon")) }
                    ForEach(trips) { trip in
                        Button("Stop in \\(trip.name)") { trip.stops.append(Stop(city: "Sintra")) }
                        Button("Delete \\(trip.name)") { context.delete(trip) }
                    }
                }
            }
        }
        """

    /// SwiftData inserts a model put in a relationship of a model its context holds (Apple,
    /// "ModelContext": "The context recognizes the hierarchy and automatically handles the
    /// insertion of the related models. The same behavior applies even if the graph contains both
    /// new and existing models"; `trip.stops.append(stop)` needs no `insert`), and a cascade
    /// delete deletes it with its owner. The stop stayed out
    /// of the store (`@Query` counted 0 stops), and deleting the trip reported the trip and its
    /// stops "leaked: kept alive by a reference cycle".
    @Test func aModelAppendedToARelationshipJoinsTheStoreAndGoesWithItsOwner() {
        let session = Session()
        _ = output(session, Self.trips)
        #expect(session.execute("mount Trips().modelContainer(for: Trip.self, inMemory: true)").ok)
        _ = session.execute(#"tap "New""#)
        let added = session.execute(#"tap "Stop in Lisbon""#)
        #expect(added.ok, "\(added.error?.message ?? "")")
        #expect(added.tree?.all.contains { $0.label == #""1 trips, 1 stops""# } == true)
        let deleted = session.execute(#"tap "Delete Lisbon""#)
        #expect(deleted.ok, "\(deleted.error?.message ?? "")")
        #expect(deleted.leaked.isEmpty, "\(deleted.leaked.map(\.id))")
        #expect(deleted.freed.map(\.id).sorted() == ["Stop#1", "Trip#1"])
        #expect(deleted.tree?.all.contains { $0.label == #""0 trips, 0 stops""# } == true)
    }

    /// Apple, "NavigationLink" `init(value:label:)` `where P : Hashable`, and
    /// "navigationDestination(for:destination:)" `where D : Hashable`. swiftc 6.3.1 (stand-ins):
    /// "initializer 'init(value:label:)' requires that 'Book' conform to 'Hashable'" at
    /// `NavigationLink`, and "instance method 'navigationDestination(for:destination:)' requires
    /// that 'Book' conform to 'Hashable'" at the method. It loaded.
    @Test func valueNavigationWithATypeThatIsNotHashableIsRefusedAtLoad() {
        let link = Session().execute("""
            import SwiftUI
            struct Book: Identifiable { let id = UUID(); var title: String }
            struct Shelf: View {
                let books = [Book(title: "Dune")]
                var body: some View {
                    List(books) { book in
                        NavigationLink(value: book) { Text(book.title) }
                    }
                }
            }
            """)
        #expect(link.ok == false)
        #expect(link.error?.message.contains("initializer 'init(value:label:)' requires that 'Book' conform to 'Hashable'") == true,
                "\(link.error?.message ?? "")")
        #expect(link.error?.line == 7 && link.error?.column == 13)
        let destination = Session().execute("""
            import SwiftUI
            struct Book { var title: String }
            struct Shelf: View {
                var body: some View {
                    NavigationStack {
                        Text("Books").navigationDestination(for: Book.self) { book in Text(book.title) }
                    }
                }
            }
            """)
        #expect(destination.error?.message.contains(
            "instance method 'navigationDestination(for:destination:)' requires that 'Book' conform to 'Hashable'") == true,
                "\(destination.error?.message ?? "")")
        #expect(destination.error?.line == 6 && destination.error?.column == 27)
        #expect(Session().execute("""
            import SwiftUI
            struct Book: Hashable { var title: String }
            struct Shelf: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink(value: Book(title: "Dune")) { Text("Dune") }
                            .navigationDestination(for: Book.self) { book in Text(book.title) }
                    }
                }
            }
            """).ok)
    }

    /// SE-0380 `switch` expression without a contextual type: swiftc 6.3.1 "branches have
    /// mismatching types 'String' and 'Color'" at the odd branch (of two, at the first:
    /// "'Color' and 'String'" at `green`). It loaded, and the view's `tint.opacity(0.3)` would
    /// have failed only when that branch ran.
    @Test func aSwitchExpressionWhoseBranchesDisagreeIsRefusedAtLoad() {
        let two = Session().execute("""
            import SwiftUI
            enum Mood { case great, meh }
            func tint(_ mood: Mood) {
                let tint = switch mood {
                case .great: Color.green
                case .meh: "gray"
                }
                print(tint)
            }
            """)
        #expect(two.error?.message.contains("branches have mismatching types 'Color' and 'String'") == true,
                "\(two.error?.message ?? "")")
        #expect(two.error?.line == 5 && two.error?.column == 24)
        let reply = Session().execute("""
            import SwiftUI
            enum Mood { case great, okay, meh }
            struct Badge: View {
                let mood: Mood
                var body: some View {
                    let tint = switch mood {
                    case .great: Color.green
                    case .okay: Color.mint
                    case .meh: "gray"
                    }
                    Text("x").foregroundStyle(tint)
                }
            }
            """)
        #expect(reply.ok == false)
        #expect(reply.error?.message.contains("branches have mismatching types 'String' and 'Color'") == true,
                "\(reply.error?.message ?? "")")
        #expect(reply.error?.line == 9 && reply.error?.column == 20)
        #expect(Session().execute("""
            import SwiftUI
            enum Mood { case great, meh }
            func tint(_ mood: Mood) -> String {
                let name = switch mood {
                case .great: "green"
                case .meh: "gray"
                }
                return name
            }
            """).ok)
    }

    private static let library = """
        import SwiftUI
        @Observable class Book: Identifiable {
            var title: String
            var isAvailable = true
            init(title: String) { self.title = title }
        }
        @Observable class Library {
            var books = [Book(title: "Dune"), Book(title: "Emma")]
            var available: Int { books.filter(\\.isAvailable).count }
        }
        struct Shelf: View {
            @State private var library = Library()
            var body: some View {
                VStack {
                    Text("\\(library.available) in")
                    List(library.books) { book in
                        Text("\\(book.title): \\(book.isAvailable ? "In" : "Out")")
                    }
                    Button("Lend") { library.books[0].isAvailable = false }
                    Button("Rename") { library.books[0].title = "Dune II" }
                }
            }
        }
        """

    /// Why a `List` row's closure ran, as the reply says it: a row an `@Observable` change marked
    /// dirty, whose parent's body ran in the same update (and evaluated every row anew), kept
    /// that reason, and the next update said the row ran for "Book#1.isAvailable changed,
    /// Book#1.title changed" when only the title had changed (the "Managing model data"
    /// library whose editor renames a book after lending it).
    @Test func aRowsReasonIsOnlyWhatChangedSinceItLastRan() {
        let session = Session()
        _ = output(session, Self.library)
        #expect(session.execute("mount Shelf()").ok)
        let lent = session.execute(#"tap "Lend""#)
        #expect(lent.ok, "\(lent.error?.message ?? "")")
        let renamed = session.execute(#"tap "Rename""#)
        #expect(renamed.ok, "\(renamed.error?.message ?? "")")
        let reasons = renamed.events.compactMap { event in event.kind == .body ? event.reason : nil }
        #expect(reasons == ["Book#1.title changed"], "\(reasons)")
        #expect(renamed.tree?.all.contains { $0.label == #""Dune II: Out""# } == true)
    }
}
