import Testing
@testable import VivariumInterpreter

/// Structs are values, classes are references, enums carry raw and associated values.
@Suite struct TypeTests {
    @Test func structsCopyOnAssign() throws {
        let printed = try output(of: """
            struct Point { var x: Int; var y: Int }
            var a = Point(x: 1, y: 2)
            var b = a
            b.x = 10
            print(a.x, b.x)
            """)
        #expect(printed == ["1 10"])
    }

    @Test func structPassedToFunctionIsACopy() throws {
        let printed = try output(of: """
            struct Box { var value = 0 }
            func bump(_ box: Box) -> Int {
                var copy = box
                copy.value += 1
                return copy.value
            }
            let box = Box()
            print(bump(box), box.value)
            """)
        #expect(printed == ["1 0"])
    }

    @Test func mutatingMethodsAndInout() throws {
        let printed = try output(of: """
            struct Counter {
                var count = 0
                mutating func increment() { count += 1 }
            }
            var c = Counter()
            c.increment()
            c.increment()
            let snapshot = c
            c.increment()
            print(snapshot.count, c.count)
            func reset(_ counter: inout Counter) { counter.count = 0 }
            reset(&c)
            print(c.count)
            """)
        #expect(printed == ["2 3", "0"])
    }

    @Test func computedPropertiesAndStatics() throws {
        let printed = try output(of: """
            struct Rect {
                static let unit = Rect(w: 1, h: 1)
                var w: Int
                var h: Int
                var area: Int { w * h }
            }
            print(Rect(w: 3, h: 4).area, Rect.unit.area)
            """)
        #expect(printed == ["12 1"])
    }

    @Test func identifiableClassesWithoutAnIDUseTheirObjectIdentifier() throws {
        let printed = try output(of: """
            protocol Entity: Identifiable {}
            final class Note: Identifiable { var text = "" }
            class Base: Entity {}
            class Derived: Base {}
            final class Tagged: Identifiable { let id = 7 }
            let note = Note()
            let other = Note()
            let derived = Derived()
            print(note.id == note.id, note.id == other.id, note.id == ObjectIdentifier(note))
            print(derived.id == ObjectIdentifier(derived), Tagged().id)
            """)
        #expect(printed == ["true false true", "true 7"])
    }

    @Test func classesShareOneInstance() throws {
        let printed = try output(of: """
            class Account { var balance = 0 }
            let a = Account()
            let b = a
            b.balance = 50
            print(a.balance)
            print(a === b, Account() === a)
            """)
        #expect(printed == ["50", "true false"])
    }

    @Test func inheritanceOverrideAndSuperInit() throws {
        let printed = try output(of: """
            class Animal {
                let name: String
                init(name: String) {
                    self.name = name
                    print("Animal.init \\(name)")
                }
                func speak() -> String { "..." }
                func introduce() -> String { "\\(name) says \\(speak())" }
            }
            class Dog: Animal {
                let tricks: Int
                init(name: String, tricks: Int) {
                    self.tricks = tricks
                    super.init(name: name)
                    print("Dog.init")
                }
                override func speak() -> String { "Woof" }
            }
            let dog = Dog(name: "Rex", tricks: 2)
            print(dog.introduce(), dog.tricks)
            """)
        #expect(printed == ["Animal.init Rex", "Dog.init", "Rex says Woof 2"])
    }

    @Test func superMethodCall() throws {
        let printed = try output(of: """
            class Base { func hello() -> String { "base" } }
            class Derived: Base { override func hello() -> String { "derived+" + super.hello() } }
            print(Derived().hello())
            """)
        #expect(printed == ["derived+base"])
    }

    @Test func enumRawValues() throws {
        let printed = try output(of: """
            enum Planet: Int { case mercury = 1, venus, earth }
            enum Suit: String { case hearts, spades = "S" }
            print(Planet.earth.rawValue, Suit.hearts.rawValue, Suit.spades.rawValue)
            print(Planet(rawValue: 2) == .venus, Planet(rawValue: 9) == nil)
            """)
        #expect(printed == ["3 hearts S", "true true"])
    }

    @Test func enumAssociatedValuesAndSwitch() throws {
        let printed = try output(of: """
            enum Shape {
                case circle(radius: Int)
                case rect(Int, Int)
                case empty
            }
            func area(_ shape: Shape) -> Int {
                switch shape {
                case .circle(let r): return 3 * r * r
                case let .rect(w, h): return w * h
                case .empty: return 0
                }
            }
            print(area(.circle(radius: 2)), area(.rect(2, 5)), area(.empty))
            """)
        #expect(printed == ["12 10 0"])
    }

    @Test func enumMethodsSwitchOnSelf() throws {
        let printed = try output(of: """
            enum Light {
                case red, green
                var next: Light {
                    switch self {
                    case .red: return .green
                    case .green: return .red
                    }
                }
            }
            print(Light.red.next == .green, Light.green.next)
            """)
        #expect(printed == ["true red"])
    }
}
