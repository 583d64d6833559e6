/// SwiftUI's `NavigationPath`, written in Vivarium's Swift subset: a type-erased list of the
/// values pushed on a `NavigationStack(path:)` (Apple, "NavigationPath": "A type-erased list
/// of data representing the content of a navigation stack"; `append(_:)`, `removeLast(_:)`,
/// `count`, `isEmpty`). The graph reads and writes its elements as it does an array path's.
///
/// `codable` (Apple, "NavigationPath.codable": "A value that describes the contents of this
/// path in a serializable format. This value is nil if any of the type-erased elements of the
/// path don't conform to the Codable protocol.") is a `CodableRepresentation`, which encodes as
/// SwiftUI's does, a list of strings: each element's type name, then its JSON, the last element
/// first. `init(_:)` rebuilds the path from one (Apple, "init(_:)": "Creates a new navigation
/// path from a serializable version"). Decoding a representation finds each type by its name
/// among the types a `codable` of this session has encoded, and the standard scalars; any other
/// name is a `DecodingError.dataCorrupted`.
extension BundledModule {
    static let navigationPath = BundledModule(
        name: "NavigationPath",
        dependencies: ["FoundationJSON"],
        autoloadNames: ["NavigationPath"],
        source: #"""
struct NavigationPath: Equatable {
    var _elements: [Any]

    init() {
        _elements = []
    }

    init(_ elements: Any) {
        if let codable = elements as? _NavigationPathCodableRepresentation {
            _elements = codable._elements
        } else {
            _elements = elements as! [Any]
        }
    }

    typealias CodableRepresentation = _NavigationPathCodableRepresentation

    var count: Int { _elements.count }
    var isEmpty: Bool { _elements.isEmpty }

    mutating func append(_ value: Any) {
        _elements.append(value)
    }

    mutating func removeLast(_ k: Int = 1) {
        _elements.removeLast(k)
    }

    static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        guard lhs._elements.count == rhs._elements.count else { return false }
        for index in 0..<lhs._elements.count {
            if String(describing: lhs._elements[index]) != String(describing: rhs._elements[index]) { return false }
            if String(reflecting: type(of: lhs._elements[index])) != String(reflecting: type(of: rhs._elements[index])) { return false }
        }
        return true
    }

    var codable: CodableRepresentation? {
        var strings: [String] = []
        for element in _elements.reversed() {
            guard element is Codable else { return nil }
            let name = String(reflecting: type(of: element))
            _NavigationPathCodableRepresentation._types[name] = type(of: element)
            guard let data = try? JSONEncoder().encode(element) else { return nil }
            strings.append(name)
            strings.append(String(decoding: data, as: UTF8.self))
        }
        return _NavigationPathCodableRepresentation(_strings: strings, _elements: _elements)
    }
}

/// `NavigationPath.CodableRepresentation` (a top-level name: Transferable has a `CodableRepresentation` of its own).
struct _NavigationPathCodableRepresentation: Codable {
    static var _types: [String: Any.Type] = ["Int": Int.self, "String": String.self, "Double": Double.self, "Bool": Bool.self]
    var _strings: [String]
    var _elements: [Any]

    init(_strings: [String], _elements: [Any]) {
        self._strings = _strings
        self._elements = _elements
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var strings: [String] = []
        while !container.isAtEnd {
            strings.append(try container.decode(String.self))
        }
        var elements: [Any] = []
        var index = 0
        while index + 1 < strings.count {
            guard let type = _NavigationPathCodableRepresentation._types[strings[index]] else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "No type named \(strings[index]) to decode a NavigationPath element as"))
            }
            elements.insert(try JSONDecoder().decode(type, from: Data(strings[index + 1].utf8)), at: 0)
            index += 2
        }
        _strings = strings
        _elements = elements
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for string in _strings {
            try container.encode(string)
        }
    }
}
"""#)
}
