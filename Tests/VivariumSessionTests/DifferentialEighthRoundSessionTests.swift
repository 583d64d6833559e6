import Testing
@testable import VivariumSession

/// The eighth round of differential programs (Tests/Differential, session 19): each expected
/// line is what swiftc 6.3.1's build printed for the same code.
@Suite struct DifferentialEighthRoundSessionTests: PastedCodeOutputs {
    @Test func aTemporaryReadThroughOptionalChainingDiesBeforePrintPrints() {
        // The instance a failable initializer made is released once `name` is read: its
        // `deinit` prints before `print` does. Vivarium ran it at the end of the statement.
        #expect(output("""
            class Document {
                let fileName: String
                init?(fileName: String) {
                    guard !fileName.isEmpty else { return nil }
                    self.fileName = fileName
                    print("open \\(fileName)")
                }
                var name: String { fileName }
                func title() -> String { "Title: \\(fileName)" }
                deinit { print("close \\(fileName)") }
            }
            print(Document(fileName: "a.doc")?.name ?? "-")
            print(Document(fileName: "")?.name ?? "-")
            print(Document(fileName: "b.doc")!.title())
            print("done")
            """) == ["open a.doc", "close a.doc", "a.doc", "-", "open b.doc", "close b.doc", "Title: b.doc", "done"])
    }

    @Test func temporariesDieAfterTheirLastUse() {
        // An argument dies once the call it was passed to returns, an interpolated instance once
        // its segment is appended, a receiver once its member is read (`Box(3).doubled.value`
        // frees 3, then the 6 its getter made), one operand before the next is made.
        #expect(output("""
            final class Box: CustomStringConvertible {
                let value: Int
                init(_ value: Int) { self.value = value; print("make \\(value)") }
                deinit { print("free \\(value)") }
                var description: String { "Box(\\(value))" }
                var doubled: Box { Box(value * 2) }
            }
            func take(_ box: Box) -> Int { box.value }
            print(take(Box(1)))
            print("in \\(Box(2)) out")
            print(Box(3).doubled.value)
            print(Box(4).value, Box(5).value)
            if Box(7).value > 0 { print("positive") }
            """) == ["make 1", "free 1", "1", "make 2", "free 2", "in Box(2) out", "make 3", "make 6", "free 3", "free 6", "6",
                     "make 4", "free 4", "make 5", "free 5", "4 5", "make 7", "free 7", "positive"])
    }

    @Test func temporariesInAFunctionBodyDieAfterTheirLastUse() {
        // A compiled body's member read of a new instance, and a method call on one; a `for`
        // loop's sequence frees the instance it was made from before the first pass; a method
        // called on an instance a getter made frees it once the method returns.
        #expect(output("""
            final class Box {
                let value: Int
                init(_ value: Int) { self.value = value; print("make \\(value)") }
                deinit { print("free \\(value)") }
                func label() -> String { "#\\(value)" }
                var doubled: Box { Box(value * 2) }
            }
            final class Shelf {
                var boxes: [Box] = []
                func add(_ box: Box) -> Int { boxes.append(box); return boxes.count }
            }
            func report() {
                print(Box(1).label())
                let total = Box(2).value + Box(3).value
                print("total \\(total)")
            }
            report()
            let shelf = Shelf()
            print(shelf.add(Box(8)), shelf.add(Box(9)))
            print("kept \\(shelf.boxes.count)")
            for value in Box(4).label() { print(value) }
            print(shelf.boxes.first?.doubled.label() ?? "-")
            """) == ["make 1", "free 1", "#1", "make 2", "free 2", "make 3", "free 3", "total 5", "make 8", "make 9", "1 2", "kept 2",
                     "make 4", "free 4", "#", "4", "make 16", "free 16", "#16"])
    }

    @Test func nestedOptionalsPrintEveryLevel() {
        // `Int??`, a `[String?]`'s `first` (a `String??`), a `[String: Int?]` entry: Vivarium
        // printed one level, and `nil` for an entry holding nil.
        #expect(output("""
            let nested: Int?? = 3
            print(nested)
            print(Optional(Optional(3)))
            let names: [String?] = ["a", nil]
            print(names.first, names.last)
            let empty: [String?] = []
            print(empty.first)
            let scores: [String: Int?] = ["k": nil, "j": 2]
            print(scores["k"], scores["j"], scores["z"])
            print(scores["k"] as Any, nested as Any)
            """) == ["Optional(Optional(3))", "Optional(Optional(3))", "Optional(Optional(\"a\")) Optional(nil)", "nil",
                     "Optional(nil) Optional(Optional(2)) nil", "Optional(nil) Optional(Optional(3))"])
    }

    @Test func anArrayOfOptionalsOnlyTheCheckerTypesPrintsItsOptionals() {
        #expect(output("""
            let words = ["1", "x", "3"]
            let parsed = words.compactMap { $0 }.map { Int($0) }
            print(parsed)
            print(words.map { Int($0) })
            """) == ["[Optional(1), nil, Optional(3)]", "[Optional(1), nil, Optional(3)]"])
    }

    @Test func aNarrowIntegersBoundsAreOfItsOwnType() {
        // `Int32.max &+ 1` wraps: the checker types `Int32.max` an `Int32` (it gave 2147483648).
        #expect(output("""
            print(Int32.max &+ 1)
            print(Int8.max &+ 1, UInt8.max &+ 1, Int16.min &- 1, UInt16.max &+ 1)
            let top = Int32.max
            print(top &+ 2, UInt8.min &- 1)
            """) == ["-2147483648", "-128 0 32767 0", "-2147483647 255"])
    }

    @Test func anAsyncSequencesMinAndMaxAreOptional() {
        #expect(output("""
            func numbers() -> AsyncStream<Int> { AsyncStream { c in for i in [4, 9, 2] { c.yield(i) }; c.finish() } }
            func extremes() async {
                let lowest = await numbers().min()
                print(lowest)
                print("max \\(await numbers().max())")
            }
            await extremes()
            """) == ["Optional(2)", "max Optional(9)"])
    }

    @Test func existentialMetatypesAndKeyPathsPrintTheirTypes() {
        // swiftc 6.3.1 prints an existential's metatype without `any`; a key path's type says
        // whether it writes (a `var`), only reads (a `let`, a get-only property) or writes
        // through a class.
        #expect(output("""
            protocol Shape {}
            print(String(describing: (any Shape).self), [any Shape].self)
            struct Contact {
                var name: String
                let id: Int
                var nickname: String?
                var initials: String { String(name.prefix(1)) }
            }
            final class Account { var owner = ""; let number = 1 }
            print(type(of: \\Contact.name))
            print(type(of: \\Contact.id))
            print(type(of: \\Contact.nickname))
            print(type(of: \\Contact.initials))
            print(type(of: \\Account.owner), type(of: \\Account.number))
            """) == ["Shape Array<Shape>", "WritableKeyPath<Contact, String>", "KeyPath<Contact, Int>",
                     "WritableKeyPath<Contact, Optional<String>>", "KeyPath<Contact, String>",
                     "ReferenceWritableKeyPath<Account, String> KeyPath<Account, Int>"])
    }

    @Test func aDoublesSignAndAFloatsPrecision() {
        #expect(output("""
            let x = -2.5
            print(x.sign, 3.0.sign, x.sign == .minus)
            switch x.sign {
            case .minus: print("negative")
            case .plus: print("positive")
            }
            print(Float(1) / 3)
            let third = Float(2) / 3
            print(third, "third \\(third)")
            print(Float("1.5") as Any, "parsed \\(Float("2.5") as Any)")
            """) == ["minus plus true", "negative", "0.33333334", "0.6666667 third 0.6666667", "Optional(1.5) parsed Optional(2.5)"])
    }
}
