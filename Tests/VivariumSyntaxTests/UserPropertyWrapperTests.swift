import Testing
@testable import VivariumSyntax

/// SE-0258 expansion of user property wrappers, before checking and running.
@Suite struct UserPropertyWrapperTests {
    @Test func expandsStorageWrappedAndProjectedProperties() {
        let program = Frontend.lower(SourceFile(name: "test.swift", text: """
        @propertyWrapper struct Clamped {
            var wrappedValue: Int
            var projectedValue: Int { wrappedValue * 2 }
            init(wrappedValue: Int, max: Int) { self.wrappedValue = min(wrappedValue, max) }
        }
        struct S { @Clamped(max: 9) var level = 3; @State var other = 1 }
        """)).program
        let wrappers = UserPropertyWrappers.declared(in: [program])
        #expect(wrappers == ["Clamped": .init(hasProjection: true, wrappedValueType: .named("Int"))])
        let expanded = UserPropertyWrappers.expand(program, wrappers: wrappers)
        guard case .type(let s) = expanded.declarations.last else { Issue.record("no type"); return }
        let properties = s.members.compactMap { if case .property(let p) = $0 { return p } else { return nil } }
        #expect(properties.map(\.name) == ["_level", "level", "$level", "other"])
        #expect(properties[0].wrapper == nil && !properties[0].isComputed)
        guard case .call(_, let arguments)? = properties[0].initializer?.kind else { Issue.record("no init"); return }
        #expect(arguments.map(\.label) == ["wrappedValue", "max"])
        #expect(properties[1].isComputed && properties[1].setter != nil)
        #expect(properties[3].wrapper?.name == "State")
        #expect(properties[1].setter?.isNonmutating == false)
    }

    /// A wrapper whose `wrappedValue` has a `nonmutating set` (storage in an `@State` inside)
    /// gives the wrapped property a nonmutating setter, as the compiler synthesizes it.
    @Test func nonmutatingWrappedValueSetterMakesTheWrappedSetterNonmutating() {
        let program = Frontend.lower(SourceFile(name: "test.swift", text: """
        @propertyWrapper struct Tally: DynamicProperty {
            @State private var values: [Int] = []
            var wrappedValue: [Int] { get { values } nonmutating set { values = newValue } }
        }
        struct V { @Tally var rolls }
        """)).program
        let wrappers = UserPropertyWrappers.declared(in: [program])
        // Every stored property has a default: `@Tally var rolls` is initialized with `Tally()`.
        // Its `wrappedValue` is computed and it declares no initializer: it cannot be made from a
        // wrapped value, so a memberwise initializer takes `rolls: Tally`.
        #expect(wrappers == ["Tally": .init(hasProjection: false, hasNonmutatingSetter: true, wrappedValueType: .array(.named("Int")),
                                            isDefaultInitializable: true, takesWrappedValue: false)])
        let expanded = UserPropertyWrappers.expand(program, wrappers: wrappers)
        guard case .type(let v) = expanded.declarations.last else { Issue.record("no type"); return }
        let properties = v.members.compactMap { if case .property(let p) = $0 { return p } else { return nil } }
        #expect(properties.map(\.name) == ["_rolls", "rolls"])
        #expect(properties[1].setter?.isNonmutating == true)
    }

    /// A generic wrapper's arguments come from the wrapped property's type (SE-0258):
    /// `@Stored("d") var draft: Draft?` with `wrappedValue: Value?` stores a `Stored<Draft>`.
    @Test func genericWrapperStorageTakesTheWrappedType() {
        let program = Frontend.lower(SourceFile(name: "test.swift", text: """
        @propertyWrapper struct Stored<Value> {
            var value: Value?
            init(_ key: String) {}
            var wrappedValue: Value? { get { value } set { value = newValue } }
        }
        struct S { @Stored("d") var draft: Draft? }
        """)).program
        let wrappers = UserPropertyWrappers.declared(in: [program])
        let expanded = UserPropertyWrappers.expand(program, wrappers: wrappers)
        guard case .type(let s) = expanded.declarations.last else { Issue.record("no type"); return }
        let properties = s.members.compactMap { if case .property(let p) = $0 { return p } else { return nil } }
        #expect(properties.first?.type == .named("Stored", generics: [.named("Draft")]))
    }
}
