/// What the checker resolved that the interpreter executes as resolved, by source location
/// (issue 23's resolved model, one fact at a time).
///
/// So far: members a protocol extension implements that are not the protocol's requirements,
/// reached through a receiver whose static type is the protocol (`let g: any Greeter`,
/// `[any Greeter]`'s elements, `self` inside `extension Greeter`). Swift dispatches those
/// statically, to the extension's implementation, whatever the value's dynamic type declares
/// (The Swift Programming Language, "Protocols": "Providing Default Implementations"; only a
/// requirement is dispatched through the conformance).
///
/// And requirements the protocol's extension implements, reached the same way: dispatched
/// through the conformance, whose witness a class fixes where it declares the conformance. A
/// subclass's member of that name is no witness when the conforming class (and its
/// superclasses) took the extension's default: through the protocol, the default runs.
public final class ResolvedMembers {
    /// A member the checker bound to a protocol extension's implementation.
    public struct StaticMember: Hashable, Sendable {
        /// The member's name (`wave` of `g.wave()`).
        public var name: String
        /// The protocol whose extension implements it.
        public var protocolName: String
        /// A requirement with that default: the extension's runs only when the conformance
        /// took it (the interpreter decides, from the value's class).
        public var isRequirement = false
    }

    /// By the location of the member's name (`wave` in `g.wave()`), or of the bare name of an
    /// implicit `self` call (`wave()` inside `extension Greeter`).
    public private(set) var staticMembers: [SourceLocation: StaticMember] = [:]

    /// The receivers of `map` and `flatMap` whose static type is an optional, by the
    /// receiver's location: `$0.flatMap(Int.init)` over `[String?]` is `Optional.flatMap` (the
    /// closure takes the wrapped string), not a sequence's (its characters).
    public private(set) var optionalReceivers: Set<SourceLocation> = []

    /// `==` and `!=` with an operand whose static type is a Set, by the operator expression's
    /// location: a Set is an array without duplicates at run time, and Set's `==` ignores order.
    public private(set) var setComparisons: Set<SourceLocation> = []

    /// Integer operations whose static type is narrower than `Int` (`a &+ 10`, `a += 1` of a
    /// `UInt8`), by the operation's location, with that type's name: the interpreter holds every
    /// integer as an `Int`, and wraps or traps at the narrow type's bounds where these say so.
    public private(set) var narrowIntegerOperations: [SourceLocation: String] = [:]

    /// Arguments of `print` whose static type holds an optional inside it (`[Int?]` of
    /// `words.map { Int($0) }`, `String??` of `[String?]`'s `first`), by the argument's
    /// location, with that type: a value is not boxed at run time, so only this type says
    /// where `print` shows `Optional(…)` (`[Optional(1), nil]`, `Optional(Optional("a"))`).
    /// And those of type `Float`, held as a Double: they print a Float's digits.
    public private(set) var printedTypes: [SourceLocation: TypeReference] = [:]

    /// The type each implicit member expression names a member of (`.red` where a `Color` is
    /// expected, `.init(id: 1)` where an `Item` is, `.loaded(rows)` where a `LoadState` is), by
    /// the location of its dot, when the checker found the member in its contextual type: the
    /// interpreter takes it as the context and infers none of its own there.
    public private(set) var implicitMemberTypes: [SourceLocation: TypeReference] = [:]

    public init() {}

    func recordImplicitMemberType(_ type: TypeReference, at location: SourceLocation) {
        implicitMemberTypes[location] = type
    }

    func recordPrintedType(_ type: TypeReference, at location: SourceLocation) {
        printedTypes[location] = type
    }

    func recordNarrowIntegerOperation(_ typeName: String, at location: SourceLocation) {
        narrowIntegerOperations[location] = typeName
    }

    func recordSetComparison(at location: SourceLocation) {
        setComparisons.insert(location)
    }

    func recordOptionalReceiver(at location: SourceLocation) {
        optionalReceivers.insert(location)
    }

    func recordStaticMember(_ name: String, of protocolName: String, isRequirement: Bool = false, at location: SourceLocation) {
        staticMembers[location] = StaticMember(name: name, protocolName: protocolName, isRequirement: isRequirement)
    }
}
