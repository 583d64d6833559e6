// A result builder as a small DSL for settings rows and HTML, in the way SwiftUI's builders work.
@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ item: String) -> [String] { [item] }
    static func buildExpression(_ items: [String]) -> [String] { items }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [String]) -> [String] { parts.map { "• " + $0 } }
}

func settings(@ListBuilder _ content: () -> [String]) -> [String] { content() }

let isPro = true
let devices = ["iPhone", "iPad"]
let rows = settings {
    "Account"
    if isPro {
        "Pro features"
    }
    if devices.isEmpty {
        "No devices"
    } else {
        "Devices: \(devices.count)"
    }
    for device in devices {
        "  \(device)"
    }
    ["About", "Help"]
}
print(rows)
print(settings { "Only" })
print(settings {
    if !isPro { "Upgrade" }
})

struct Node: CustomStringConvertible {
    let tag: String
    let children: [Node]
    let text: String?
    var description: String {
        if let text { return "<\(tag)>\(text)</\(tag)>" }
        return "<\(tag)>" + children.map(\.description).joined() + "</\(tag)>"
    }
}
@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ nodes: Node...) -> [Node] { nodes }
    static func buildOptional(_ nodes: [Node]?) -> Node { Node(tag: "span", children: nodes ?? [], text: nil) }
}
func element(_ tag: String, @HTMLBuilder _ content: () -> [Node]) -> Node { Node(tag: tag, children: content(), text: nil) }
func text(_ tag: String, _ value: String) -> Node { Node(tag: tag, children: [], text: value) }
let page = element("div") {
    text("h1", "Title")
    text("p", "Body")
    element("ul") {
        text("li", "one")
        text("li", "two")
    }
}
print(page)
