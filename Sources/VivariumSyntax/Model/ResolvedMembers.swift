/// What the checker resolved that the interpreter executes as resolved, by source location
/// (issue 23's resolved model, one fact at a time).
///
/// So far: members a protocol extension implements that are not the protocol's requirements,
/// reached through a receiver whose static type is the protocol (`let g: any Greeter`,
/// `[any Greeter]`'s elements, `self` inside `extension Greeter`). Swift dispatches those
/// statically, to the extension's implementation, whatever the value's dynamic type declares
/// (The Swift Programming Language, "Protocols": "Providing Default Implementations"; only a
/// requirement is dispatched through the conformance).
public final class ResolvedMembers {
    /// A member the checker bound to a protocol extension's implementation.
    public struct StaticMember: Hashable, Sendable {
        /// The member's name (`wave` of `g.wave()`).
        public var name: String
        /// The protocol whose extension implements it.
        public var protocolName: String
    }

    /// By the location of the member's name (`wave` in `g.wave()`), or of the bare name of an
    /// implicit `self` call (`wave()` inside `extension Greeter`).
    public private(set) var staticMembers: [SourceLocation: StaticMember] = [:]

    public init() {}

    func recordStaticMember(_ name: String, of protocolName: String, at location: SourceLocation) {
        staticMembers[location] = StaticMember(name: name, protocolName: protocolName)
    }
}
