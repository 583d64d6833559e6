import Testing
@testable import VivariumInterpreter

/// Object lifetimes follow ARC: freed when the last strong reference goes, at that point of
/// the program; cycles leak.
@Suite struct LifetimeTests {
    static let tracked = """
        class C {
            let name: String
            init(_ name: String) { self.name = name; print("init \\(name)") }
            deinit { print("deinit \\(name)") }
        }

        """

    @Test func freedWhenLastReferenceIsDropped() throws {
        let run = Run()
        try run.load(Self.tracked + """
            var a: C? = C("a")
            let b = a
            a = nil
            print("still held by b")
            """)
        #expect(run.output == ["init a", "still held by b"])
        #expect(run.live == ["C#1"])
    }

    @Test func deinitRunsBeforeTheNextStatement() throws {
        let run = Run()
        try run.load(Self.tracked + """
            var a: C? = C("a")
            a = nil
            print("after")
            """)
        #expect(run.timeline == ["created C#1", "init a", "deinit a", "freed C#1", "after"])
        #expect(run.live.isEmpty)
    }

    @Test func reassignmentFreesThePreviousObject() throws {
        let run = Run()
        try run.load(Self.tracked + """
            var a = C("first")
            a = C("second")
            print("after")
            """)
        #expect(run.output == ["init first", "init second", "deinit first", "after"])
        #expect(run.live == ["C#2"])
    }

    @Test func localsAreFreedWhenTheFunctionReturns() throws {
        let printed = try output(of: Self.tracked + """
            func work() {
                let local = C("local")
                print("working with \\(local.name)")
            }
            work()
            print("returned")
            """)
        #expect(printed == ["init local", "working with local", "deinit local", "returned"])
    }

    @Test func structsThatHoldObjectsAreFreedWithTheFunctionsLocals() throws {
        // `Row` holds an object through an optional stored property, `Entry` through an enum's
        // associated value: an array of either, dropped by the returning function, frees them
        // there; an array of `Plain` (numbers and strings only) holds nothing to free.
        let printed = try output(of: Self.tracked + """
            struct Row { var id: Int; var tag: C? }
            enum Entry { case empty; case tagged(C) }
            struct Plain { var id: Int; var name: String; var scores: [Double] }
            func rows() -> Int {
                var rows: [Row] = []
                rows.append(Row(id: 1, tag: C("row")))
                return rows.count
            }
            func entries() -> Int {
                var entries: [Entry] = [.empty]
                entries.append(.tagged(C("entry")))
                return entries.count
            }
            func plain() -> Int {
                var plain: [Plain] = []
                plain.append(Plain(id: 1, name: "a", scores: [1]))
                return plain.filter { $0.id > 0 }.count
            }
            func report() {
                let a = rows()
                print("rows returned")
                let b = entries()
                print("entries returned")
                print([a, b, plain()])
            }
            report()
            """)
        // As swiftc's build prints it.
        #expect(printed == ["init row", "deinit row", "rows returned", "init entry", "deinit entry", "entries returned", "[1, 2, 1]"])
    }

    @Test func aTopLevelDeclarationFreesWhatItsInitializerLetGo() throws {
        // swiftc's build prints "deinit local" first: `make`'s local dies as it returns.
        let printed = try output(of: Self.tracked + """
            func make() -> Int {
                let local = C("local")
                return local.name.count
            }
            let n = make()
            print("declared \\(n)")
            """)
        #expect(printed == ["init local", "deinit local", "declared 5"])
    }

    @Test func objectsGoingTogetherAreFreedInTheOrderARCReleasesThem() throws {
        // As swiftc's debug build prints it: locals last declared first; an object's stored
        // properties (declaration order, an array's elements in order) right after its deinit,
        // before the next local.
        let printed = try output(of: Self.tracked + """
            final class Pair {
                let left = C("left")
                var more: [C] = [C("m2"), C("m1")]
                deinit { print("deinit pair") }
            }
            func work() {
                let a = C("a")
                let pair = Pair()
                let b = C("b")
                print("using \\(a.name) \\(pair.left.name) \\(b.name)")
            }
            work()
            """)
        #expect(printed == [
            "init a", "init left", "init m2", "init m1", "init b", "using a left b",
            "deinit b", "deinit pair", "deinit left", "deinit m2", "deinit m1", "deinit a",
        ])
    }

    @Test func onlyTypesMadeOfScalarsAreReferenceFree() throws {
        let run = Run()
        try run.load("""
            final class Box {}
            struct Plain { var id: Int; var name: String?; var tags: [String: [Int]] }
            struct Holder { var box: Box }
            struct Lazy { lazy var n: Int = 0 }
            enum Shape { case circle(Double); case named(String, (Int, Bool)) }
            indirect enum Linked { case end; case node(Int, Linked) }
            struct Generic<T> { var value: T }
            """)
        let check = run.interpreter.holdsNoReferences
        #expect(check(.named("Plain", generics: [])))
        #expect(check(.array(.optional(.named("Shape", generics: [])))))
        #expect(check(.dictionary(key: .named("String", generics: []), value: .named("Int", generics: []))))
        #expect(!check(.named("Holder", generics: [])))
        #expect(!check(.named("Box", generics: [])))
        #expect(!check(.named("Lazy", generics: [])))
        #expect(!check(.named("Linked", generics: [])))
        #expect(!check(.named("Generic", generics: [.named("Int", generics: [])])))
        #expect(!check(.named("Any", generics: [])))
        #expect(!check(.function(parameters: [], result: .named("Int", generics: []), isAsync: false, isThrowing: false)))
    }

    @Test func blockLocalsLiveUntilTheBlockEnds() throws {
        let printed = try output(of: Self.tracked + """
            func work() {
                if true {
                    let c = C("inner")
                    print("using \\(c.name)")
                }
                print("after if")
            }
            work()
            """)
        #expect(printed == ["init inner", "using inner", "deinit inner", "after if"])
    }

    @Test func loopIterationLocalsAreFreedEachIteration() throws {
        let printed = try output(of: Self.tracked + """
            for i in 0..<2 {
                let c = C("\\(i)")
                print("iteration \\(c.name)")
            }
            print("done")
            """)
        #expect(printed == ["init 0", "iteration 0", "deinit 0", "init 1", "iteration 1", "deinit 1", "done"])
    }

    @Test func holderIsFreedBeforeWhatItHolds() throws {
        let printed = try output(of: """
            class Child { deinit { print("Child deinit") } }
            class Parent {
                let child = Child()
                deinit { print("Parent deinit") }
            }
            var p: Parent? = Parent()
            p = nil
            print("after")
            """)
        #expect(printed == ["Parent deinit", "Child deinit", "after"])
    }

    @Test func sharedChildOutlivesOneHolder() throws {
        let run = Run()
        try run.load("""
            class Child { deinit { print("Child deinit") } }
            class Parent {
                let child: Child
                init(child: Child) { self.child = child }
                deinit { print("Parent deinit") }
            }
            let shared = Child()
            var p: Parent? = Parent(child: shared)
            p = nil
            print("after")
            """)
        #expect(run.output == ["Parent deinit", "after"])
        #expect(run.live == ["Child#1"])
    }

    @Test func namesCountPerType() throws {
        let run = Run()
        try run.load("""
            class A {}
            class B {}
            let a1 = A()
            let b1 = B()
            let a2 = A()
            """)
        #expect(run.live == ["A#1", "B#1", "A#2"])
    }

    @Test func referenceCycleIsLeakedNotFreed() throws {
        let run = Run()
        try run.load("""
            class Owner {
                var pet: Pet?
                deinit { print("Owner deinit") }
            }
            class Pet {
                var owner: Owner?
                deinit { print("Pet deinit") }
            }
            var owner: Owner? = Owner()
            var pet: Pet? = Pet()
            owner!.pet = pet
            pet!.owner = owner
            owner = nil
            pet = nil
            print("after")
            """)
        #expect(run.output == ["after"])
        #expect(run.timeline.filter { $0.hasPrefix("leaked") }.sorted() == ["leaked Owner#1", "leaked Pet#1"])
        #expect(run.timeline.filter { $0.hasPrefix("freed") }.isEmpty)
        #expect(Set(run.live) == ["Owner#1", "Pet#1"])
        let allLeaked = run.interpreter.heap.objects.values.allSatisfy { $0.isLeaked }
        #expect(allLeaked)
    }

    @Test func weakReferenceBreaksTheCycle() throws {
        let printed = try output(of: """
            class Owner {
                var pet: Pet?
                deinit { print("Owner deinit") }
            }
            class Pet {
                weak var owner: Owner?
                deinit { print("Pet deinit") }
            }
            var owner: Owner? = Owner()
            let pet = Pet()
            owner!.pet = pet
            pet.owner = owner
            owner = nil
            print(pet.owner == nil)
            """)
        #expect(printed == ["Owner deinit", "true"])
    }

    @Test func strongSelfInStoredClosureLeaks() throws {
        let run = Run()
        try run.load("""
            class Model {
                var onChange: (() -> Void)?
                var count = 0
                init() { onChange = { self.count += 1 } }
                deinit { print("Model deinit") }
            }
            var m: Model? = Model()
            m = nil
            print("after")
            """)
        #expect(run.output == ["after"])
        #expect(run.timeline.contains("leaked Model#1"))
    }

    @Test func weakSelfInStoredClosureDoesNotLeak() throws {
        let run = Run()
        try run.load("""
            class Model {
                var onChange: (() -> Void)?
                var count = 0
                init() { onChange = { [weak self] in self?.count += 1 } }
                deinit { print("Model deinit") }
            }
            var m: Model? = Model()
            m?.onChange?()
            print(m!.count)
            m = nil
            print("after")
            """)
        #expect(run.output == ["1", "Model deinit", "after"])
        #expect(!run.timeline.contains { $0.hasPrefix("leaked") })
    }

    @Test func closureCaptureKeepsObjectAlive() throws {
        let run = Run()
        try run.load(Self.tracked + """
            var f: (() -> Void)? = nil
            do {
                let c = C("captured")
                f = { print(c.name) }
            }
            f?()
            f = nil
            print("after")
            """)
        #expect(run.output == ["init captured", "captured", "deinit captured", "after"])
    }

    @Test func arrayElementsReleasedWithTheArray() throws {
        let printed = try output(of: Self.tracked + """
            var list = [C("x"), C("y")]
            list.removeAll()
            print("after")
            """)
        #expect(printed == ["init x", "init y", "deinit x", "deinit y", "after"])
    }

    /// A function's locals are released as it returns, before its caller goes on: swiftc's
    /// program prints the `deinit` of the callee's local, then the result (`print(f())`), and
    /// frees an argument's call's locals before the next argument is evaluated.
    @Test func localsAreFreedAsTheirFunctionReturns() throws {
        let printed = try output(of: """
            final class Scratch {
                let label: String
                init(_ label: String) { self.label = label }
                deinit { print("deinit \\(label)") }
            }
            func measure() -> Int {
                let scratch = Scratch("measure")
                return scratch.label.count
            }
            func show(_ value: Int) -> Int {
                print("got \\(value)")
                return value
            }
            final class Maker {
                func make(_ n: Int) -> Int {
                    let scratch = Scratch("make \\(n)")
                    return n * scratch.label.count
                }
            }
            func twice() -> Int {
                let maker = Maker()
                return show(maker.make(1)) + show(maker.make(2))
            }
            print(measure())
            print(twice())
            """)
        #expect(printed == ["deinit measure", "7", "deinit make 1", "got 6", "deinit make 2", "got 12", "18"])
    }
}
