// Class initialization as view models write it: designated and convenience initializers,
// required initializers, failable ones, property observers not run in init, deinit order of
// a parent and the objects it owns, and a subclass overriding a stored property's observer.
class Base {
    var name: String { didSet { print("Base.name didSet", oldValue, "->", name) } }
    let created: Int
    static var counter = 0
    init(name: String) {
        Base.counter += 1
        self.created = Base.counter
        self.name = name
        print("Base.init", name, created)
    }
    convenience init() { self.init(name: "untitled") }
    required init(copying other: Base) {
        self.name = other.name + " copy"
        Base.counter += 1
        self.created = Base.counter
        print("Base.required", name)
    }
    deinit { print("Base.deinit", name) }
}
final class Document: Base {
    var pages: [Page] = []
    override var name: String { didSet { print("Document.name didSet", name) } }
    init(name: String, pages: Int) {
        super.init(name: name)
        self.pages = (1...pages).map { Page(number: $0) }
        self.name = name.uppercased()
    }
    required init(copying other: Base) {
        super.init(copying: other)
        print("Document.required", pages.count)
    }
    init?(fileName: String) {
        guard fileName.hasSuffix(".doc") else { print("not a doc:", fileName); return nil }
        super.init(name: String(fileName.dropLast(4)))
    }
    deinit { print("Document.deinit", name, pages.count) }
}
final class Page {
    let number: Int
    init(number: Int) { self.number = number }
    deinit { print("Page.deinit", number) }
}
do {
    let doc = Document(name: "plan", pages: 2)
    print(doc.name, doc.created, doc.pages.map(\.number))
    let copy = Document(copying: doc)
    print(copy.name, copy.created)
    let empty = Base()
    empty.name = "renamed"
    let refused = Document(fileName: "notes.txt") == nil
    let specName = Document(fileName: "spec.doc")?.name ?? "-"
    print(refused, specName)
}
print("after scope", Base.counter)
var holder: Document? = Document(name: "temp", pages: 1)
holder?.pages.removeAll()
print("pages emptied")
holder = nil
print("end")
