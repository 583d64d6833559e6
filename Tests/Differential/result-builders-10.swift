// A form's sections built by a result builder of the program's own, as SwiftUI's ViewBuilder
// is: buildExpression for several types, buildOptional, buildEither, buildArray,
// buildLimitedAvailability and buildFinalResult, a builder on a property and on an initializer,
// and a builder whose components are typed by a protocol.
struct Field: CustomStringConvertible {
    let label: String; let value: String
    var description: String { "\(label): \(value)" }
}
enum Component { case field(Field), divider, group([Component]) }
@resultBuilder
enum FormBuilder {
    static func buildExpression(_ field: Field) -> [Component] { [.field(field)] }
    static func buildExpression(_ text: String) -> [Component] { [.field(Field(label: "note", value: text))] }
    static func buildExpression(_ component: Component) -> [Component] { [component] }
    static func buildBlock(_ parts: [Component]...) -> [Component] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Component]?) -> [Component] { part ?? [.divider] }
    static func buildEither(first part: [Component]) -> [Component] { [.group(part)] }
    static func buildEither(second part: [Component]) -> [Component] { part }
    static func buildArray(_ parts: [[Component]]) -> [Component] { parts.flatMap { $0 } + [.divider] }
    static func buildLimitedAvailability(_ part: [Component]) -> [Component] { part }
    static func buildFinalResult(_ parts: [Component]) -> String {
        parts.map(render).joined(separator: " | ")
    }
    static func render(_ c: Component) -> String {
        switch c {
        case .field(let f): return f.description
        case .divider: return "---"
        case .group(let inner): return "{" + inner.map(render).joined(separator: ", ") + "}"
        }
    }
}
struct Profile { var name: String; var email: String?; var tags: [String]; var admin: Bool }
func form(_ p: Profile, @FormBuilder content: (Profile) -> String) -> String { content(p) }
let alice = Profile(name: "Alice", email: "a@x.io", tags: ["new", "beta"], admin: true)
let bob = Profile(name: "Bob", email: nil, tags: [], admin: false)
for p in [alice, bob] {
    print(form(p) { p in
        Field(label: "name", value: p.name)
        if let email = p.email {
            Field(label: "email", value: email)
        }
        if p.admin {
            "administrator"
            Component.divider
        } else {
            Field(label: "role", value: "member")
        }
        for tag in p.tags {
            Field(label: "tag", value: tag.uppercased())
        }
        if #available(macOS 10.0, iOS 10.0, *) {
            "available"
        }
    })
}
switch alice.tags.count {
case 0: print("no tags")
default: print("tags", alice.tags.count)
}

@resultBuilder
struct Joined {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
    static func buildBlock() -> String { "(empty)" }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
    static func buildOptional(_ s: String?) -> String { s ?? "" }
    static func buildExpression(_ n: Int) -> String { "#\(n)" }
    static func buildExpression(_ s: String) -> String { s }
}
struct Banner {
    let text: String
    init(@Joined _ make: () -> String) { text = make() }
    @Joined var subtitle: String {
        "v"
        2
        if text.count > 5 { "long" } else { "short" }
    }
}
let b = Banner { "Hello"; 42; "world" }
print(b.text, "/", b.subtitle)
print(Banner { }.text, "/", Banner { }.subtitle)
let level = 3
let c = Banner {
    switch level {
    case 1: "low"
    case 2, 3: "mid"
    default: "high"
    }
    if level > 5 { "!" }
}
print("[\(c.text)]")
@Joined func status(_ count: Int) -> String {
    "items:"
    count
    if count == 0 { "none" }
}
print(status(0), "/", status(4))
