import Testing
@testable import VivariumInterpreter

/// `Value.isIdentical(to:)` decides that a node handed a new view value shows and holds
/// nothing new (the re-render of unchanged rows takes no row again): it must never find two
/// values identical that a user could tell apart, even where `==` finds them equal.
@Suite struct ValueIdentityTests {
    @Test func theSameClosureIsIdenticalAnotherClosureOfTheSameTextIsNot() throws {
        let run = Run()
        try run.load("""
            let f = { 1 }
            let g = f
            let h = { 1 }
            """)
        func value(_ name: String) throws -> Value { try #require(run.interpreter.globals.variables[name]).value }
        #expect(try value("f").isIdentical(to: value("g")))
        #expect(try !value("f").isIdentical(to: value("h")))
    }

    @Test func valuesEqualByEqualityButShownDifferentlyAreNotIdentical() {
        #expect(Equality.equal(.double(0.0), .double(-0.0)))
        #expect(!Value.double(0.0).isIdentical(to: .double(-0.0)))
        #expect(!Value.string("\u{E9}").isIdentical(to: .string("e\u{301}")))
        #expect(Value.string("café").isIdentical(to: .string("café")))
        #expect(!Value.object(3).isIdentical(to: .weakObject(3)))
    }

    @Test func structsAreIdenticalFieldByFieldInOrderWhateverTheirInitArguments() {
        var a = StructValue(typeName: "Row", fields: ["index": .int(1), "model": .object(3)])
        var b = a
        a.initArguments = [ArgumentValue(label: "index", value: .int(1), location: .builtin)]
        b.initArguments = nil
        #expect(Value.structValue(a).isIdentical(to: .structValue(b)))
        let reordered = StructValue(typeName: "Row", fields: ["model": .object(3), "index": .int(1)])
        #expect(!Value.structValue(a).isIdentical(to: .structValue(reordered)))
        let other = StructValue(typeName: "Row", fields: ["index": .int(1), "model": .object(4)])
        #expect(!Value.structValue(a).isIdentical(to: .structValue(other)))
        #expect(BuiltinValue(kind: "StateObject", tag: 7).isIdentical(to: BuiltinValue(kind: "StateObject", tag: 7)))
        #expect(!BuiltinValue(kind: "StateObject", tag: 7).isIdentical(to: BuiltinValue(kind: "StateObject", tag: 8)))
    }

    /// A node keeps the value it has when handed one interchangeable with it: `swap` rebuilds
    /// a view from its `initArguments`, so values made with different arguments (an argument
    /// the initializer did not store) or different generic arguments are not interchangeable,
    /// however identical their fields.
    @Test func interchangeableValuesWereMadeAlikeToo() {
        var a = StructValue(typeName: "Row", fields: ["index": .int(1)])
        a.initArguments = [ArgumentValue(label: "index", value: .int(1), location: .builtin)]
        var b = a
        #expect(Value.structValue(a).isInterchangeable(with: .structValue(b)))
        b.initArguments = [ArgumentValue(label: "index", value: .int(2), location: .builtin)]
        #expect(Value.structValue(a).isIdentical(to: .structValue(b)))
        #expect(!Value.structValue(a).isInterchangeable(with: .structValue(b)))
        b = a
        b.genericArguments = ["T": "Int"]
        #expect(!Value.structValue(a).isInterchangeable(with: .structValue(b)))
        // Nested: a view value in a field, made with other arguments.
        let outer = StructValue(typeName: "Outer", fields: ["content": .structValue(a)])
        var nested = a
        nested.initArguments = nil
        let other = StructValue(typeName: "Outer", fields: ["content": .structValue(nested)])
        #expect(Value.structValue(outer).isIdentical(to: .structValue(other)))
        #expect(!Value.structValue(outer).isInterchangeable(with: .structValue(other)))
        #expect(!Value.int(1).isInterchangeable(with: .int(2)))
        #expect(Value.array([.string("a"), .structValue(a)]).isInterchangeable(with: .array([.string("a"), .structValue(a)])))
    }
}
