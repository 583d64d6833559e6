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
}
