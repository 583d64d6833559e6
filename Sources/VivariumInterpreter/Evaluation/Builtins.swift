import Foundation
import OrderedCollections
import VivariumSyntax

/// The Swift standard library the playground provides: free functions, builtin types'
/// initializers, properties and methods.
enum Builtins {
    static let globalConstantNames: Set<String> = ["NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC", "M_PI", "M_E", "M_PI_2",
                                                   "M_PI_4", "M_SQRT2", "M_LN2", "M_LN10"]

    /// Every builtin free function: Swift's, and those of the installed framework.
    static var globalFunctions: Set<String> { FrameworkLayer.installed?.functionNames ?? swiftFunctions }
    static let swiftFunctions: Set<String> = Set<String>([
        "print", "debugPrint", "dump", "min", "max", "abs", "fatalError", "precondition", "preconditionFailure",
        "assert", "assertionFailure", "type", "zip", "stride", "sequence", "repeatElement",
        // The UIKit module's reflective creation: a class by name, with `init(coder:)`.
        "__uikitInstantiate",
    ]).union(MathFunctions.names)
    /// Operators that name a function value (`reduce(0, +)`, `sorted(by: >)`).
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "!", "~"]
    /// Every builtin type name: Swift's and Foundation's, and those of the installed framework's values.
    static var typeNames: Set<String> { FrameworkLayer.installed?.typeNames ?? swiftTypeNames }
    static let swiftTypeNames: Set<String> = Set([
        "Int", "Double", "Float", "CGFloat", "String", "Bool", "Character", "Array", "Dictionary", "Set",
        "ObjectIdentifier", "Optional", "NSObject", "AnyHashable",
        // What `addObserver(forName:object:queue:using:)` returns, kept to remove the observer.
        "NSObjectProtocol",
        // Protocols and special types: usable in conformances and annotations.
        "Equatable", "Hashable", "Identifiable", "CaseIterable", "Codable", "Decodable", "Encodable", "Sendable", "AnyObject", "Any", "Error",
        "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Void", "Never", "UInt64", "Int64", "UInt", "Int32",
        "Task", "DispatchQueue", "DispatchTime", "Duration", "CancellationError", "UUID", "Hasher", "MainActor", "Thread",
        // Hand-written Codable (`JSONDecodingContainers`, `JSONEncodingContainers`).
        "Decoder", "Encoder", "KeyedDecodingContainer", "KeyedEncodingContainer", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "UTF8", "ContinuousClock", "SuspendingClock",
        "UnkeyedDecodingContainer", "UnkeyedEncodingContainer",
        // Range types: usable in annotations (`let range: ClosedRange<Int>`); ranges are made with `...`.
        "ClosedRange", "Range", "IndexSet",
        // Swift's `Regex`: regex literals and `try Regex("…")` (`RegexValues`).
        "Regex",
        // `Mirror(reflecting: value).children` (`MirrorValues`).
        "Mirror",
        // A Substring is a String here (slices are copied): usable in annotations (`[Substring]`).
        "Substring",
        // Standard-library protocols, usable as constraints and as `some`/`any` types with a
        // primary associated type (`some Collection<Int>`, SE-0346).
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "StringProtocol",
        "IteratorProtocol", "MutableCollection",
        // Type-erased sequences and iterators (`Interpreter+Iterators`).
        "AnyIterator", "AnySequence",
        // Narrow integers (Ints here, range-checked when made) and Unicode scalars.
        "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UnicodeScalar",
        // Literal protocols a user type may conform to (`Interpreter.userLiteral`).
        "ExpressibleByArrayLiteral", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
    ]).union(FrameworkValues.typeNames).union(Interpreter.keyPathTypeNames)
    /// `text` as `UUID(uuidString:)` reads it: its upper-cased form, or nil when it is not five
    /// groups of 8, 4, 4, 4 and 12 hexadecimal digits.
    static func canonicalUUID(_ text: String) -> String? {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isHexDigit } }) else { return nil }
        return text.uppercased()
    }

    /// A member the playground lacks. On a standard-library value it most likely exists in
    /// Swift, so it is "not supported", not the compiler's "has no member".
    static func missingMember(_ name: String, of value: Value, heap: Heap, at location: SourceLocation) -> RuntimeError {
        let typeName = Describe.typeName(of: value, heap: heap)
        switch value {
        case .string, .array, .dictionary, .int, .double, .bool, .range, .tuple:
            return .notSupported("'\(name)' on \(typeName) (not in the playground's standard library yet)", at: location)
        default:
            return .unresolved("value of type '\(typeName)' has no member '\(name)'", at: location)
        }
    }

    /// A member a Foundation value (`URL`, `Date`, `Calendar`, …) lacks here: not supported
    /// when Foundation has it (`FoundationMemberNames`: it compiles on a device), else swiftc's
    /// words — which the checker reports at load wherever it knows the value's type.
    static func missingFoundationMember(_ name: String, of typeName: String, isStatic: Bool,
                                        at location: SourceLocation) -> RuntimeError {
        if FoundationMemberNames.isMember(name, of: typeName, isStatic: isStatic) == true {
            return .notSupported("'\(name)' on \(typeName) (not in the playground's Foundation yet)", at: location)
        }
        if isStatic, FoundationMemberNames.isMember(name, of: typeName, isStatic: false) == true {
            // `URL.appendingPathComponent`: an instance method named on its type is a function of
            // an instance (an instance property is swiftc's error, which the checker cannot tell apart).
            return .notSupported("instance member '\(name)' named on the type \(typeName)", at: location)
        }
        return .unresolved(isStatic ? "type '\(typeName)' has no member '\(name)'"
                                    : "value of type '\(typeName)' has no member '\(name)'", at: location)
    }

    static func globalConstant(_ name: String) -> Value? {
        switch name {
        case "NSEC_PER_SEC": return .int(1_000_000_000)
        case "NSEC_PER_MSEC": return .int(1_000_000)
        case "NSEC_PER_USEC": return .int(1_000)
        // Glibc's and Darwin's math constants (`M_PI`, `M_E`, …), Doubles.
        case "M_PI": return .double(Double.pi)
        case "M_E": return .double(M_E)
        case "M_PI_2": return .double(Double.pi / 2)
        case "M_PI_4": return .double(Double.pi / 4)
        case "M_SQRT2": return .double(2.0.squareRoot())
        case "M_LN2": return .double(M_LN2)
        case "M_LN10": return .double(M_LN10)
        default: return nil
        }
    }

    static func staticMember(typeName: String, name: String) -> Value? {
        switch (typeName, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        // The fixed-width integers' bounds (`UInt8.max`); `UInt.max` and `UInt64.max` are above
        // `Int.max`, which the playground's integers cannot hold.
        case ("Int8", "max"): return .int(Int(Int8.max))
        case ("Int8", "min"): return .int(Int(Int8.min))
        case ("Int16", "max"): return .int(Int(Int16.max))
        case ("Int16", "min"): return .int(Int(Int16.min))
        case ("Int32", "max"): return .int(Int(Int32.max))
        case ("Int32", "min"): return .int(Int(Int32.min))
        case ("Int64", "max"): return .int(Int(Int64.max))
        case ("Int64", "min"): return .int(Int(Int64.min))
        case ("UInt8", "max"): return .int(Int(UInt8.max))
        case ("UInt16", "max"): return .int(Int(UInt16.max))
        case ("UInt32", "max"): return .int(Int(UInt32.max))
        case ("UInt8", "min"), ("UInt16", "min"), ("UInt32", "min"), ("UInt64", "min"), ("UInt", "min"): return .int(0)
        case ("Int", "zero"), ("CGFloat", "zero"): return typeName == "Int" ? .int(0) : .double(0)
        case ("Double", "pi"), ("CGFloat", "pi"): return .double(Double.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(Double.infinity)
        case ("Double", "nan"), ("CGFloat", "nan"): return .double(Double.nan)
        case ("Double", "zero"): return .double(0)
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"): return .double(Double.greatestFiniteMagnitude)
        case ("Double", "leastNonzeroMagnitude"), ("CGFloat", "leastNonzeroMagnitude"): return .double(Double.leastNonzeroMagnitude)
        case ("Double", "ulpOfOne"), ("CGFloat", "ulpOfOne"): return .double(Double.ulpOfOne)
        case ("Double", "leastNormalMagnitude"), ("CGFloat", "leastNormalMagnitude"): return .double(Double.leastNormalMagnitude)
        case ("Int", "bitWidth"), ("Int64", "bitWidth"), ("UInt", "bitWidth"), ("UInt64", "bitWidth"): return .int(64)
        case ("Int32", "bitWidth"), ("UInt32", "bitWidth"): return .int(32)
        case ("Int16", "bitWidth"), ("UInt16", "bitWidth"): return .int(16)
        case ("Int8", "bitWidth"), ("UInt8", "bitWidth"): return .int(8)
        default: return nil
        }
    }

    static func implicitMember(_ interpreter: Interpreter, name: String, arguments: [ArgumentInput]?,
                               at location: SourceLocation) throws -> Value? {
        let values = try (arguments ?? []).map { try interpreter.evaluateInput($0, expected: nil) }
        if let duration = try durationMember(name, values, at: location) { return duration }
        // `.constant(true)` where a Binding is meant, `.dark`: a member the framework claims first.
        let labels = (arguments ?? []).map(\.label)
        if let claimed = FrameworkLayer.first({ $0.claimedImplicitMember(name, values: arguments == nil ? nil : values, labels: labels) }) {
            return claimed
        }
        if name == "now", arguments?.isEmpty == true {
            return .builtin(BuiltinValue(kind: "DispatchTime", fields: ["ns": .int(Int(interpreter.now))]))
        }
        // `.title`, `.easeInOut(duration: 1)`, `.percent`: a member of one framework value type.
        if let value = FrameworkValues.implicitMember(interpreter, name: name, values: arguments == nil ? nil : values, labels: labels) {
            return value
        }
        // `angle * 180 / .pi`: a floating-point constant whose type the other operand gives
        // (Double, CGFloat and Float print it alike here).
        if arguments == nil {
            switch name {
            case "pi": return .double(.pi)
            case "infinity": return .double(.infinity)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "ulpOfOne": return .double(.ulpOfOne)
            default: break
            }
            // `mirror.displayStyle == .struct`: with no other type from context, a case of
            // `Mirror.DisplayStyle`, as `Mirror(reflecting:)` makes them.
            if MirrorValues.displayStyles.contains(name) { return MirrorValues.displayStyle(name) }
        }
        return nil
    }

    static func construct(_ interpreter: Interpreter, typeName written: String, inputs: [ArgumentInput],
                          written writtenType: TypeReference? = nil, at location: SourceLocation) throws -> Value {
        let typeName = collectionTypeName(written)
        // NB: `KeyPathComparator(\.name, order: .reverse)`: `.reverse` takes the parameter's type.
        // A framework type's typed initializer (`Angle(radians: .pi)`: `.pi` is a Double).
        let typed = typeName == "KeyPathComparator" || typeName == "SortDescriptor" || typeName == "DispatchQueue"
            || FrameworkLayer.installed?.typedInitializers.contains(typeName) == true
        // `Array<Card>(repeating: .example, count: 3)`: the element takes the written element type.
        let element: TypeReference? = switch writtenType ?? Interpreter.parsedTypeReference(written) {
        case .array(let element): element
        case .named("Array", let generics) where generics.count == 1: generics[0]
        default: nil
        }
        let values = try inputs.indices.map { index in
            let expected = typed ? interpreter.frameworkArgumentType(inputs, index: index, typeName: typeName, member: nil)
                : inputs[index].label == "repeating" ? element : nil
            return try interpreter.evaluateInput(inputs[index], expected: expected)
        }
        let labels = inputs.map(\.label)
        if let value = try constructConcurrency(interpreter, typeName: typeName, values: values, labels: labels, at: location) {
            return value
        }
        if let value = try FrameworkValues.construct(interpreter, typeName: typeName, values: values, labels: labels, at: location) {
            return value
        }
        if typeName == "IndexSet" { return try interpreter.indexSet(values, labels: labels, at: location) }
        if let erased = try interpreter.constructTypeErasedSequence(typeName, values: values, labels: labels, at: location) { return erased }
        if let value = try narrowIntegerOrScalar(typeName, values, labels: labels, at: location) { return value }
        switch (typeName, values.first) {
        case ("TimeInterval", let amount?) where amount.asDouble != nil: return .double(amount.asDouble!)
        case ("UUID", .string(let text)?) where labels == ["uuidString"]:
            // Foundation's failable `init?(uuidString:)`: 8-4-4-4-12 hexadecimal digits, either
            // case; the value prints its digits upper-cased.
            return Self.canonicalUUID(text).map { .structValue(StructValue(typeName: "UUID", fields: ["uuidString": .string($0)])) } ?? .nil
        case ("UUID", nil):
            // Deterministic: the n-th UUID of a graph, so runs stay byte-identical.
            interpreter.uuidCount += 1
            let digits = String(interpreter.uuidCount, radix: 16, uppercase: true)
            let text = "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
            return .structValue(StructValue(typeName: "UUID", fields: ["uuidString": .string(text)]))
        case (_, .string(let text)?) where ["Int", "Int64", "UInt", "UInt64"].contains(typeName) && labels.count == 2 && labels[1] == "radix":
            // `UInt64("FF8800", radix: 16)`: nil when the text is not a number in that base
            // (or, for the unsigned types, is negative).
            guard case .int(let radix) = values[1], (2...36).contains(radix) else {
                throw RuntimeError.trap("Fatal error: Radix not in range 2...36", at: location)
            }
            guard let number = Int(text, radix: radix), !(typeName.hasPrefix("U") && number < 0) else { return .nil }
            return .int(number)
        case ("UInt64", .int(let i)?), ("UInt", .int(let i)?):
            // Swift's `UInt64(_:)` on a negative value traps (there is no UInt64 value here; it is an Int).
            guard i >= 0 else { throw RuntimeError.trap("Fatal error: Negative value is not representable", at: location) }
            return .int(i)
        case ("Int32", .int(let i)?):
            guard Int(Int32.min)...Int(Int32.max) ~= i else {
                throw RuntimeError.trap("Fatal error: Not enough bits to represent the passed value", at: location)
            }
            return .int(i)
        case ("Int64", .int(let i)?): return .int(i)
        case ("Range", .structValue(let ns)?) where labels == [nil, "in"] && ns.typeName == "NSRange":
            // `Range(match.range, in: text)`: the NSRange's UTF-16 offsets as the string's
            // character offsets (its indices here); nil when they are not on character boundaries.
            guard case .int(let start)? = ns.fields["location"], case .int(let length)? = ns.fields["length"],
                  case .string(let text) = values[1], start >= 0, length >= 0, start + length <= text.utf16.count else { return .nil }
            let utf16 = text.utf16
            let lower = utf16.index(utf16.startIndex, offsetBy: start), upper = utf16.index(lower, offsetBy: length)
            guard let from = lower.samePosition(in: text), let to = upper.samePosition(in: text) else { return .nil }
            return .range(lower: text.distance(from: text.startIndex, to: from), upper: text.distance(from: text.startIndex, to: to))
        case ("UInt64", .double(let d)?), ("Int64", .double(let d)?):
            if typeName == "UInt64", d <= -1 {
                throw RuntimeError.trap("Fatal error: Double value cannot be converted to UInt64 because the result would be less than UInt64.min", at: location)
            }
            if typeName == "UInt64", d >= 9_223_372_036_854_775_808.0, d < 18_446_744_073_709_551_616.0 {
                throw RuntimeError.notSupported("a UInt64 above Int.max (the playground's integers are Int)", at: location)
            }
            return .int(try Checked.int(d, as: typeName, at: location))
        case ("ObjectIdentifier", .object(let id)?): return .objectIdentifier(id)
        case ("String", .array(let bytes)?) where labels == ["decoding", "as"]:
            // `String(decoding: [104, 105], as: UTF8.self)`: the bytes as UTF-8 (invalid ones as U+FFFD).
            return .string(String(decoding: bytes.map { if case .int(let b) = $0 { UInt8(truncatingIfNeeded: b) } else { 0 } }, as: UTF8.self))
        case ("String", .structValue(let data)?) where labels == ["decoding", "as"] && data.typeName == "Data":
            // `String(decoding: data, as: UTF8.self)`: never nil (invalid bytes as U+FFFD).
            return .string(String(decoding: Formatters.dataBytes(.structValue(data)) ?? [], as: UTF8.self))
        case ("String", .structValue(let data)?) where labels.first == "data" && data.typeName == "Data":
            // `String(data: data, encoding: .utf8)`: nil when the bytes are not valid in the
            // encoding (UTF-8 unless `.ascii` is asked for), as Foundation's.
            let bytes = Formatters.dataBytes(.structValue(data)) ?? []
            var encoding = String.Encoding.utf8
            if values.count > 1, case .enumValue(let chosen) = values[1], chosen.caseName == "ascii" { encoding = .ascii }
            return String(bytes: bytes, encoding: encoding).map(Value.string) ?? .nil
        case ("Mirror", let subject?) where labels == ["reflecting"]:
            return MirrorValues.make(interpreter, reflecting: subject)
        case ("Regex", .string(let pattern)?) where labels == ["_literal"] || labels == [nil]:
            return try RegexValues.make(pattern, at: location)
        case ("String", .string(let key)?) where labels.first == "localized":
            // `String(localized: "Reminders")` (iOS 15): the app has no string catalog here, so
            // the key (its interpolations made) is the en_US text, or its `defaultValue:`.
            if let index = labels.firstIndex(of: "defaultValue"), case .string(let fallback) = values[index] { return .string(fallback) }
            return .string(key)
        case ("String", .string(let format)?) where labels.first == "format":
            // Foundation's `String(format:)` with Int, Double and String (`%@`) arguments.
            // `String(format:arguments:)` takes them as one array.
            var given = Array(values.dropFirst())
            if labels.count == 2, labels[1] == "arguments", case .array(let items) = values[1] { given = items }
            var arguments: [CVarArg] = []
            for value in given {
                switch value {
                case .int(let number): arguments.append(number)
                case .double(let number): arguments.append(number)
                case .string(let text): arguments.append(NSString(string: text))
                case .bool(let flag): arguments.append(flag ? 1 : 0)
                default: throw RuntimeError.notSupported("String(format:) with a \(Describe.typeName(of: value, heap: interpreter.heap)) argument", at: location)
                }
            }
            try FormatSpecifiers.check(format, arguments: given, heap: interpreter.heap, at: location)
            return .string(String(format: format, arguments: arguments))
        // `Character("a")`: a Character is a one-character string here.
        case ("Character", .string(let text)?) where labels == [nil]:
            guard text.count == 1 else {
                throw RuntimeError.trap("Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster", at: location)
            }
            return .string(text)
        case ("String", .string(let text)?) where labels == ["repeating", "count"]:
            guard case .int(let count) = values[1] else { break }
            let bytes = text.utf8.count.multipliedReportingOverflow(by: max(count, 0))
            try ValueLimits.checkString(bytes: bytes.overflow ? Int.max : bytes.partialValue, at: location)
            guard count >= 0 else { throw RuntimeError.trap("Fatal error: Negative count not allowed", at: location) }
            return .string(String(repeating: text, count: count))
        case ("String", .int(let number)?) where labels.count >= 2 && labels[0] == nil && labels[1] == "radix":
            guard case .int(let radix) = values[1], (2...36).contains(radix) else {
                throw RuntimeError.trap("Fatal error: Radix must be between 2 and 36", at: location)
            }
            var uppercase = false
            if values.count == 3, case .bool(let flag) = values[2] { uppercase = flag }
            return .string(String(number, radix: radix, uppercase: uppercase))
        case ("Array", let element?) where labels == ["repeating", "count"]:
            guard case .int(let count) = values[1] else { break }
            guard count >= 0 else { throw RuntimeError.trap("Fatal error: Can't construct Array with count < 0", at: location) }
            try ValueLimits.checkElements(count, at: location)
            return .array(Array(repeating: element, count: count))
        case ("String", .array(let characters)?) where labels == [nil] && !characters.isEmpty && characters.allSatisfy({
            if case .string(let c) = $0 { c.count == 1 } else { false }
        }):
            // `String(letters.sorted())`: a sequence of Characters (one-character strings here)
            // makes the string they spell; Swift has no `String(_:)` for other arrays.
            return .string(characters.map { if case .string(let c) = $0 { c } else { "" } }.joined())
        case ("String", let value?):
            // NB: `labels.first` is a `String??`; an unlabeled argument is `.some(nil)`.
            let label = labels.first ?? nil
            if label == "describing" || label == nil || label == "reflecting" {
                let debug = labels.first == "reflecting"
                if case .expression(let argument, let scope) = inputs[0] {
                    return .string(interpreter.printed(value, of: argument.value, in: scope, debug: debug))
                }
                return .string(debug ? Describe.debug(value, interpreter) : interpreter.describe(value))
            }
        case ("Hasher", nil):
            // What `combine` fed it; `finalize()` hashes that (Swift seeds per process, so any
            // deterministic value is a valid hash).
            return .builtin(BuiltinValue(kind: "Hasher", fields: ["combined": .string("")]))
        case ("String", nil): return .string("")
        // `TimeInterval()`, `Int()`, `CGFloat()`, `Bool()`: the standard library's and
        // Foundation's zero-argument initializers make zero (0, 0.0) and false.
        case (let name, nil) where Self.zeroIntegerTypes.contains(name) || smallIntegerRanges[name] != nil: return .int(0)
        case (let name, nil) where Self.zeroFloatingTypes.contains(name): return .double(0)
        case ("Bool", nil): return .bool(false)
        case ("Int", .double(let d)?) where labels == ["exactly"]:
            // `Int(exactly:)`: nil unless the double is a whole number Int can hold.
            return Int(exactly: d).map(Value.int) ?? .nil
        case ("Int", .int(let i)?) where labels == ["exactly"]: return .int(i)
        case ("Double", .int(let i)?) where labels == ["exactly"]: return Double(exactly: i).map(Value.double) ?? .nil
        case ("Int", .double(let d)?): return .int(try Checked.int(d, at: location))
        case ("Int", .int(let i)?): return .int(i)
        case ("Int", .string(let s)?): return Int(s).map(Value.int) ?? .nil
        case ("Double", .int(let i)?), ("CGFloat", .int(let i)?), ("Float", .int(let i)?): return .double(Double(i))
        case ("Double", .double(let d)?), ("CGFloat", .double(let d)?), ("Float", .double(let d)?): return .double(d)
        case ("Double", .string(let s)?): return Double(s).map(Value.double) ?? .nil
        // `Float("2.5")`: a Float is a Double here, so it keeps the digits written (`Float("0.1")` prints 0.1).
        case ("Float", .string(let s)?): return Float(s).flatMap { _ in Double(s) }.map(Value.double) ?? .nil
        case ("Bool", .bool(let b)?): return .bool(b)
        // `Bool("true")` (LosslessStringConvertible): "true" or "false", else nil.
        case ("Bool", .string(let s)?): return Bool(s).map(Value.bool) ?? .nil
        // `Optional(size)`: a present optional is its wrapped value here.
        case ("Optional", let value?) where values.count == 1 && (labels.first ?? nil) == nil: return value
        case ("Array", nil): return .array([])
        case ("Array", let value?): return .array(try interpreter.elements(of: value, at: location))
        case ("Set", nil): return .array([])
        case ("Set", let value?):
            // A Set is an array without duplicates here (Swift's own order is per-process random).
            var seen = Set<HashableValue>()
            return .array(try interpreter.elements(of: value, at: location).filter { HashableValue($0).map { seen.insert($0).inserted } ?? true })
        case ("Dictionary", nil): return .dictionary([:])
        case ("Dictionary", let value?) where labels.first == "grouping" && values.count == 2:
            var groups = DictionaryEntries()
            for element in try interpreter.elements(of: value, at: location) {
                let key = try interpreter.callValue(values[1], inputs: [.value(ArgumentValue(label: nil, value: element, location: location))], at: location)
                guard let hashable = HashableValue(key) else { throw RuntimeError(.trap, "dictionary key \(interpreter.describe(key)) is not Hashable", at: location) }
                if case .array(let members)? = groups[hashable] { groups[hashable] = .array(members + [element]) } else { groups[hashable] = .array([element]) }
            }
            return .dictionary(groups)
        case ("Dictionary", let value?) where labels.first == "uniqueKeysWithValues":
            var entries = DictionaryEntries()
            for pair in try interpreter.elements(of: value, at: location) {
                guard case .tuple(let parts, _) = pair, parts.count == 2, let key = HashableValue(parts[0]) else { continue }
                if entries[key] != nil { throw RuntimeError.trap("Fatal error: Duplicate values for key: '\(interpreter.describe(parts[0]))'", at: location) }
                entries[key] = parts[1]
            }
            return .dictionary(entries)
        case ("Dictionary", let value?) where labels.count == 2 && labels[0] == nil
                && (labels[1] == "uniquingKeysWith" || (labels[1] == nil && { if case .function = values[1] { true } else { false } }())):
            // (also with the closure trailing: `Dictionary(pairs) { _, new in new }`)
            // `Dictionary(pairs, uniquingKeysWith: { old, new in … })`: a repeated key keeps what
            // the closure makes of the value already there and the new one, in the pairs' order.
            var entries = DictionaryEntries()
            for pair in try interpreter.elements(of: value, at: location) {
                guard case .tuple(let parts, _) = pair, parts.count == 2, let key = HashableValue(parts[0]) else {
                    throw RuntimeError(.trap, "dictionary key \(interpreter.describe(pair)) is not Hashable", at: location)
                }
                if let existing = entries[key] {
                    entries[key] = try interpreter.callValue(values[1], inputs: [existing, parts[1]].map {
                        .value(ArgumentValue(label: nil, value: $0, location: location))
                    }, at: location)
                } else {
                    entries[key] = parts[1]
                }
            }
            return .dictionary(entries)
        case ("NSObject", nil):
            throw RuntimeError.notSupported("'NSObject' instances (subclass it instead)", at: location)
        default: break
        }
        throw RuntimeError(.trap, "no initializer of '\(written)' matches the arguments", at: location)
    }

    /// The types whose `init()` makes 0 or 0.0 (the narrow integers: `smallIntegerRanges`).
    static let zeroIntegerTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "UInt64"]
    static let zeroFloatingTypes: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Float64", "Float32"]

    /// `[String]`, `[String: Int]`, `Array<Int>`, `Set<Int>`: the collection the sugar names.
    static func collectionTypeName(_ written: String) -> String {
        if written.hasPrefix("[") {
            // `[K: V]` has a colon outside any nested brackets; `[[String: Int]]` does not.
            var depth = 0
            for character in written.dropFirst().dropLast() {
                if character == "[" || character == "<" || character == "(" { depth += 1 }
                if character == "]" || character == ">" || character == ")" { depth -= 1 }
                if character == ":", depth == 0 { return "Dictionary" }
            }
            return "Array"
        }
        for generic in ["Array", "Dictionary", "Set"] where written.hasPrefix(generic + "<") { return generic }
        return written
    }

    static func callStatic(_ interpreter: Interpreter, typeName: String, name: String, inputs: [ArgumentInput],
                           at location: SourceLocation) throws -> Value? {
        if concurrencyTypes.contains(typeName) {
            return try callConcurrencyStatic(interpreter, typeName: typeName, name: name, inputs: inputs, at: location)
        }
        let values = try inputs.map { try interpreter.evaluateInput($0, expected: nil) }
        if let value = FrameworkValues.callStatic(interpreter, typeName: typeName, name: name, values: values, labels: inputs.map(\.label)) {
            return value
        }
        // `CGFloat.random(in:)`, `Float.random(in:)`: floating-point values, as `Double`'s.
        var floating = ["CGFloat", "Float", "TimeInterval"].contains(typeName) ? "Double" : typeName
        // `UInt64.random(in: 100_000_000...400_000_000)` (nanoseconds for `Task.sleep`): the
        // playground's fixed-width integers are `Int`s.
        if ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(typeName), name == "random" {
            if case .range(let lower, _, _)? = values.first, lower < 0, typeName.hasPrefix("U") { return nil }
            floating = "Int"
        }
        switch (floating, name, values.first) {
        case ("Int", "random", .range(let lower, let upper, _)?):
            guard lower < upper else { throw RuntimeError.trap("Fatal error: Can't get random value with an empty range", at: location) }
            // The span as unsigned: `Int.min..<Int.max` spans more than Int.max.
            let span = UInt64(bitPattern: Int64(upper &- lower))
            return .int(lower &+ Int(truncatingIfNeeded: interpreter.random.next() % span))
        case ("Double", "random", let range?) where FloatingRange.bounds(range) != nil:
            let (lower, upper, _) = FloatingRange.bounds(range)!
            let unit = Double(interpreter.random.next() >> 11) / Double(1 << 53)
            return .double(lower + unit * (upper - lower))
        case ("Double", "random", .range(let lower, let upper, let closed)?):
            // `0...1` of integer literals: a closed range keeps `upper + 1` as its end.
            let unit = Double(interpreter.random.next() >> 11) / Double(1 << 53)
            let end = Double(closed ? upper - 1 : upper)
            return .double(Double(lower) + unit * (end - Double(lower)))
        case ("Bool", "random", nil):
            return .bool(interpreter.random.next() & 1 == 1)
        default:
            return nil
        }
    }

    static let characterProperties: Set<String> = [
        "isWhitespace", "isNewline", "isNumber", "isLetter", "isUppercase", "isLowercase", "isPunctuation",
        "isSymbol", "isASCII", "isHexDigit", "isWholeNumber", "isCased", "wholeNumberValue", "hexDigitValue",
        "asciiValue", "isMathSymbol", "isCurrencySymbol",
    ]

    static func characterProperty(_ name: String, of character: Character) -> Value {
        switch name {
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isNewline": return .bool(character.isNewline)
        case "isNumber": return .bool(character.isNumber)
        case "isLetter": return .bool(character.isLetter)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isSymbol": return .bool(character.isSymbol)
        case "isMathSymbol": return .bool(character.isMathSymbol)
        case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
        case "isASCII": return .bool(character.isASCII)
        case "isHexDigit": return .bool(character.isHexDigit)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "isCased": return .bool(character.isCased)
        case "wholeNumberValue": return character.wholeNumberValue.map(Value.int) ?? .nil
        case "hexDigitValue": return character.hexDigitValue.map(Value.int) ?? .nil
        default: return character.asciiValue.map { .int(Int($0)) } ?? .nil
        }
    }

    /// `value.name` for builtin values.
    /// FNV-1a of `text`, folded with `payloadCount`, as a nonnegative `Int`.
    static func stableHash(_ text: String, payloadCount: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ UInt64(payloadCount)) &* 0x100_0000_01b3
        return Int(hash >> 1)
    }

    static func property(_ interpreter: Interpreter, _ name: String, of value: Value, at location: SourceLocation) throws -> Value {
        switch (value, name) {
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        // `text.utf8`: its UTF-8 bytes, as an array of integers (`Data(text.utf8)`, `.count`).
        case (.string(let s), "utf8"): return .array(s.utf8.map { .int(Int($0)) })
        // `text.unicodeScalars`: each scalar prints as its character and has its `value`.
        case (.string(let s), "unicodeScalars"):
            return .array(s.unicodeScalars.map { FrameworkValues.value("Unicode.Scalar", String($0), [("value", .int(Int($0.value))),
                                                                                                      ("isASCII", .bool($0.isASCII))]) })
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .nil
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .nil
        case (.string(let s), "description"): return .string(s)
        // `text.debugDescription`, `[1, 2].debugDescription`: what `debugPrint` shows ("it\'s" quoted, escaped).
        case (.string, "debugDescription"), (.double, "debugDescription"),
             (.array, "debugDescription"), (.dictionary, "debugDescription"):
            return .string(Describe.debug(value, interpreter))
        // A `String.Index` is a character offset (`Interpreter+CollectionIndices`).
        case (.string, "startIndex"): return .int(0)
        case (.string(let s), "endIndex"): return .int(s.count)
        case (.string(let s), "indices"): return .range(lower: 0, upper: s.count)
        case (.string(let s), "capitalized"): return .string(s.capitalized)
        // In the device's en_US locale, Foundation's localized form capitalizes as `capitalized`.
        case (.string(let s), "localizedCapitalized"): return .string(s.capitalized)
        case (.string(let s), "removingPercentEncoding"): return s.removingPercentEncoding.map(Value.string) ?? .nil
        // The UTF-16 code units (`text.utf16.count`, what an NSRange measures).
        case (.string(let s), "utf16"): return .array(s.utf16.map { .int(Int($0)) })
        // NSString's path properties, through the bridge (`(#file as NSString).lastPathComponent`).
        case (.string(let s), "lastPathComponent"): return .string((s as NSString).lastPathComponent)
        case (.string(let s), "pathExtension"): return .string((s as NSString).pathExtension)
        case (.string(let s), "deletingPathExtension"): return .string((s as NSString).deletingPathExtension)
        case (.string(let s), "deletingLastPathComponent"): return .string((s as NSString).deletingLastPathComponent)
        case (.string(let s), _) where s.count == 1 && characterProperties.contains(name):
            // A Character (a one-character string here): `$0.isWhitespace`, `\.isNumber`.
            return characterProperty(name, of: s.first!)
        // `.lazy`: a LazySequence whose `map` and `filter` run as its elements are read.
        // A dictionary's stays the dictionary (its chain computed at once, with the same results).
        case (.array, "lazy"), (.range, "lazy"): return interpreter.lazySequence(over: value)
        case (.dictionary, "lazy"): return value
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? .nil
        case (.array(let a), "last"): return a.last ?? .nil
        case (.array(let a), "indices"): return .range(lower: 0, upper: a.count)
        case (.array(let a), "startIndex"): return .int(a.startIndex)
        case (.array(let a), "endIndex"): return .int(a.endIndex)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
        case (.dictionary(let d), "keys"): return .array(d.keys.map(\.value))
        case (.dictionary(let d), "values"): return .array(Array(d.values))
        case (.range(let lower, let upper, _), "count"):
            // `(Int.min..<Int.max).count` overflows in Swift too.
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            if overflow { throw Checked.overflow(at: location) }
            return .int(max(0, count))
        case (.range(let lower, _, _), "lowerBound"): return .int(lower)
        case (.range(_, let upper, let closed), "upperBound"): return .int(closed ? upper - 1 : upper)
        case (.range(let lower, let upper, _), "isEmpty"): return .bool(upper <= lower)
        // `[1, 2].description`, `(1...3).description`: what `print` shows (CustomStringConvertible).
        case (.array, "description"), (.dictionary, "description"), (.range, "description"):
            return .string(interpreter.describe(value))
        case (.range(_, _, let closed), "debugDescription"):
            return .string("\(closed ? "ClosedRange" : "Range")(\(interpreter.describe(value)))")
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string(String(d))
        // `FloatingPoint`'s classification (a division by zero gives `.infinity`, `0/0` `.nan`).
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        case (.double(let d), "isZero"): return .bool(d.isZero)
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        // `(-2.5).sign`: a `FloatingPointSign`, `.minus` for a negative number, -0.0 and -nan.
        case (.double(let d), "sign"):
            let member = d.sign == .minus ? "minus" : "plus"
            return .builtin(BuiltinValue(kind: "FloatingPointSign.\(member)", fields: ["member": .string(member)]))
        case (.bool(let b), "description"): return .string(b ? "true" : "false")
        case (.objectIdentifier(let id), "debugDescription"), (.objectIdentifier(let id), "description"):
            return .string("ObjectIdentifier(\(Heap.address(of: id)))")
        case (.objectIdentifier(let id), "hashValue"), (.object(let id), "hashValue"): return .int(0x1000 + id * 0x10)
        case (.enumValue(let e), "hashValue"):
            // Swift's is seeded per process; this one is the same in every run, and differs from
            // case to case (`var id: Int { hashValue }` of `case one, two` must not collide).
            return .int(Self.stableHash("\(e.typeName).\(e.caseName)", payloadCount: e.payload.count))
        default:
            if let number = Interpreter.numberProperty(name, of: value) { return number }
            // `editMode.isEditing`: a property of a framework enumeration's case.
            if case .enumValue(let e) = value, let found = FrameworkLayer.first({ $0.property(name, ofCase: e) }) { return found }
            if case .nil = value {
                throw RuntimeError(.trap, "value of optional type must be unwrapped to refer to member '\(name)'", at: location)
            }
            throw missingMember(name, of: value, heap: interpreter.heap, at: location)
        }
    }

    /// `container[indices] = value` as a new container value.
    static func settingElement(of container: Value, at indices: [Value], to value: Value, interpreter: Interpreter,
                               location: SourceLocation) throws -> Value {
        switch (container, indices.first) {
        case (.array(var elements), .int(let index)?):
            guard elements.indices.contains(index) else { throw RuntimeError.trap("Fatal error: Index out of range", at: location) }
            interpreter.heap.letGo(elements[index])
            elements[index] = value
            return .array(elements)
        case (.dictionary(var entries), let key?):
            guard let hashable = HashableValue(key) else {
                throw RuntimeError(.trap, "dictionary key is not Hashable", at: location)
            }
            if let old = entries[hashable] { interpreter.heap.letGo(old) }
            if value.isNil { entries[hashable] = nil } else { entries[hashable] = value }
            return .dictionary(entries)
        default:
            throw RuntimeError.notSupported("assigning through this subscript", at: location)
        }
    }
}
