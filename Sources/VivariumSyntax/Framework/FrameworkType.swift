import Foundation

/// A parameter of a framework member, initializer or modifier.
public struct FrameworkParameter: Hashable, Sendable {
    /// The argument label, `nil` for `_`.
    public var label: String?
    /// The parameter's type; `nil` when any value is accepted (`value: some Equatable`).
    public var type: TypeReference?
    public var hasDefault: Bool
}

/// A member of a framework type known by its signature: a property (`Color.red: Color`) or a
/// function (`Animation.easeInOut(duration:) -> Animation`).
public struct FrameworkMember: Hashable, Sendable {
    public var name: String
    public var isStatic: Bool
    /// `nil` for a property; the parameters of a function.
    public var parameters: [FrameworkParameter]?
    public var result: TypeReference

    /// Whether `labels` (one per argument, `nil` for unlabeled) can call this function: each
    /// parameter without a default is given, in order.
    public func accepts(labels: [String?]) -> Bool {
        guard let parameters else { return false }
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == labels.count
    }
}

/// What the playground knows of one framework type (SwiftUI, Foundation, the standard
/// library) for type checking and implicit member expressions: its static members, its
/// instance members, and, for a protocol, the types whose static members an implicit member
/// expression finds where the protocol is expected (`extension ShapeStyle where Self == Color`).
public struct FrameworkType: Sendable {
    public var name: String
    public var staticMembers: [String: [FrameworkMember]] = [:]
    public var members: [String: [FrameworkMember]] = [:]
    /// For a protocol: the conforming types searched for `.name`, in order.
    public var implicitMemberTypes: [String] = []
    /// Every static member is listed, so `.name` that is none of them is the compiler's
    /// `type 'T' has no member 'name'`. Open tables (most protocols) say nothing.
    public var staticsComplete: Bool
    /// Every overload of every static function is listed, with its labels and defaults, so a
    /// call that matches none of them is the compiler's error (`.seconds()`: `missing argument
    /// for parameter #1 in call`). Most tables list only the overloads code commonly calls.
    public var overloadsComplete: Bool

    /// A table from signature lines, one member each, in Swift's own notation:
    /// `static red: Color`, `static easeInOut(duration: Double) -> Animation`,
    /// `opacity(_: Double) -> Color`, `static spring(response: Double = _) -> Animation`.
    public init(_ name: String, complete: Bool = true, overloadsComplete: Bool = false, implicitMemberTypes: [String] = [],
                _ lines: [String]) {
        self.name = name
        self.staticsComplete = complete
        self.overloadsComplete = overloadsComplete
        self.implicitMemberTypes = implicitMemberTypes
        for line in lines {
            // Safe: the lines are this target's own constant tables (no user input), and every
            // table is built by the checker tests, so a malformed line fails `make test`.
            guard let member = FrameworkSignature.parse(line) else {
                preconditionFailure("malformed framework signature for \(name): \(line)")
            }
            if member.isStatic {
                staticMembers[member.name, default: []].append(member)
            } else {
                members[member.name, default: []].append(member)
            }
        }
    }
}

/// Parses the signature lines of `FrameworkType` tables.
enum FrameworkSignature {
    static func parse(_ line: String) -> FrameworkMember? {
        var text = Substring(line.trimmingCharacters(in: .whitespaces))
        var isStatic = false
        if text.hasPrefix("static ") {
            isStatic = true
            text = text.dropFirst("static ".count)
        }
        if let open = text.firstIndex(of: "(") {
            let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            guard let close = matchingParen(text, from: open) else { return nil }
            let inside = text[text.index(after: open)..<close]
            let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("->") else { return nil }
            let result = parseType(String(rest.dropFirst(2)))
            let parameters = splitTopLevel(String(inside)).map(parseParameter)
            return FrameworkMember(name: name, isStatic: isStatic, parameters: parameters, result: result)
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
        return FrameworkMember(name: name, isStatic: isStatic, parameters: nil,
                               result: parseType(String(text[text.index(after: colon)...])))
    }

    /// `label: Type`, `_: Type`, `label: Type = _`, `value: _` (any type).
    static func parseParameter(_ text: String) -> FrameworkParameter {
        var body = text.trimmingCharacters(in: .whitespaces)
        var hasDefault = false
        if let equals = body.range(of: " = ") {
            hasDefault = true
            body = String(body[..<equals.lowerBound])
        }
        guard let colon = body.firstIndex(of: ":") else {
            return FrameworkParameter(label: body == "_" ? nil : body, type: nil, hasDefault: hasDefault)
        }
        let label = body[..<colon].trimmingCharacters(in: .whitespaces)
        let typeText = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return FrameworkParameter(label: label == "_" ? nil : label, type: typeText == "_" ? nil : parseType(typeText),
                                  hasDefault: hasDefault)
    }

    /// `Color`, `Color?`, `Font.Design`, `[Color]`, `ClosedRange<DynamicTypeSize>` (arguments without commas).
    static func parseType(_ text: String) -> TypeReference {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("?") { return .optional(parseType(String(trimmed.dropLast()))) }
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") { return .array(parseType(String(trimmed.dropFirst().dropLast()))) }
        if let open = trimmed.firstIndex(of: "<"), trimmed.hasSuffix(">"), !trimmed.contains(",") {
            let argument = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            return .named(String(trimmed[..<open]), generics: [parseType(String(argument))])
        }
        let parts = trimmed.split(separator: ".").map(String.init)
        var type = TypeReference.named(parts[0])
        for part in parts.dropFirst() { type = .member(type, part) }
        return type
    }

    private static func matchingParen(_ text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        return nil
    }

    private static func splitTopLevel(_ text: String) -> [String] {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = ""; continue }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}

extension TypeReference {
    /// The name a framework table is keyed by: `Font.Design` for `Font.Design`, `Color` for
    /// `Color?` and `some ShapeStyle`.
    public var frameworkName: String? {
        switch self {
        case .named(let name, _): return name
        case .member(let base, let name): return base.frameworkName.map { "\($0).\(name)" }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped.frameworkName
        case .opaque(let name), .existential(let name): return name
        default: return nil
        }
    }
}
