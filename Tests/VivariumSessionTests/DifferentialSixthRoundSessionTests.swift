import Testing
@testable import VivariumSession

/// The sixth round of differential programs (Tests/Differential, session 17): each expected
/// line is what swiftc 6.3.1's build printed for the same code.
@Suite struct DifferentialSixthRoundSessionTests: PastedCodeOutputs {
    @Test func aCodableTypeThatDecodesByHandNamesTheKeysSwiftSynthesized() {
        // `Codable` with a hand-written `init(from:)`: Swift still synthesizes `encode(to:)`,
        // and with it `CodingKeys`, which the initializer names for its defaults. Two types
        // in one file each have their own. Vivarium said "cannot find 'CodingKeys' in scope".
        #expect(output("""
            import Foundation
            struct Preferences: Codable {
                var volume: Int
                var tags: [String]
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    volume = try container.decodeIfPresent(Int.self, forKey: .volume) ?? 5
                    tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
                }
            }
            struct Badge: Codable {
                var title: String
                var count: Int
                init(from decoder: Decoder) throws {
                    let keys = try decoder.container(keyedBy: CodingKeys.self)
                    title = try keys.decode(String.self, forKey: .title).uppercased()
                    count = try keys.decodeIfPresent(Int.self, forKey: .count) ?? 0
                }
            }
            let prefs = try! JSONDecoder().decode(Preferences.self, from: Data(#"{"tags": ["a"]}"#.utf8))
            print(prefs.volume, prefs.tags)
            let badge = try! JSONDecoder().decode(Badge.self, from: Data(#"{"title": "new"}"#.utf8))
            print(badge.title, badge.count)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(data: try! encoder.encode(badge), encoding: .utf8)!)
            extension Badge {
                static var keyNames: [String] { [CodingKeys.title, .count].map(\\.stringValue) }
            }
            print(Badge.keyNames)
            """) == ["5 [\"a\"]", "NEW 0", #"{"count":0,"title":"NEW"}"#, #"["title", "count"]"#])
    }

    @Test func aDecodableThatDecodesByHandHasNoSynthesizedKeys() {
        // Only `Decodable`, and its one requirement written by hand: nothing is synthesized,
        // so there are no `CodingKeys` (swiftc 6.3.1: "cannot find 'CodingKeys' in scope").
        let session = Session()
        let declared = session.execute("""
            import Foundation
            struct Level: Decodable {
                var value: Int
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    value = try container.decode(Int.self, forKey: .value)
                }
            }
            """)
        #expect(declared.warnings.contains("'CodingKeys' is not declared yet: declare it before running this code"), "\(declared.warnings)")
        let decoded = session.execute(#"print(try! JSONDecoder().decode(Level.self, from: Data("{}".utf8)))"#)
        #expect(decoded.error?.message.contains("5:56: error: cannot find 'CodingKeys' in scope") == true,
                "\(decoded.error?.message ?? "")")
    }

    @Test func aTasksResultHoldsItsValueOrWhatItThrew() {
        // `Task.result` (never throws): `.success` with the value or `.failure` with the error.
        #expect(output("""
            enum LoadError: Error { case offline }
            func fetch(_ ok: Bool) async throws -> String {
                if !ok { throw LoadError.offline }
                return "profile"
            }
            let good = Task { try await fetch(true) }
            let bad = Task { try await fetch(false) }
            for task in [good, bad] {
                switch await task.result {
                case .success(let value): print("loaded", value)
                case .failure(let error): print("failed", error)
                }
            }
            """) == ["loaded profile", "failed offline"])
    }

    @Test func aStructThatHashesByItsIDIsOneSetMemberAndOneKeyPerID() {
        // `==` and `hash(into:)` by `id` alone: two values with one id are one member of a Set
        // and one dictionary key, whatever their other properties (Hashable's contract). The
        // Set literal kept both, and the dictionary counted two keys.
        #expect(output("""
            struct Contact: Hashable {
                let id: Int
                var name: String
                static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            let contacts: Set<Contact> = [Contact(id: 1, name: "Ann"), Contact(id: 1, name: "Annie"), Contact(id: 2, name: "Bo")]
            print(contacts.count, contacts.contains(Contact(id: 2, name: "?")))
            var unread: [Contact: Int] = [:]
            unread[Contact(id: 1, name: "Ann"), default: 0] += 1
            unread[Contact(id: 1, name: "Annie"), default: 0] += 2
            print(unread.count, unread.values.first!, unread.keys.first!.name)
            print(Set([Contact(id: 3, name: "a"), Contact(id: 3, name: "b")]).count)
            """) == ["2 true", "1 3 Ann", "1"])
    }

    @Test func aLoopOverTuplesWithAnOptionalPartPrintsItAsOptional() {
        // `for (name, score) in results` over `[(String, Int?)]`: `score` is an `Int?`, which
        // `print` shows as `Optional(90)`; it printed `90`.
        #expect(output("""
            let results: [(String, Int?)] = [("ann", 90), ("bo", nil)]
            for (name, score) in results {
                print(name, score as Any)
            }
            let scores: [Int?] = [1, nil]
            for score in scores { print(score as Any) }
            """) == ["ann Optional(90)", "bo nil", "Optional(1)", "nil"])
    }

    @Test func aDictionaryLiteralWithAnOptionalValueAndTheTypeOfAnOptionalPrintAsSwiftDoes() {
        // `["age": user.age]` of an optional `age` is a `[String: Int?]`; `type(of: maybe)` of
        // a `User?` is `Optional<User>`. They printed `["age": 36]` and `User`.
        #expect(output("""
            struct User { var name: String; var age: Int? }
            let user = User(name: "Ada", age: 36)
            let maybe: User? = user
            print(["age": user.age], type(of: maybe), type(of: user))
            """) == [#"["age": Optional(36)] Optional<User> User"#])
    }

    @Test func aMemberTheTypeDoesNotDeclareIsWrittenThroughItsDynamicMemberSubscript() {
        // SE-0195 and SE-0252: `settings.font = "mono"` and `draft.address.city = "Bergen"` call
        // the `subscript(dynamicMember:)` setter. Reading worked; writing said "value of type
        // 'Settings' has no member 'font'".
        #expect(output("""
            @dynamicMemberLookup
            struct Settings {
                private var values: [String: String] = [:]
                subscript(dynamicMember key: String) -> String? {
                    get { values[key] }
                    set { values[key] = newValue }
                }
            }
            struct Address { var city: String }
            struct Profile { var name: String; var address: Address }
            @dynamicMemberLookup
            struct Draft<Model> {
                var model: Model
                subscript<T>(dynamicMember keyPath: WritableKeyPath<Model, T>) -> T {
                    get { model[keyPath: keyPath] }
                    set { model[keyPath: keyPath] = newValue }
                }
            }
            var settings = Settings()
            settings.font = "mono"
            print(settings.font ?? "-", settings.theme ?? "-")
            var draft = Draft(model: Profile(name: "Kim", address: Address(city: "Oslo")))
            draft.name += " Lee"
            draft.address.city = "Bergen"
            print(draft.model.name, draft.model.address.city)
            """) == ["mono -", "Kim Lee Bergen"])
    }

    @Test func aStringSplitsOnASeparatorOfSeveralCharactersAndFindsItsFirstRange() {
        // SE-0357's collection algorithms: `split(separator: " and ")` and `firstRange(of:)`;
        // both were "not in the playground's standard library yet".
        #expect(output("""
            let sentence = "bread and milk and eggs"
            print(sentence.split(separator: " and "), sentence.split(separator: " and ", maxSplits: 1))
            if let range = sentence.firstRange(of: "milk") {
                print(sentence[range.lowerBound...], sentence.distance(from: sentence.startIndex, to: range.lowerBound))
            }
            print(sentence.firstRange(of: "tea") == nil)
            """) == [#"["bread", "milk", "eggs"] ["bread", "milk and eggs"]"#, "milk and eggs 10", "true"])
    }

    @Test func anIndexFoundInAProgramsOwnCollectionIsOptional() {
        // `firstIndex(of:)` of a type that conforms to `Collection` is the standard library's,
        // an `Int?`: `as Any` prints `Optional(1)`; it printed `1`.
        #expect(output("""
            struct Shelf: Collection {
                var books: [String]
                var startIndex: Int { 0 }
                var endIndex: Int { books.count }
                func index(after i: Int) -> Int { i + 1 }
                subscript(position: Int) -> String { books[position] }
            }
            let shelf = Shelf(books: ["Dune", "Emma"])
            print(shelf.firstIndex(of: "Emma") as Any, shelf.first as Any, shelf.count)
            """) == [#"Optional(1) Optional("Dune") 2"#])
    }

    @Test func aTypeErasingInitializerWhoseWhereClauseSettlesTheGenericParameterIsAccepted() {
        // `init<R: Repository>(_ repository: R) where R.Item == Item`: the argument's type
        // settles `Item` through the initializer's own generic parameter. The checker said
        // "generic parameter 'Item' could not be inferred" for code swiftc builds.
        #expect(output("""
            protocol Repository<Item> {
                associatedtype Item
                func all() -> [Item]
            }
            struct Memory: Repository {
                func all() -> [String] { ["a", "b"] }
            }
            struct AnyRepository<Item> {
                private let items: () -> [Item]
                init<R: Repository>(_ repository: R) where R.Item == Item { items = repository.all }
                func all() -> [Item] { items() }
            }
            let erased = AnyRepository(Memory())
            print(erased.all())
            """) == [#"["a", "b"]"#])
    }

    @Test func theTypeOfAGenericValueNamesItsArguments() {
        // `type(of: Box(value: 4))` is `Box<Int>`; it printed `Box`.
        #expect(output("""
            struct Box<Value> { var value: Value }
            struct Pair<A, B> { var first: A; var second: B }
            print(type(of: Box(value: 4)), type(of: Pair(first: "x", second: [1.5])), type(of: Box(value: Box(value: true))))
            """) == ["Box<Int> Pair<String, Array<Double>> Box<Box<Bool>>"])
    }

    @Test func aTaskGroupIsAnAsyncSequenceOfItsChildrensResults() {
        // `group.reduce(0, +)` and `reduce(into:)`: a task group is an `AsyncSequence`. It
        // stopped with "cannot iterate over Playground.TaskGroup".
        #expect(output("""
            let total = await withTaskGroup(of: Int.self) { group in
                for n in 1...4 { group.addTask { n * 10 } }
                return await group.reduce(0, +)
            }
            let squares = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
                for n in 1...3 { group.addTask { n * n } }
                return await group.reduce(into: []) { $0.append($1) }.sorted()
            }
            print(total, squares)
            """) == ["100 [1, 4, 9]"])
    }

    @Test func reduceFromZeroStartsAtTheElementsOwnZero() {
        // `laps.reduce(.zero, +)` over Durations (or Decimals, or a program's type with a
        // `static let zero`): `.zero` is the elements' zero. It was the integer 0, so the first
        // `+` failed: "binary operator '+' cannot be applied to these operands".
        #expect(output("""
            import Foundation
            struct Vector { var x = 0.0; static let zero = Vector(); static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x) } }
            let laps: [Duration] = [.seconds(30), .seconds(45), .milliseconds(250)]
            let prices = [Decimal(string: "0.35")!, Decimal(2)]
            print(laps.reduce(.zero, +), prices.reduce(.zero, +), [Vector(x: 1), Vector(x: 2)].reduce(.zero, +).x)
            print(Decimal(0).isZero, Decimal(-2).magnitude, Decimal(-2).isSignMinus)
            """) == ["75.25 seconds 2.35 3.0", "true 2 true"])
    }

    @Test func dumpShowsALabelledPayloadAsATupleAndAnOptionalAsItsSomeChild() {
        // Swift's reflection: a case's labelled values are a tuple (`▿ suspended: (1 element)`),
        // an unlabelled single value the child itself; a present optional is `Optional`'s node
        // with its value as `some`. Vivarium showed `- suspended: "spam"` and `- 3`.
        #expect(output("""
            enum Status { case suspended(reason: String), paused(Int) }
            dump(Status.suspended(reason: "spam"))
            dump(Status.paused(2))
            let maybe: Int? = 3
            dump(maybe)
            """) == ["▿ Playground.Status.suspended", "  ▿ suspended: (1 element)", "    - reason: \"spam\"",
                     "▿ Playground.Status.paused", "  - paused: 2", "▿ Optional(3)", "  - some: 3"])
    }

    @Test func anOptionalsMapInsideAnArraysMapMakesAnArrayOfOptionals() {
        // `scores.map { $0.map { $0 * 2 } }` over `[Int?]` is an `[Int?]`: the checker typed
        // each `$0` an optional, and the interpreter now reads that fact when it prints. It
        // printed `[6, nil, 14]`.
        #expect(output("""
            let scores: [Int?] = [3, nil, 7]
            let doubled = scores.map { $0.map { $0 * 2 } }
            print(doubled, scores.map { $0.flatMap { $0 > 5 ? $0 : nil } })
            """) == ["[Optional(6), nil, Optional(14)] [nil, nil, Optional(7)]"])
    }

    @Test func aTopLevelDeferRunsWhenTheTopLevelCodeEnds() {
        // "Deferred Actions": a `defer` runs just before execution leaves its scope; at the top
        // level, after the statements below it, last first. It ran at once.
        #expect(output("""
            print("start")
            defer { print("first defer") }
            var log = ["a"]
            defer { print("second defer", log) }
            log.append("b")
            print("end")
            """) == ["start", "end", #"second defer ["a", "b"]"#, "first defer"])
    }
}
