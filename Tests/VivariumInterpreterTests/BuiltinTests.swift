import Testing
@testable import VivariumInterpreter

@Suite struct BuiltinTests {
    @Test func uuidFromAStringIsFailableAndUpperCased() throws {
        let printed = try output(of: """
            let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
            print(id?.uuidString ?? "nil", UUID(uuidString: "e621e1f8-c36c") == nil, UUID(uuidString: "g621e1f8-c36c-495a-93fc-0c247a3e6e5f") == nil)
            """)
        #expect(printed == ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F true true"])
    }

    @Test func objectIdentifierIsStablePerObject() throws {
        let source = """
            class C {}
            let a = C()
            let b = C()
            let alias = a
            print(ObjectIdentifier(a).debugDescription)
            print(ObjectIdentifier(b).debugDescription)
            print(ObjectIdentifier(alias) == ObjectIdentifier(a), ObjectIdentifier(a) == ObjectIdentifier(b))
            """
        let first = try output(of: source)
        let second = try output(of: source)
        #expect(first == second)
        #expect(first.count == 3)
        #expect(first[0] != first[1])
        #expect(first[2] == "true false")
        let pattern = /ObjectIdentifier\(0x[0-9a-f]{16}\)/
        #expect(first[0].wholeMatch(of: pattern) != nil, "\(first[0])")
    }

    @Test func randomIsDeterministicAcrossInterpreters() throws {
        let source = """
            var draws: [Int] = []
            for _ in 0..<20 { draws.append(Int.random(in: 1...6)) }
            print(draws)
            print(draws.allSatisfy { $0 >= 1 && $0 <= 6 })
            """
        let first = try output(of: source)
        let second = try output(of: source)
        #expect(first == second)
        #expect(first.last == "true")
        // Not a constant: twenty dice show more than one face.
        #expect(Set(first[0].filter(\.isNumber)).count > 1)
    }
}

/// Runaway and faulty code becomes an error that names the line.
@Suite struct LimitAndTrapTests {
    @Test func stepLimitNamesTheLine() throws {
        let error = runtimeError(of: """
            var x = 0
            x += 1
            while true {}
            """, stepBudget: 10_000)
        #expect(error?.kind == .stepLimit)
        #expect(error?.location?.line == 3)
    }

    @Test func stepLimitInsideAFunction() throws {
        let error = runtimeError(of: """
            func spin() {
                var n = 0
                while n >= 0 { n += 1 }
            }
            spin()
            """, stepBudget: 10_000)
        #expect(error?.kind == .stepLimit)
        #expect(error?.location?.line == 3)
    }

    @Test func recursionLimitNamesTheLine() throws {
        let error = runtimeError(of: """
            func down(_ n: Int) -> Int {
                return down(n + 1)
            }
            print(down(0))
            """)
        #expect(error?.kind == .recursionLimit)
        #expect(error?.location?.line == 2)
    }

    @Test(arguments: [
        ("let x: Int? = nil\nprint(x!)", 2, "Unexpectedly found nil while unwrapping an Optional value"),
        ("let a = [1, 2]\nlet i = 5\nprint(a[i])", 3, "Index out of range"),
        ("class C { var v = 1 }\nvar c: C? = nil\nprint(c!.v)", 3, "Unexpectedly found nil while unwrapping an Optional value"),
    ])
    func trapsHaveLocations(source: String, line: Int, message: String) throws {
        let error = runtimeError(of: source)
        #expect(error?.kind == .trap)
        #expect(error?.location?.line == line)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func printsBeforeATrapAreKept() throws {
        let run = Run()
        #expect(throws: RuntimeError.self) {
            try run.load("print(\"before\")\nlet x: Int? = nil\nprint(x!)")
        }
        #expect(run.output == ["before"])
    }

    @Test func keyPathsAsFunctionsCaseIterableAndCollectionInitializers() throws {
        let printed = try output(of: """
            enum Suit: String, CaseIterable { case hearts, spades }
            struct Card { let name: String; let rank: Int }
            let cards = [Card(name: "a", rank: 3), Card(name: "b", rank: 1), Card(name: "c", rank: 3)]
            print(cards.map(\\.name), Suit.allCases.map(\\.rawValue), Suit(rawValue: "spades") as Any)
            let byRank = Dictionary(grouping: cards, by: \\.rank)
            print(byRank.keys.sorted(), byRank[3]?.count ?? 0)
            let lookup = Dictionary(uniqueKeysWithValues: [("x", 1), ("y", 2)])
            print(lookup, Set([1, 2, 2]).count)
            print(cards.reduce(into: 0) { $0 += $1.rank })
            """)
        #expect(printed == [
            "[\"a\", \"b\", \"c\"] [\"hearts\", \"spades\"] Optional(Playground.Suit.spades)",
            "[1, 3] 2",
            "[\"x\": 1, \"y\": 2] 2",
            "7",
        ])
    }

    @Test func foundationStringHelpers() throws {
        let printed = try output(of: """
            let s = "Hello, World"
            print(s.split(separator: ","), s.components(separatedBy: ", "))
            print(s.replacingOccurrences(of: "World", with: "Swift"), String(format: "%.2f|%d|%@", 3.14159, 7, "x"))
            print(s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            """)
        #expect(printed == ["[\"Hello\", \" World\"] [\"Hello\", \"World\"]", "Hello, Swift 3.14|7|x", "[\"Hello\", \"World\"]"])
    }
}
