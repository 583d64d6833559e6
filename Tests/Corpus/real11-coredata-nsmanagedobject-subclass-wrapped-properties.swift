// Demonstrates: Core Data with a hand-written managed object, as Xcode's "Manual/None" codegen leaves it: `@objc(Book) public class Book: NSManagedObject` and an extension with `@nonobjc public class func fetchRequest() -> NSFetchRequest<Book>`, `@NSManaged public var title: String?`, the learners' `wrappedTitle` computed properties, `@FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) var books: FetchedResults<Book>`, `Book(context: moc)` and `try? moc.save()`.
// Source: learner's app (a 100-days-style book tracker with a manual NSManagedObject subclass; found through a search for NSManagedObject subclasses, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'NSManagedObject' (from CoreData, which the playground does not model)
import SwiftUI
import CoreData

@objc(Book)
public class Book: NSManagedObject {
}

extension Book {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {
        return NSFetchRequest<Book>(entityName: "Book")
    }

    @NSManaged public var title: String?
    @NSManaged public var author: String?
    @NSManaged public var rating: Int16

    public var wrappedTitle: String {
        title ?? "Unknown Title"
    }

    public var wrappedAuthor: String {
        author ?? "Unknown Author"
    }
}

extension Book : Identifiable {
}

struct ContentView: View {
    @Environment(\.managedObjectContext) var moc
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) var books: FetchedResults<Book>

    var body: some View {
        NavigationView {
            List {
                ForEach(books) { book in
                    VStack(alignment: .leading) {
                        Text(book.wrappedTitle)
                            .font(.headline)
                        Text(book.wrappedAuthor)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle("Bookworm")
            .toolbar {
                Button("Add") {
                    let book = Book(context: moc)
                    book.title = "Dune"
                    book.author = "Frank Herbert"
                    book.rating = 5
                    try? moc.save()
                }
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
