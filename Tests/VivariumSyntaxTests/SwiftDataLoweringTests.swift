import Testing
@testable import VivariumSyntax

/// SwiftData's macros as the lowering expands them: `@Model`, `#Predicate`, and the model type
/// a `FetchDescriptor` is given.
@Suite struct SwiftDataLoweringTests {
    @Test func modelIsAnObservablePersistentModelWithItsCascadeRelationshipsListed() throws {
        let program = lowerClean("""
            @Model
            final class Folder {
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade) var notes: [Note] = []
                @Relationship var owner: Person?
                @Transient var opened = 0
                init(name: String) { self.name = name }
            }
            """)
        guard case .type(let folder)? = program.declarations.first else { Issue.record("no type"); return }
        #expect(folder.attributes.map(\.name) == ["Model", "Observable"])
        #expect(folder.inheritedTypes.map(\.name) == ["PersistentModel"])
        var properties: [String: PropertyDecl] = [:]
        for case .property(let property) in folder.members { properties[property.name] = property }
        // SwiftData's property attributes are not property wrappers.
        #expect(properties.values.allSatisfy { $0.wrapper == nil })
        #expect(properties["opened"]?.hasAttribute("ObservationIgnored") == true)
        #expect(properties["notes"]?.hasAttribute("ObservationIgnored") == false)
        let cascade = try #require(properties["_cascadeRelationships"]?.getter?.first)
        guard case .return(let list?) = cascade.kind, case .array(let elements) = list.kind else {
            Issue.record("\(cascade)")
            return
        }
        #expect(elements.map(\.kind) == [.member(base: Expr(.selfValue, at: elements[0].location), name: "notes")])
    }

    @Test func uniqueAttributesMakeAnInsertAnUpsertOfTheOtherStoredAttributes() throws {
        let list = members("""
            @Model final class Book {
                @Attribute(.unique) var isbn: String
                var title = ""
                let edition = 1
                @Relationship var shelf: Shelf?
                @Transient var opened = 0
                init(isbn: String) { self.isbn = isbn }
            }
            """)
        var functions: [String: FunctionDecl] = [:]
        for case .function(let function) in list { functions[function.name] = function }
        let same = try #require(functions["_hasSameUniqueValue"]?.body.first)
        guard case .return(let test?) = same.kind, case .binary("==", let lhs, _) = test.kind,
              case .member(_, let name) = lhs.kind else { Issue.record("\(same)"); return }
        #expect(name == "isbn")
        // Copied: the stored, settable attributes that are neither unique, relationships nor transient.
        let copies = try #require(functions["_takePersistedValues"]).body.compactMap { statement -> String? in
            guard case .expression(let expr) = statement.kind, case .assign(let target, _) = expr.kind,
                  case .member(_, let name) = target.kind else { return nil }
            return name
        }
        #expect(copies == ["title"])
    }

    @Test func predicateIsAClosureGivenItsModelType() throws {
        let expr = try #require(expression("#Predicate<Item> { !$0.done && $0.title.localizedStandardContains(\"a\") }"))
        guard case .call(let callee, let arguments) = expr.kind else { Issue.record("\(expr)"); return }
        #expect(callee.kind == .identifier("Predicate"))
        #expect(arguments.map(\.label) == ["_type", nil])
        guard case .member(let base, "self") = arguments[0].value.kind else { Issue.record("\(arguments[0])"); return }
        #expect(base.kind == .identifier("Item"))
        guard case .closure = arguments[1].value.kind else { Issue.record("\(arguments[1])"); return }
    }

    @Test func fetchDescriptorKeepsItsGenericArgumentOrAKeyPathRoot() throws {
        for text in ["FetchDescriptor<Item>()", "FetchDescriptor(sortBy: [SortDescriptor(\\Item.title)])"] {
            let expr = try #require(expression(text))
            guard case .call(_, let arguments) = expr.kind,
                  case .member(let base, "self")? = arguments.first?.value.kind else { Issue.record("\(expr)"); continue }
            #expect(arguments.first?.label == "_type")
            #expect(base.kind == .identifier("Item"))
        }
        let untyped = try #require(expression("FetchDescriptor()"))
        guard case .call(_, let arguments) = untyped.kind else { Issue.record("\(untyped)"); return }
        #expect(arguments.isEmpty)
    }

    @Test(arguments: [
        ("#Predicate<Item> { item in 1️⃣item.tags.filter { $0.isEmpty }.count > 0 }", "this call in a #Predicate"),
        ("#Predicate<Item> { item in\n    1️⃣let n = item.count\n    return n > 1\n}", "a #Predicate body of more than one expression"),
        ("#Predicate<Item> { $0.count 1️⃣<< 2 > 0 }", "this operator in a #Predicate"),
    ])
    func predicateBodiesSwiftDataCannotTranslateAreNotSupported(marked: String, construct: String) throws {
        let (source, line, column) = extractMarker(marked)
        let result = lower(source)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix("not supported in the playground: \(construct)"))
        #expect(error.location.line == line && error.location.column == column)
    }

    @Test func translatableComparisonsAndStringTestsLowerCleanly() {
        _ = lowerClean("""
            let p = #Predicate<Book> { book in
                (book.pages >= 100 || book.title.starts(with: "A")) && !book.isRead
                    && (book.author?.name ?? "").contains("x") && book.tags.isEmpty == false
            }
            """)
    }
}
