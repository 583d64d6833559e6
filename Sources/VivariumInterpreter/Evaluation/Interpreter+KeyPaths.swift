import Foundation
import VivariumSyntax

/// Key paths as values: `value[keyPath: path]` reads and writes through them (a
/// `WritableKeyPath` names stored or settable properties), and `sorted(using:)` orders by
/// `KeyPathComparator`s (The Swift Programming Language, "Key-Path Expression"; Foundation,
/// "KeyPathComparator", "SortOrder").
extension Interpreter {
    /// The key path types a declaration can name.
    static let keyPathTypeNames: Set<String> = [
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
        "KeyPathComparator", "SortOrder", "SortDescriptor",
    ]

    /// Whether `inputs` can go to `decl`'s parameters as far as key paths go: a parameter typed
    /// `KeyPath<Root, Value>` takes no closure (`sorted(by: areInIncreasingOrder)` leaves a user
    /// `sorted(by keyPath:)` for the standard library's `sorted(by:)`, as Swift's overload
    /// resolution does by type). A name is looked at; any other expression is given the benefit.
    func keyPathParametersFit(_ decl: FunctionDecl, _ inputs: [ArgumentInput]) -> Bool {
        guard decl.parameters.contains(where: { Self.keyPathTypeNames.contains($0.type.nominalName ?? "") }),
              let mapping = matchArguments(decl.parameters, inputs) else { return true }
        for (parameter, indices) in zip(decl.parameters, mapping) where Self.keyPathTypeNames.contains(parameter.type.nominalName ?? "") {
            for index in indices {
                guard case .expression(let argument, let scope) = inputs[index] else { continue }
                switch argument.value.kind {
                case .closure: return false
                case .identifier:
                    if case .function? = try? readWeak(evaluate(argument.value, in: scope)) { return false }
                default: continue
                }
            }
        }
        return true
    }

    /// `base[keyPath: path]` as a place: the member chain the path names, so that a write goes
    /// through setters, observers and property wrappers as `base.a.b = value` would.
    func keyPathPlace(_ base: Expr, _ arguments: [Argument], in scope: Scope, at location: SourceLocation) throws -> Expr? {
        guard arguments.count == 1, arguments[0].label == "keyPath" else { return nil }
        if case .identifier(let name) = arguments[0].value.kind,
           let declared = try? knownType(of: arguments[0].value, in: scope),
           ["KeyPath", "PartialKeyPath", "AnyKeyPath"].contains(declared.nominalName ?? "") {
            throw RuntimeError(.trap, "cannot assign through subscript: '\(name)' is a read-only key path", at: location)
        }
        guard case .keyPath(let components) = readWeak(try evaluate(arguments[0].value, in: scope)) else {
            throw RuntimeError(.trap, "the argument of subscript(keyPath:) is not a key path", at: location)
        }
        var place = base
        var chained = false
        for component in components where component != "self" {
            if component.hasPrefix("[") {
                let index: Expr = switch Self.keyPathIndex(component) {
                case .int(let number): Expr(.integer(number), at: location)
                case .string(let text): Expr(.string(text), at: location)
                default: Expr(.discard, at: location)
                }
                place = Expr(.subscriptAccess(base: place, arguments: [Argument(label: nil, value: index, location: location)]), at: location)
                continue
            }
            if component == "?" || component == "!" {
                // `person[keyPath: \.address?.city] = "Oslo"`: written only when the optional is there.
                chained = chained || component == "?"
                place = Expr(component == "?" ? .optionalChain(place) : .forceUnwrap(place), at: location)
                continue
            }
            guard component.first.map({ $0.isLetter || $0 == "_" }) == true else {
                throw RuntimeError.notSupported("writing through the key path component '\(component)'", at: location)
            }
            place = Expr(.member(base: place, name: component), at: location)
        }
        return chained ? Expr(.optionalEvaluation(place), at: location) : place
    }

    /// `elements.sorted(using: comparator)` (or an array of comparators, the first deciding
    /// unless its values are equal): stable, as Swift's sort is.
    func sorted(_ elements: [Value], using comparators: Value, at location: SourceLocation) throws -> [Value] {
        let list: [Value] = if case .array(let values) = comparators { values } else { [comparators] }
        var keys: [(path: [String], forward: Bool, strings: String?)] = []
        for comparator in list {
            guard case .builtin(let value) = comparator, value.kind == "KeyPathComparator" || value.kind == "SortDescriptor",
                  case .keyPath(let path)? = value["keyPath"] else {
                throw RuntimeError.notSupported("sorting using \(describe(comparator))", at: location)
            }
            let strings: String? = if case .string(let name)? = value["stringComparator"] { name } else { nil }
            keys.append((path, value["order"].flatMap(FrameworkValues.memberName) != "reverse", strings))
        }
        var failure: Error?
        let result = elements.sorted { a, b in
            guard failure == nil else { return false }
            do {
                for key in keys {
                    let left = try apply(keyPath: key.path, to: a, at: location)
                    let right = try apply(keyPath: key.path, to: b, at: location)
                    if let strings = key.strings, case .string(let x) = left, case .string(let y) = right {
                        let order = Self.compareStrings(x, y, strings)
                        if order == .orderedSame { continue }
                        return (order == .orderedAscending) == key.forward
                    }
                    if try truthy(compare("<", left, right, at: location), at: location) { return key.forward }
                    if try truthy(compare("<", right, left, at: location), at: location) { return !key.forward }
                }
                return false
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }
}

extension FrameworkValues {
    /// `KeyPathComparator(\Runner.name, order: .reverse)`, `SortDescriptor(\.name)`. A
    /// `String.StandardComparator` (`comparator: .localizedStandard`) orders String values; both
    /// use `.localizedStandard` for String values by default (Foundation, "SortDescriptor":
    /// `init(_:comparator:order:)`, "comparator: String.StandardComparator = .localizedStandard";
    /// "KeyPathComparator", `init(_:order:)`: "The underlying field comparison uses
    /// `ComparableComparator<Value>()` unless the keyPath points to a `String` in which case the
    /// default string comparator, `String.StandardComparator.localizedStandard`, will be used"),
    /// so `KeyPathComparator(\.name)` puts "adam" before "Bea".
    static func keyPathComparator(_ values: [Value], _ labels: [String?], kind: String = "KeyPathComparator") -> Value? {
        guard case .keyPath(let components)? = values.first else { return nil }
        let order = zip(labels, values).first { $0.0 == "order" }?.1
        // A comparator that is not a `String.StandardComparator` (`ComparableComparator()`)
        // compares by `<`.
        let given = zip(labels, values).first { $0.0 == "comparator" }
        let strings = given.map { memberName(of: $0.1) ?? "lexical" } ?? "localizedStandard"
        var comparator = BuiltinValue(kind: kind, fields: [
            "description": .string("\(kind)(\\.\(components.joined(separator: ".")))"),
            "keyPath": .keyPath(components),
        ])
        comparator["stringComparator"] = .string(strings)
        comparator["order"] = order ?? .builtin(BuiltinValue(kind: "SortOrder.forward", fields: ["member": .string("forward")]))
        return .builtin(comparator)
    }
}

extension Interpreter {
    /// Two strings ordered as a `String.StandardComparator` orders them: `.localizedStandard`
    /// as Finder does (case-insensitive, digits by value), `.localized` by the locale's
    /// collation, `.lexical` by Unicode scalar values.
    static func compareStrings(_ a: String, _ b: String, _ comparator: String) -> ComparisonResult {
        switch comparator {
        case "localizedStandard": return a.localizedStandardCompare(b)
        case "localized": return a.localizedCompare(b)
        default: return a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
        }
    }
}
