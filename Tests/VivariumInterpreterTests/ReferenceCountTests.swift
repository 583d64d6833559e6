import Testing
@testable import VivariumInterpreter

/// Strong counts follow each store, overwrite and drop as they happen (ARC), not a walk of the
/// heap: a holder (a variable, an object, a collection's owner, a closure's captured variable)
/// counts once for each distinct object it references.
@Suite struct ReferenceCountTests {
    static let classes = """
        class C {
            let name: String
            var other: C? = nil
            var payload: C? = nil
            init(_ name: String) { self.name = name }
            deinit { print("deinit \\(name)") }
        }

        """

    private func count(_ run: Run, _ name: String) -> Int? {
        guard let object = run.interpreter.heap.objects.values.first(where: { $0.name == name }) else { return nil }
        return run.interpreter.heap.counts.strongCount(object.id)
    }

    @Test func variableStoreOverwriteAndDrop() throws {
        let run = Run()
        try run.load(Self.classes + """
            var a: C? = C("a")
            var b = a
            """)
        #expect(count(run, "C#1") == 2)
        try run.load("b = C(\"b\")")
        #expect(count(run, "C#1") == 1)
        #expect(count(run, "C#2") == 1)
        try run.load("a = nil")
        #expect(count(run, "C#1") == nil)
        #expect(run.output == ["deinit a"])
    }

    @Test func propertyStoreOverwriteAndDrop() throws {
        let run = Run()
        try run.load(Self.classes + """
            let holder = C("holder")
            let a = C("a")
            holder.other = a
            """)
        #expect(count(run, "C#2") == 2)
        try run.load("holder.other = C(\"b\")")
        #expect(count(run, "C#2") == 1)
        #expect(count(run, "C#3") == 1)
        try run.load("holder.other = nil")
        #expect(count(run, "C#3") == nil)
        #expect(run.output == ["deinit b"])
    }

    @Test func arrayAndDictionaryElements() throws {
        let run = Run()
        try run.load(Self.classes + """
            let a = C("a")
            var xs = [a, a]
            var d = ["k": a]
            """)
        // `a`, `xs` and `d` each hold it (an owner counts once however many elements refer to it).
        #expect(count(run, "C#1") == 3)
        try run.load("xs.removeAll()")
        #expect(count(run, "C#1") == 2)
        try run.load("d[\"k\"] = nil")
        #expect(count(run, "C#1") == 1)
        try run.load("xs.append(C(\"appended\"))")
        #expect(count(run, "C#2") == 1)
        try run.load("xs[0] = a")
        #expect(run.output == ["deinit appended"])
        #expect(count(run, "C#1") == 2)
    }

    @Test func closureCaptureHoldsAndReleases() throws {
        let run = Run()
        try run.load(Self.classes + """
            func make() -> () -> Void {
                let captured = C("captured")
                return { print(captured.name) }
            }
            var f: (() -> Void)? = make()
            """)
        #expect(count(run, "C#1") == 1)
        try run.load("f = nil")
        #expect(count(run, "C#1") == nil)
        #expect(run.output == ["deinit captured"])
    }

    @Test func writingACapturedVariableRecountsTheClosuresHolder() throws {
        let run = Run()
        try run.load(Self.classes + """
            func makeSetter() -> (C?) -> Void {
                var held: C? = nil
                return { held = $0 }
            }
            let set = makeSetter()
            let a = C("a")
            set(a)
            """)
        #expect(count(run, "C#1") == 2)
        try run.load("set(C(\"b\"))")
        #expect(count(run, "C#1") == 1)
        #expect(count(run, "C#2") == 1)
        try run.load("set(nil)")
        #expect(count(run, "C#2") == nil)
        #expect(run.output == ["deinit b"])
    }

    @Test func aCycleLeftWhenTheLastVariableLetsGoIsReportedWithItsPath() throws {
        let run = Run()
        try run.load(Self.classes + """
            var a: C? = C("a")
            var b: C? = C("b")
            a!.other = b
            b!.other = a
            a = nil
            """)
        // b's property holds a, and the variable b holds b: nothing leaked yet.
        #expect(!run.timeline.contains { $0.hasPrefix("leaked") })
        #expect(count(run, "C#1") == 1)
        try run.load("b = nil")
        #expect(run.timeline.filter { $0.hasPrefix("leaked") } == ["leaked C#1", "leaked C#2"])
        let leaked = run.interpreter.heap.objects.values.first { $0.name == "C#1" }
        #expect(leaked?.leakCycle == ["C#1", "C#2", "C#1"])
        #expect(run.output.isEmpty)
    }

    @Test func objectsKeptOnlyByALeakedCycleAreLeakedToo() throws {
        let run = Run()
        try run.load(Self.classes + """
            func makeCycle() {
                let a = C("a")
                let b = C("b")
                a.other = b
                b.other = a
                a.payload = C("hung")
                let tail = C("tail")
                tail.payload = nil
            }
            makeCycle()
            """)
        // tail (only the frame held it) is freed; a ↔ b is a cycle, and what a holds stays with it.
        #expect(run.output == ["deinit tail"])
        #expect(run.timeline.filter { $0.hasPrefix("leaked") || $0.hasPrefix("freed") }
                == ["freed C#4", "leaked C#1", "leaked C#2", "leaked C#3"])
        let objects = run.interpreter.heap.objects.values
        #expect(objects.first { $0.name == "C#1" }?.leakCycle == ["C#1", "C#2", "C#1"])
        #expect(objects.first { $0.name == "C#3" }?.leakCycle == nil)
    }

    @Test func noWalkOfEveryRootWhileAllocating() throws {
        let run = Run()
        try run.load(Self.classes + """
            var kept: [C] = []
            for i in 0..<300 {
                let c = C("c\\(i)")
                kept.append(c)
                _ = C("dropped")
            }
            """)
        #expect(run.interpreter.heap.objects.count == 300)
        #expect(run.output.count == 300)
        #expect(run.interpreter.heap.counts.rootWalks == 0)
    }

    /// What `map` gathers from its closure's calls is held, counted, until the statement ends:
    /// the objects all live (one count each, the array's, once stored), a temporary array's are
    /// freed after its statement, and no safe point rescans what was gathered so far.
    @Test func mapHoldsWhatItGathersUntilTheStatementEnds() throws {
        let run = Run()
        try run.load(Self.classes + "let made = (0..<300).map { C(\"m\\($0)\") }")
        #expect(run.interpreter.heap.objects.count == 300)
        #expect(count(run, "C#1") == 1 && count(run, "C#300") == 1)
        #expect(run.output.isEmpty)
        // 300 calls, each with safe points: scanning what was gathered would find ~45,000.
        #expect(run.interpreter.heap.counts.scannedReferences < 3_000, "\(run.interpreter.heap.counts.scannedReferences)")
        try run.load("print([1, 2].map { C(\"t\\($0)\") }.count)")
        #expect(run.output == ["2", "deinit t1", "deinit t2"])
        #expect(run.interpreter.heap.objects.count == 300)
    }

    /// A `deinit` that stores what its object held keeps it alive, as ARC does: the object's
    /// references are released after its `deinit` ran, counting what it stored.
    @Test func aDeinitThatStoresWhatItHeldKeepsIt() throws {
        let run = Run()
        try run.load(Self.classes + """
            var saved: C? = nil
            class Owner {
                let kept: C
                init(kept: C) { self.kept = kept }
                deinit { saved = kept; print("deinit owner") }
            }
            func make() { let owner = Owner(kept: C("kept")); _ = owner }
            make()
            print(saved?.name ?? "none")
            saved = nil
            print("end")
            """)
        #expect(run.output == ["deinit owner", "kept", "deinit kept", "end"])
    }

    /// Walking a list (`cursor = node.next`) drops, at each node, an object the list still
    /// holds: no safe point runs for it. Freeing the list frees each node once, in order.
    @Test func walkingAListRunsNoSafePointPerNode() throws {
        let run = Run()
        try run.load(Self.classes + """
            var head: C? = nil
            for i in 0..<300 {
                let node = C("n\\(i)")
                node.other = head
                head = node
            }
            func walk() -> Int {
                var count = 0
                var cursor = head
                while let node = cursor {
                    count += 1
                    cursor = node.other
                }
                return count
            }
            """)
        let before = run.interpreter.heap.counts.scannedReferences
        try run.load("print(walk())")
        #expect(run.output == ["300"])
        // A safe point per node would scan the walk's frame 600 times.
        #expect(run.interpreter.heap.counts.scannedReferences - before < 50, "\(run.interpreter.heap.counts.scannedReferences - before)")
        try run.load("head = nil")
        #expect(run.output.count == 301)
        #expect(run.output[1] == "deinit n299" && run.output[300] == "deinit n0")
        #expect(run.interpreter.heap.objects.count == 0)
    }
}
