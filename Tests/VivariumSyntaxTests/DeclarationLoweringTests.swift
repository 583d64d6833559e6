import Testing
@testable import VivariumSyntax

/// Shapes of lowered declarations, members and parameters.
@Suite struct DeclarationLoweringTests {
    private func property(_ member: MemberDecl?) -> PropertyDecl? {
        if case .property(let property)? = member { return property }
        return nil
    }

    @Test func propertyWrappersAndAttributes() throws {
        let list = members("""
        struct V: View {
            @State private var count = 0
            @Environment(\\.dismiss) var dismiss
            @ObservationIgnored @AppStorage("k") var stored = ""
            @MainActor var plain = 1
            @ObservedObject var a: M, b: M
            static let shared = V()
        }
        """)
        let count = try #require(property(list[0]))
        #expect(count.wrapper?.name == "State")
        #expect(count.modifiers == [.private])
        #expect(count.initializer?.kind == .integer(0))
        #expect(count.nameLocation.column == 24 && count.location.column == 5)

        let dismiss = try #require(property(list[1]))
        #expect(dismiss.wrapper?.name == "Environment")
        #expect(dismiss.wrapper?.arguments.map(\.value.kind) == [.keyPath(root: nil, components: ["dismiss"])])
        #expect(dismiss.wrapper?.location.column == 5)

        let stored = try #require(property(list[2]))
        #expect(stored.attributes.map(\.name) == ["ObservationIgnored", "AppStorage"])
        #expect(stored.wrapper?.name == "AppStorage")
        #expect(try #require(property(list[3])).wrapper == nil)

        let a = try #require(property(list[4])), b = try #require(property(list[5]))
        #expect([a.name, b.name] == ["a", "b"])
        #expect(a.type == .named("M") && b.type == .named("M"))
        #expect(a.wrapper?.name == "ObservedObject" && b.wrapper?.name == "ObservedObject")
        #expect(try #require(property(list[6])).isStatic)
    }

    @Test func computedPropertiesAndObservers() throws {
        let list = members("""
        struct V {
            var body: some View { Text("a") }
            var value: Int {
                get { 1 }
                set(v) { print(v) }
            }
            var watched = 0 { willSet { print(newValue) } didSet { print(oldValue) } }
        }
        """)
        let body = try #require(property(list[0]))
        #expect(body.type == .opaque("View"))
        #expect(body.getter?.count == 1)
        let value = try #require(property(list[1]))
        #expect(value.getter?.count == 1)
        #expect(value.setter?.parameterName == "v")
        let watched = try #require(property(list[2]))
        #expect(watched.isComputed == false)
        #expect(watched.willSet?.parameterName == "newValue")
        #expect(watched.didSet?.parameterName == "oldValue")
    }

    @Test func autoclosureAndOtherParameters() throws {
        let list = members("""
        struct V {
            init(myModel: @autoclosure @escaping () -> MyModel) {
                self._myModel = .init(wrappedValue: myModel())
            }
            func f(_ a: Int, to b: inout [String], c: Int = 3, d: Int..., @ViewBuilder content: () -> Content) async throws -> Int? { 0 }
            convenience init?(x: Int) {}
            deinit {}
        }
        """)
        guard case .initializer(let initializer) = list[0] else { Issue.record("init"); return }
        let thunk = try #require(initializer.parameters.first)
        #expect(thunk.label == "myModel" && thunk.name == "myModel")
        #expect(thunk.isAutoclosure && thunk.isEscaping)
        #expect(thunk.type == .function(parameters: [], result: .named("MyModel"), isAsync: false, isThrowing: false))

        guard case .function(let f) = list[1] else { Issue.record("func"); return }
        #expect(f.parameters.map(\.label) == [nil, "to", "c", "d", "content"])
        #expect(f.parameters.map(\.name) == ["a", "b", "c", "d", "content"])
        #expect(f.parameters[1].isInout && f.parameters[1].type == .array(.named("String")))
        #expect(f.parameters[2].defaultValue?.kind == .integer(3))
        #expect(f.parameters[3].isVariadic)
        #expect(f.parameters[4].attributes.map(\.name) == ["ViewBuilder"])
        #expect(f.isAsync && f.isThrowing && f.returnType == .optional(.named("Int")))

        guard case .initializer(let failable) = list[2] else { Issue.record("init?"); return }
        #expect(failable.isFailable && failable.modifiers.contains(.convenience))
        guard case .deinitializer = list[3] else { Issue.record("deinit"); return }
    }

    @Test func enumsAndGenerics() throws {
        let program = lowerClean("""
        enum E: String { case a, b = "bee"; case c(Int, label: String) }
        struct Box<Content: View>: View where Content: Equatable { let content: Content }
        typealias Pair = (Int, [String: Int])
        """)
        guard case .type(let e) = program.declarations[0] else { Issue.record("enum"); return }
        let cases = e.members.compactMap { member -> EnumCaseDecl? in
            if case .enumCase(let decl) = member { return decl }
            return nil
        }
        #expect(cases.map(\.name) == ["a", "b", "c"])
        #expect(cases[1].rawValue?.kind == .string("bee"))
        #expect(cases[2].associatedValues == [nil, "label"])
        guard case .type(let box) = program.declarations[1] else { Issue.record("struct"); return }
        #expect(box.genericParameters == ["Content"])
        #expect(box.nameLocation.column == 8)
        guard case .typealias(let pair) = program.declarations[2] else { Issue.record("typealias"); return }
        #expect(pair.type == .tuple([.named("Int"), .dictionary(key: .named("String"), value: .named("Int"))], labels: [nil, nil]))
    }

    @Test func types() {
        let cases: [(String, TypeReference)] = [
            ("() -> T", .function(parameters: [], result: .named("T"), isAsync: false, isThrowing: false)),
            ("(Int) async throws -> Void", .function(parameters: [.named("Int")], result: .named("Void"), isAsync: true, isThrowing: true)),
            ("T!", .implicitlyUnwrapped(.named("T"))),
            ("A.B", .member(.named("A"), "B")),
            ("Factory<CounterViewModel>", .named("Factory", generics: [.named("CounterViewModel")])),
            ("any P", .existential("P")),
            ("T.Type", .metatype(.named("T"))),
            ("(Int, String)", .tuple([.named("Int"), .named("String")], labels: [nil, nil])),
            ("(min: Int, max: Int)", .tuple([.named("Int"), .named("Int")], labels: ["min", "max"])),
        ]
        for (text, expected) in cases {
            let program = lowerClean("var x: \(text)")
            guard case .variable(let property)? = program.declarations.first else { Issue.record("\(text)"); continue }
            #expect(property.type == expected, "\(text)")
        }
    }

    @Test func topLevelDeclarations() {
        let program = lowerClean("""
        import SwiftUI
        var counter = Counter()
        counter.increment()
        func helper() {}
        extension Counter: Equatable {}
        #Preview { ContentView() }
        """)
        // The `#Preview` is a view-builder function that `mount preview` calls.
        #expect(program.declarations.count == 6)
        #expect(Preview.all(in: program).count == 1)
        guard case .import("SwiftUI", _) = program.declarations[0] else { Issue.record("import"); return }
        guard case .variable(let counter) = program.declarations[1] else { Issue.record("var"); return }
        #expect(counter.name == "counter" && !counter.isLet)
        guard case .statement(let call) = program.declarations[2], case .expression = call.kind else { Issue.record("statement"); return }
        guard case .extension(let ext) = program.declarations[4] else { Issue.record("extension"); return }
        #expect(ext.extendedType == "Counter" && ext.inheritedTypes.map(\.name) == ["Equatable"])
    }

    /// A Swift playground page: its live view (`setLiveView(_:)`, `liveView =`) is the preview
    /// "Live View"; `needsIndefiniteExecution` and `finishExecution()` lower to nothing.
    @Test func playgroundPageLiveViewIsAPreview() {
        let program = lowerClean("""
        import PlaygroundSupport
        struct Page: View { var body: some View { Text("p") } }
        PlaygroundPage.current.needsIndefiniteExecution = true
        PlaygroundPage.current.setLiveView(Page())
        PlaygroundPage.current.liveView = UIHostingController(rootView: Page())
        PlaygroundPage.current.finishExecution()
        """)
        #expect(Preview.all(in: program).map(\.name) == ["Live View", "Live View"])
        #expect(program.declarations.count == 4)
    }

    /// `AnimatableModifier` is declared `protocol AnimatableModifier: Animatable, ViewModifier`:
    /// a type conforming to it conforms to both.
    @Test func animatableModifierConformsToAnimatableAndViewModifier() {
        let program = lowerClean("struct Lift: AnimatableModifier, Equatable { var y = 0.0 }")
        guard case .type(let lift)? = program.declarations.first else { Issue.record("type"); return }
        #expect(lift.inheritedTypes.map(\.name) == ["Animatable", "ViewModifier", "Equatable"])
    }
}
