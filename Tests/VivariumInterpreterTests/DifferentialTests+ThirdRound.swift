import Testing
@testable import VivariumInterpreter

/// Found by the third round of differential programs (Tests/Differential: orders, containers,
/// text, classes, numbers, Codable, view state, dates — session 14): each expectation is what
/// swiftc 6.3.1's build printed for the same lines.
@Suite struct DifferentialThirdRoundTests {
    @Test func nestedCollectionTypesAsValues() throws {
        // `[String: [Int]].self` was "not supported: 'self' on Dictionary" (decoding it is
        // `DifferentialThirdRoundSessionTests`).
        #expect(try output(of: """
            print([String: [Int]].self, [[String]].self, [(String, Int)].self, [Int: (a: Int, b: String)].self)
            print(Array<Int>.self, Dictionary<String, [Int]>.self, Optional<String>.self)
            """) == ["Dictionary<String, Array<Int>> Array<Array<String>> Array<(String, Int)> Dictionary<Int, (a: Int, b: String)>",
                     "Array<Int> Dictionary<String, Array<Int>> Optional<String>"])
    }

    @Test func castToATupleTypeChecksItsElements() throws {
        // `case let pair as (Int, Int)` matched a Double and then failed on `pair.0`.
        #expect(try output(of: """
            let items: [Any] = [2.5, (1, 2), ("a", 3), "x"]
            for item in items {
                switch item {
                case let pair as (Int, Int): print("pair", pair.0 + pair.1)
                case let named as (String, Int): print("named", named.0, named.1)
                default: print("other")
                }
            }
            print(items.map { $0 is (Int, Int) }, (items[2] as? (Int, Int)) == nil)
            """) == ["other", "pair 3", "named a 3", "other", "[false, true, false, false] true"])
    }

    @Test func integerFromTextInARadixIsOptional() throws {
        // `Int("ff", radix: 16)` printed 255 where Swift prints Optional(255).
        #expect(try output(of: """
            print(Int("ff", radix: 16) as Any, Int("zz", radix: 16) as Any, Int("101", radix: 2) ?? -1)
            """) == ["Optional(255) nil 5"])
    }

    @Test func anImplicitMemberInArithmeticTakesTheOtherOperandsType() throws {
        // `position - .zero` found SwiftUI's `UnitPoint.zero` and failed in the user's `-`:
        // "value of type 'UnitPoint' has no member 'x'".
        #expect(try output(of: """
            struct Vector: Equatable {
                var x: Double, y: Double
                static let zero = Vector(x: 0, y: 0)
                static let unit = Vector(x: 1, y: 1)
                static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
                static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
            }
            let position = Vector(x: 2.5, y: 4)
            print((position - .zero).x, (.unit + position).y, position - .zero == position)
            func shifted(_ v: Vector) -> Vector { v + .unit }
            print(shifted(position).x)
            """) == ["2.5 5.0 true", "3.5"])
    }

    @Test func aFunctionHeldInATupleIsCalled() throws {
        // `$0.1(7, 3)` was "not supported: '1' on Tuple".
        #expect(try output(of: """
            let operations: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("max", max)]
            print(operations.map { "\\($0.0):\\($0.1(7, 3))" })
            let entry = (title: "Save", action: { print("saved") })
            entry.action()
            """) == [#"["+:10", "-:4", "max:7"]"#, "saved"])
    }

    @Test func setUpdateReplacesTheEqualMember() throws {
        // `players.update(with:)` was "not supported: 'update' on Array".
        #expect(try output(of: """
            struct Player: Hashable {
                let id: Int
                var name: String
                static func == (a: Player, b: Player) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            var players: Set<Player> = [Player(id: 1, name: "A"), Player(id: 2, name: "B")]
            let old = players.update(with: Player(id: 2, name: "B2"))
            let new = players.update(with: Player(id: 3, name: "C"))
            print(old?.name ?? "-", new?.name ?? "-", players.sorted { $0.id < $1.id }.map(\\.name))
            """) == [#"B - ["A", "B2", "C"]"#])
    }

    @Test func typeOfACollectionNamesItsElements() throws {
        // `type(of: [1, 2])` printed "Array" (and was not `[Int].self`); `Optional<Int>.none`
        // was "type 'Optional' has no member 'none'".
        #expect(try output(of: """
            print(type(of: [1, 2]), type(of: ["a": 1.5]), type(of: (1, "a")), type(of: [1, 2]) == [Int].self)
            print(Optional<Int>.none as Any)
            """) == ["Array<Int> Dictionary<String, Double> (Int, String) true", "nil"])
    }

    @Test func urlFromAStringPercentEncodesWhatIsInvalid() throws {
        // iOS 17's RFC 3986 parsing (Apple, "init(string:)"): spaces were nil before.
        #expect(try output(of: """
            print(URL(string: "a b")?.absoluteString ?? "nil", URL(string: "")?.absoluteString ?? "nil")
            print(URL(string: "https://a.com/x y?q=a b")!.absoluteString, URL(string: "a b", encodingInvalidCharacters: false) == nil)
            """) == ["a%20b nil", "https://a.com/x%20y?q=a%20b true"])
    }

    @Test func currencyDigitsFollowTheCurrencyAndADateStyleItsTimeZone() throws {
        // `.currency(code: "JPY")` showed `¥5.00`; `Date.FormatStyle(date:time:locale:calendar:timeZone:)`
        // was "not supported: 'FormatStyle' on Date".
        #expect(try output(of: """
            print(5.formatted(.currency(code: "JPY")), 1234.formatted(.currency(code: "KRW")), 3.formatted(.currency(code: "CAD")), 1234.5.formatted(.currency(code: "KWD")))
            let moment = Date(timeIntervalSince1970: 1_700_000_000)
            let ny = TimeZone(identifier: "America/New_York")!
            print(moment.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: ny)))
            print(moment.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Asia/Tokyo")!)))
            """) == ["¥5 ₩1,234 CA$3.00 KWD 1,234.500", "Nov 14, 2023 at 5:13 PM", "15 novembre 2023"])
    }

    @Test func aCoercionTypesItsLiteralsAndImplicitMembers() throws {
        // `1 as Double` printed 1, `[1, 2] as [Double]` [1, 2], `(3 as CGFloat) / 2` 1; `.unit as
        // Square` was "inferring the type of '.unit'".
        #expect(try output(of: """
            struct Square { static var unit: Square { Square() } }
            print(1 as Double, [1, 2] as [Double], (3 as CGFloat) / 2, .unit as Square)
            """) == ["1.0 [1.0, 2.0] 1.5 Square()"])
    }

    @Test func aNestedTypeIsNamedWithItsEnclosingTypes() throws {
        // `[Card.Kind.a]` printed `[Playground.Kind.a]`.
        #expect(try output(of: """
            struct Card { enum Kind { case a, b }; var kind: Kind }
            extension Card { struct Face: Equatable { var rank = 1 } }
            let kinds: [Card.Kind] = Array(repeating: .a, count: 2)
            print(kinds, [Card.Face()], [Card(kind: .b).kind])
            """) == ["[Playground.Card.Kind.a, Playground.Card.Kind.a] [Playground.Card.Face(rank: 1)] [Playground.Card.Kind.b]"])
    }
}

