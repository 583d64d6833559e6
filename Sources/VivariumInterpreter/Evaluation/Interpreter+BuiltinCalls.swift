import Foundation
import OrderedCollections
import VivariumSyntax

extension Interpreter {
    /// `String`'s comparisons: their options, and whether they follow the locale.
    static let stringComparisons: [String: (String.CompareOptions, Bool)] = [
        "compare": ([], false), "caseInsensitiveCompare": ([.caseInsensitive], false),
        "localizedCompare": ([], true), "localizedCaseInsensitiveCompare": ([.caseInsensitive], true),
        "localizedStandardCompare": ([.caseInsensitive, .numeric], true),
    ]

    /// The mutating methods of arrays, dictionaries and strings handled below.
    /// Methods that cannot be called without an argument.
    static let needsArgument: Set<String> = [
        "append", "insert", "hasPrefix", "hasSuffix", "map", "compactMap", "filter", "forEach", "allSatisfy", "reduce", "firstIndex",
        "removeValue",
    ]
    static let mutatingValueMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast", "sort", "reverse",
        "shuffle", "swapAt", "removeValue", "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "move", "merge", "updateValue",
        "update", "partition", "removeSubrange", "replaceSubrange",
    ]

    /// Methods of builtin values; mutating ones write the receiver back to `baseExpr`.
    /// View modifiers and other host methods are forwarded to the host.
    func callBuiltinMethod(_ name: String, on receiver: Value, baseExpr: Expr?, inputs: [ArgumentInput], scope: Scope,
                           at location: SourceLocation) throws -> Value {
        var receiver = readWeak(receiver)
        // `counter.increment()` of `let counter: (increment: () -> Int, reset: () -> Void)`: the
        // closure a labelled element holds, called.
        if case .tuple(let elements, let elementLabels) = receiver, let index = elementLabels.firstIndex(of: name), case .function = elements[index] {
            return try callValue(elements[index], inputs: inputs, at: location)
        }
        if case .builtin(let builtin) = receiver, builtin.kind == Self.lazySequenceKind || Self.isUnboundedRange(receiver) {
            let values = try inputs.map { try evaluateInput($0, expected: nil) }
            // `sequence(first:next:).map { … }` is eager (an array), as an UnfoldSequence's is.
            let eager = if case .bool(true)? = builtin["eager"] { Self.lazyChainMethods.contains(name) } else { false }
            if !eager, let value = try callLazySequenceMethod(name, on: receiver, values: values, labels: inputs.map(\.label), at: location) {
                return value
            }
            if builtin.kind == Self.lazySequenceKind, !isFiniteLazySequence(builtin) {
                throw RuntimeError.notSupported("'\(name)' on a lazy sequence over a range with no end", at: location)
            }
            // The rest of a sequence's methods, over its elements.
            receiver = .array(try drainedElements(of: receiver, at: location) ?? [])
        } else if case .builtin(let builtin) = receiver, Self.iteratorValueKinds.contains(builtin.kind) || builtin.kind == Self.anySequenceKind {
            let values = try inputs.map { try evaluateInput($0, expected: nil) }
            let write: (Value) throws -> Void = { [unowned self] in if let baseExpr { try assign($0, to: baseExpr, in: scope) } }
            if let value = try iteratorMethod(name, on: receiver, values: values, writeBack: write, at: location) { return value }
            receiver = .array(try drainedElements(of: receiver, at: location) ?? [])
        } else if Self.isUnboundedRange(receiver), Self.lazyReadingMethods.contains(name) || name == "dropFirst" {
            let values = try inputs.map { try evaluateInput($0, expected: nil) }
            if let value = try callLazySequenceMethod(name, on: receiver, values: values, labels: inputs.map(\.label), at: location) {
                return value
            }
        }
        if case .builtin(let builtin) = receiver, builtin.kind == Self.stringInterpolationKind {
            let values = try inputs.map { try evaluateInput($0, expected: nil) }
            if let updated = try stringInterpolationMethod(name, on: builtin, values: values, labels: inputs.map(\.label), at: location) {
                if let baseExpr { try assign(updated, to: baseExpr, in: scope) }
                return .void
            }
        }
        if case .builtin(let builtin) = receiver, builtin.kind == Self.unkeyedDecodingKind {
            return try callUnkeyedDecodingMethod(name, on: builtin, inputs: inputs, writeBack: { [unowned self] moved in
                if let baseExpr { try assign(moved, to: baseExpr, in: scope) }
            }, at: location)
        }
        if case .builtin(let builtin) = receiver, builtin.kind == Self.unkeyedEncodingKind {
            return try callUnkeyedEncodingMethod(name, on: builtin, inputs: inputs, at: location)
        }
        if case .builtin(let builtin) = receiver, Self.decodingContainerKinds.contains(builtin.kind) {
            return try callDecodingContainerMethod(name, on: builtin, inputs: inputs, at: location)
        }
        if case .builtin(let builtin) = receiver, Self.encodingContainerKinds.contains(builtin.kind) {
            return try callEncodingContainerMethod(name, on: builtin, inputs: inputs, at: location)
        }
        if case .builtin(let builtin) = receiver, Builtins.interpreterKinds.contains(builtin.kind) {
            let values = try inputs.map { try evaluateInput($0, expected: nil) }
            if builtin.kind == "Duration", name == "formatted", case .int(let ns)? = builtin["ns"],
               let text = FormatStyles.formatDuration(nanoseconds: ns, style: values.first) {
                return .string(text)
            }
            if let value = try Builtins.callConcurrencyMethod(self, name, on: builtin, values: values, labels: inputs.map(\.label), at: location) {
                return value
            }
            throw Builtins.missingFoundationMember(name, of: builtin.kind, isStatic: false, at: location)
        }
        if case .builtin(let builtin) = receiver, FrameworkValues.hasMethod(name, kind: builtin.kind) {
            // `Color.red.opacity(0.5)`, `date.addingTimeInterval(60)`, `Font.title.bold()`.
            let values = try inputs.enumerated().map { index, input -> Value in
                // `.dateTime.weekday(.wide)`: the field's symbol, kept as written.
                if builtin.kind == "FormatStyle", FormatStyles.dateFieldNames.contains(name), case .expression(let argument, _) = input,
                   let symbol = DateSymbols.symbol(of: argument.value) {
                    return .string(symbol)
                }
                // `.letters.union(.decimalDigits)`: the parameter's type, where a table lists the method.
                let expected = builtin.kind == "CharacterSet" ? frameworkArgumentType(inputs, index: index, typeName: builtin.kind, member: name) : nil
                return try evaluateInput(input, expected: expected)
            }
            if let value = try FrameworkValues.method(self, name, on: builtin, values: values, labels: inputs.map(\.label), at: location) {
                return value
            }
        }
        // `bytes.formatted(.byteCount(style: .file))`, `tags.formatted(.list(type: .and))`.
        if name == "formatted", inputs.count == 1, (receiver.asDouble != nil || { if case .array = receiver { true } else { false } }()) {
            let style = try evaluateInput(inputs[0], expected: nil)
            if let text = FormatStyles.formatCountOrList(receiver, style: style) { return .string(text) }
        }
        // `names.formatted()`: a sequence of strings as an "and" list (`ListFormatStyle`'s default).
        if name == "formatted", inputs.isEmpty, case .array(let items) = receiver,
           items.allSatisfy({ if case .string = $0 { true } else { false } }),
           let text = FormatStyles.formatCountOrList(receiver, style: FormatStyles.listStyle("and")) {
            return .string(text)
        }
        // `1234.5.formatted()`, `ratio.formatted(.percent)`: number format styles (en_US).
        if name == "formatted", receiver.asDouble != nil, inputs.count <= 1 {
            let style = try inputs.first.map { try evaluateInput($0, expected: nil) }
            if let text = FormatStyles.format(receiver, style: style) { return .string(text) }
        }
        // `Optional.map`/`flatMap`: the closure runs on the wrapped value, not on its elements.
        // A receiver that is no sequence can only be an optional's wrapped value (`xs[safe: i].map(f)`).
        let isSequence: Bool = switch receiver {
        case .array, .range, .dictionary, .string: true
        default: false
        }
        if name == "map" || name == "flatMap", let baseExpr,
           receiver.isNil || !isSequence || (!optionalReceivers.isEmpty && optionalReceivers.contains(baseExpr.location))
           || isOptional(baseExpr, in: scope) {
            if receiver.isNil { return .nil }
            guard let transform = try inputs.first.map({ try evaluateInput($0, expected: nil) }) else {
                throw RuntimeError(.trap, "missing argument for '\(name)'", at: location)
            }
            return try callValue(transform, inputs: [.value(ArgumentValue(label: nil, value: receiver, location: location))], at: location)
        }
        // `trimmingCharacters(in: .whitespaces)`, `components(separatedBy: .decimalDigits.inverted)`,
        // `rangeOfCharacter(from: .letters)`: Foundation's CharacterSet (see CharacterSetValues).
        if case .string(let text) = receiver, inputs.count == 1, let label = CharacterSetValues.stringMethodLabels[name],
           inputs[0].label == label {
            let argument = try evaluateInput(inputs[0], expected: .named("CharacterSet"))
            if case .string(let separator) = argument, name == "components", !separator.isEmpty {
                return .array(text.components(separatedBy: separator).map(Value.string))
            }
            if let result = CharacterSetValues.stringMethod(text, name, label: inputs[0].label, argument) { return result }
            throw RuntimeError.notSupported("'\(name)' with this argument", at: location)
        }
        // `text.range(of: "x", options: .caseInsensitive)`: the options as written (a
        // `String.CompareOptions` member, or an array of them).
        if case .string(let text) = receiver, name == "range", inputs.count == 2, inputs[0].label == "of", inputs[1].label == "options",
           case .expression(let written, _) = inputs[1], let options = Self.compareOptions(written.value) {
            guard case .string(let target) = try evaluateInput(inputs[0], expected: .named("String")) else {
                throw RuntimeError.notSupported("'range(of:options:)' with this argument", at: location)
            }
            return Self.characterRange(of: target, in: text, options: options)
        }
        // `text.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)`,
        // `folding(options: .diacriticInsensitive, locale: nil)`: the options as written.
        if case .string(let text) = receiver, let result = try searchWithOptions(text, name, inputs, at: location) {
            return result
        }
        if name == "contains", inputs.count == 1, FloatingRange.bounds(receiver) != nil || FloatingRange.stringBounds(receiver) != nil,
           let found = FloatingRange.contains(receiver, try evaluateInput(inputs[0], expected: nil)) {
            return .bool(found)
        }
        // `(0...1).contains(0.5)`: swiftc types the literal bounds as Doubles to take a Double.
        // (An integer range keeps its upper bound exclusive, `upper`; `closed` is how it prints.)
        if name == "contains", inputs.count == 1, inputs[0].label == nil, case .range(let lower, let upper, let closed) = receiver {
            switch readWeak(try evaluateInput(inputs[0], expected: nil)) {
            case .int(let x): return .bool(x >= lower && x < upper)
            case .double(let x): return .bool(x >= Double(lower) && (closed ? x <= Double(upper - 1) : x < Double(upper)))
            default: break  // `contains { $0 > 3 }`: a closure, evaluated again below (it has no effects)
            }
        }
        if name == "contains", inputs.count == 1, comparableRangeBounds(receiver) != nil,
           let found = try comparableRange(receiver, contains: evaluateInput(inputs[0], expected: nil), at: location) {
            return .bool(found)
        }
        switch receiver {
        case .builtin(let builtin) where builtin.kind == "Hasher":
            break  // the standard library's, below
        case .builtin, .structValue, .type, .enumValue:
            if let host {
                // `.animated.threshold(.visible(0.9))`: a value named by type and member
                // (`ScrollTransitionConfiguration.animated`) types its methods' arguments as its type's.
                let typeName = if case .builtin(let b) = receiver {
                    FrameworkTypes.type(b.kind) == nil ? contextualType(of: receiver)?.frameworkName ?? b.kind : b.kind
                } else { Describe.typeName(of: receiver, heap: heap) }
                let arguments = try hostArguments(inputs, typeName: typeName, member: name)
                if case .builtin(let builtin) = receiver, let baseExpr,
                   let mutated = try host.callMutatingMethod(name, on: builtin, arguments: arguments, at: location) {
                    try assign(.builtin(mutated.receiver), to: baseExpr, in: scope)
                    return mutated.result
                }
                if let value = try host.callMethod(name, on: receiver, arguments: arguments, at: location) { return value }
            }
            if let value = try frameworkMethod(name, on: receiver, inputs: inputs, at: location) { return value }
            if case .type(let typeName) = receiver {
                throw Builtins.missingFoundationMember(name, of: typeName, isStatic: true, at: location)
            }
            throw Builtins.missingFoundationMember(name, of: Describe.typeName(of: receiver, heap: heap), isStatic: false, at: location)
        default:
            break
        }
        let element = try elementContext(of: receiver, baseExpr: baseExpr, method: name, inputs: inputs, in: scope)
        // `x.rounded(.up)`, `x.round(.down)`: the rule takes `FloatingPointRoundingRule` from context.
        let rounding = receiver.asDouble != nil && (name == "rounded" || name == "round") && inputs.count == 1
        var values = try inputs.map {
            try evaluateInput($0, expected: rounding ? .named("FloatingPointRoundingRule") : $0.label == nil || $0.label == "of" ? element : nil)
        }
        // `reduce(.zero) { … }`: `.zero` takes the closure's type in Swift (an `AdditiveArithmetic`
        // sum); an integer zero adds to Ints and Doubles alike here.
        if name == "reduce", case .expression(let first, _)? = inputs.first, case .implicitMember("zero") = first.value.kind {
            values[0] = try zeroLike(firstElementOf: receiver, at: location) ?? .int(0)
        }
        // `cart.reduce(0) { $0 + $1.price }`, `prices.reduce(0, +)` of no elements: the literal is
        // the result, whose type is what the closure adds — a Double sum is `0.0`, not `0`.
        if name == "reduce", inputs.count == 2, inputs[0].label == nil || inputs[0].label == "into", case .int(let start) = values[0],
           case .expression(let first, _) = inputs[0], case .integer = first.value.kind,
           case .array(let elements) = receiver, elements.isEmpty, let baseExpr,
           try reduceSumsFloatingPoint(baseExpr, inputs[1], in: scope) {
            values[0] = .double(Double(start))
        }
        // A mutating method's access to its receiver begins after its arguments are evaluated:
        // `items.insert(items.removeLast(), at: 0)` inserts into the array as removeLast left it.
        if let baseExpr, !inputs.allSatisfy(\.isInert), Self.mutatingValueMethods.contains(name) {
            receiver = readWeak(try evaluate(baseExpr, in: scope))
        }
        let labels = inputs.map(\.label)
        func writeBack(_ value: Value) throws {
            guard let baseExpr else { return }
            try assign(value, to: baseExpr, in: scope)
        }
        // What `callArgument` found the argument it calls for each element to be, found at its
        // first call (declarations do not change while a method runs): a closure with a
        // compiled body, called straight (what `callClosure` would do), or a standard operator
        // as a function on integers (`reduce(0, +)`: what `callFunctionValue` gives them).
        var knownIndex = -1
        var knownClosure: Closure?, knownBody: CompiledBody?, knownOperation: Operators.IntOperation?
        func callArgument(_ index: Int, _ arguments: [Value]) throws -> Value {
            if index == knownIndex {
                if let knownBody, let knownClosure {
                    return try callCompiled(knownBody, closure: knownClosure, arguments: arguments, at: location)
                }
                if let knownOperation, arguments.count == 2, case .int(let a) = readWeak(arguments[0]),
                   case .int(let b) = readWeak(arguments[1]) {
                    return try knownOperation.apply(a, b, at: location)
                }
            }
            guard values.indices.contains(index) else {
                throw RuntimeError(.trap, "missing argument for '\(name)'", at: location)
            }
            // A closure is called with the values as they are (what `callValue` would do with them).
            if case .function(.closure(let closure)) = readWeak(values[index]) {
                if knownIndex < 0, let compiled = compiledBody(for: closure) {
                    (knownIndex, knownClosure, knownBody) = (index, closure, compiled)
                }
                return try callClosure(closure, arguments: arguments, viewBuilder: false, at: location)
            }
            if knownIndex < 0, case .function(.builtin(let function, nil)) = values[index], function.hasPrefix("operator:") {
                knownOperation = Operators.IntOperation(String(function.dropFirst("operator:".count)))
                knownIndex = index
            }
            return try callValue(values[index], inputs: arguments.map { .value(ArgumentValue(label: nil, value: $0, location: location)) }, at: location)
        }
        if Self.needsArgument.contains(name), values.isEmpty {
            throw RuntimeError(.trap, "missing argument for '\(name)'", at: location)
        }
        switch (receiver, name) {
        case (.int(let number), "isMultiple") where labels.first == "of":
            guard case .int(let divisor)? = values.first else { break }
            return .bool(number.isMultiple(of: divisor))
        // `Strideable`: `speed.advanced(by: 1)`, `a.distance(to: b)` (Apple, "Strideable").
        case (.int(let number), "advanced") where labels == ["by"]:
            if case .int(let step)? = values.first { return try Operators.binary("+", .int(number), .int(step), at: location) }
        case (.int(let number), "distance") where labels == ["to"]:
            if case .int(let other)? = values.first { return try Operators.binary("-", .int(other), .int(number), at: location) }
        case (.double(let number), "advanced") where labels == ["by"]:
            if let step = values.first?.asDouble { return .double(number.advanced(by: step)) }
        case (.double(let number), "distance") where labels == ["to"]:
            if let other = values.first?.asDouble { return .double(number.distance(to: other)) }
        case (.builtin(let hasher), _) where hasher.kind == "Hasher":
            if let value = try hasherMethod(name, hasher, values, writeBack: writeBack, at: location) { return value }
        case (.bool(let flag), "toggle"):
            try writeBack(.bool(!flag))
            return .void
        case (.array(var elements), "append"):
            if labels.first == "contentsOf" {
                let added = try self.elements(of: values[0], at: location)
                try ValueLimits.checkElements(elements.count + added.count, at: location)
                elements.append(contentsOf: added)
            } else {
                // Counted: the receiver is read out of its place, so its storage is shared here.
                changingStorage(of: &elements) { $0.append(values[0]) }
            }
            try writeBack(.array(elements))
            return .void
        case (.array(var elements), "insert") where labels == [nil]:
            // `Set.insert(_:)` (a Set is an array without duplicates here): the element's own
            // `==` decides membership; the result is `(inserted:memberAfterInsert:)`.
            for element in elements where try valuesEqual(element, values[0], at: location) {
                return .tuple([.bool(false), element], labels: ["inserted", "memberAfterInsert"])
            }
            elements.append(values[0])
            try writeBack(.array(elements))
            return .tuple([.bool(true), values[0]], labels: ["inserted", "memberAfterInsert"])
        case (.array(var elements), "update") where labels == ["with"] && values.count == 1:
            // `Set.update(with:)`: the equal member replaced by the argument and returned (nil
            // when there was none, and the argument is inserted).
            if let index = try elements.firstIndex(where: { try valuesEqual($0, values[0], at: location) }) {
                let old = elements[index]
                elements[index] = values[0]
                try writeBack(.array(elements))
                heap.needsCollection = true
                return old
            }
            elements.append(values[0])
            try writeBack(.array(elements))
            return .nil
        case (.array(var elements), "insert"):
            guard case .int(let index)? = values.last, index >= 0, index <= elements.count else {
                throw RuntimeError.trap("Fatal error: Array index is out of range", at: location)
            }
            if labels.first == "contentsOf" {
                // `insert(contentsOf: [8, 9], at: 1)`: the elements, not the array as one.
                let inserted = try self.elements(of: values[0], at: location)
                try ValueLimits.checkElements(elements.count + inserted.count, at: location)
                elements.insert(contentsOf: inserted, at: index)
            } else {
                elements.insert(values[0], at: index)
            }
            try writeBack(.array(elements))
            return .void
        case (.array(var elements), "remove") where labels == [nil]:
            // `Set.remove(_:)` (`Array` has only `remove(at:)`): the member equal to the
            // argument, removed and returned, else nil.
            guard let index = try elements.firstIndex(where: { try valuesEqual($0, values[0], at: location) }) else { return .nil }
            let removed = elements.remove(at: index)
            try writeBack(.array(elements))
            heap.needsCollection = true
            return removed
        case (.array(var elements), "remove") where labels != ["atOffsets"]:
            guard case .int(let index)? = values.first, elements.indices.contains(index) else {
                throw RuntimeError.trap("Fatal error: Index out of range", at: location)
            }
            let removed = elements.remove(at: index)
            try writeBack(.array(elements))
            heap.needsCollection = true
            return removed
        case (.dictionary(var entries), "removeAll") where labels.isEmpty || labels == ["keepingCapacity"]:
            entries.removeAll()
            try writeBack(.dictionary(entries))
            heap.needsCollection = true
            return .void
        case (.array(var elements), "removeAll"):
            // `removeAll(keepingCapacity: true)` empties the array too; `removeAll(where:)`
            // (also as a trailing closure) keeps what the predicate rejects.
            if let predicate = values.first, labels != ["keepingCapacity"] {
                var kept: [Value] = []
                for element in elements where !(try truthy(callValue(predicate, inputs: [.value(ArgumentValue(label: nil, value: element, location: location))], at: location), at: location)) {
                    kept.append(element)
                }
                elements = kept
            } else {
                heap.rankRelease(of: .array(elements))
                elements.removeAll()
            }
            try writeBack(.array(elements))
            heap.needsCollection = true
            return .void
        case (.array(var elements), "removeLast"), (.array(var elements), "removeFirst"), (.array(var elements), "popLast"):
            if name != "popLast", case .int(let k)? = values.first, labels == [nil] {
                // `removeLast(_ k:)` / `removeFirst(_ k:)`: k elements; more than there are traps.
                guard k >= 0 else { throw RuntimeError.trap("Fatal error: Number of elements to remove should be non-negative", at: location) }
                guard k <= elements.count else {
                    throw RuntimeError.trap("Fatal error: Can't remove more items from a collection than it contains", at: location)
                }
                if name == "removeFirst" { elements.removeFirst(k) } else { elements.removeLast(k) }
                try writeBack(.array(elements))
                heap.needsCollection = true
                return .void
            }
            if elements.isEmpty {
                if name == "popLast" { return .nil }
                throw RuntimeError.trap("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", at: location)
            }
            let removed = name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
            try writeBack(.array(elements))
            heap.needsCollection = true
            return removed
        case (.array(var elements), "sort") where labels == ["using"]:
            elements = try sorted(elements, using: values[0], at: location)
            try writeBack(.array(elements))
            return .void
        case (.array(let elements), "sorted") where labels == ["using"]:
            return .array(try sorted(elements, using: values[0], at: location))
        case (.array(var elements), "sort"):
            elements = try sorted(elements, by: values.first, at: location)
            try writeBack(.array(elements))
            return .void
        case (.array(let elements), "sorted"):
            return .array(try sorted(elements, by: values.first, at: location))
        case (.array(let elements), "min"), (.array(let elements), "max"):
            return try extremum(elements, by: values.first, max: name == "max", at: location)
        case (.array(var elements), "reverse"):
            elements.reverse()
            try writeBack(.array(elements))
            return .void
        case (.array(let elements), "shuffle") where values.isEmpty:
            try writeBack(.array(shuffledElements(elements)))
            return .void
        case (.array(var elements), "swapAt") where values.count == 2:
            guard case .int(let i) = values[0], case .int(let j) = values[1],
                  elements.indices.contains(i), elements.indices.contains(j) else {
                throw RuntimeError.trap("Fatal error: Index out of range", at: location)
            }
            elements.swapAt(i, j)
            try writeBack(.array(elements))
            return .void
        case (.array(var elements), "partition") where values.count == 1:
            // `partition(by:)`: the standard library's bidirectional algorithm, so the order it
            // leaves is the order swiftc's leaves (the elements that belong in the second
            // partition last; the index of the first of them returned).
            let belongsInSecond = { (value: Value) in try self.truthy(self.callValue(values[0], inputs: [.value(ArgumentValue(label: nil, value: value, location: location))], at: location), at: location) }
            var lo = 0, hi = elements.count
            partitioning: while true {
                while true {
                    guard lo < hi else { break partitioning }
                    if try belongsInSecond(elements[lo]) { break }
                    lo += 1
                }
                while true {
                    hi -= 1
                    guard lo < hi else { break partitioning }
                    if try !belongsInSecond(elements[hi]) { break }
                }
                elements.swapAt(lo, hi)
                lo += 1
            }
            try writeBack(.array(elements))
            return .int(lo)
        case (.array(let elements), "reversed"):
            return .array(elements.reversed())
        case (.range, "reversed"):
            return .array(try elements(of: receiver, at: location).reversed())  // within the collection size limit
        case (.string(let text), "replacing") where RegexValues.isRegex(values.first) && values.count == 2
                && { if case .function = values[1] { true } else { false } }():
            // `text.replacing(/(\w+) (\w+)/) { "\($0.2), \($0.1)" }`: each match replaced by what
            // the closure makes of it (SE-0357, `replacing(_:with:)` taking a closure).
            guard case .array(let matches)? = RegexValues.stringMethod("matches", text, [values[0]], labels: ["of"]) else { break }
            let characters = Array(text)
            var result = "", position = 0
            for found in matches {
                guard case .builtin(let match) = found, case .range(let lower, let upper, _)? = match["range"], lower >= position else { continue }
                result += String(characters[position..<lower])
                guard case .string(let replacement) = readWeak(try callArgument(1, [found])) else {
                    throw RuntimeError.notSupported("'replacing' with a closure that returns no String", at: location)
                }
                result += replacement
                position = upper
            }
            result += String(characters[position...])
            try ValueLimits.checkString(bytes: result.utf8.count, at: location)
            return .string(result)
        case (.string(let text), _) where RegexValues.methodNames.contains(name) && RegexValues.isRegex(values.first):
            if let value = RegexValues.stringMethod(name, text, values, labels: labels) { return value }
            throw RuntimeError.notSupported("'\(name)' with a Regex and these arguments", at: location)
        case (.dictionary(let entries), _) where Self.dictionaryMethodNames.contains(name):
            if let value = try dictionaryMethod(name, entries: entries, values: values, labels: labels, call: callArgument,
                                                writeBack: writeBack, at: location) { return value }
            if name == "filter" { fallthrough }
        case (_, "map"), (_, "compactMap"), (_, "filter"), (_, "forEach"), (_, "first"), (_, "contains"),
             (_, "allSatisfy"), (_, "reduce"), (_, "enumerated"), (_, "firstIndex"), (_, "joined"), (_, "last"):
            return try sequenceMethod(name, receiver: receiver, values: values, labels: labels, call: callArgument, at: location)
        case (.dictionary(var entries), "removeValue"):
            guard let key = values.first.flatMap(HashableValue.init) else { break }
            let removed = entries.removeValue(forKey: key) ?? .nil
            try writeBack(.dictionary(entries))
            heap.needsCollection = true
            return removed
        case (.double(let number), "rounded") where values.count == 1:
            if let rule = RoundingRules.rule(values[0]) { return .double(number.rounded(rule)) }
        case (.double(let number), "round"):
            guard let rule = values.isEmpty ? .toNearestOrAwayFromZero : RoundingRules.rule(values[0]) else { break }
            try writeBack(.double(number.rounded(rule)))
            return .void
        case (.double(let number), "rounded") where values.isEmpty:
            // `FloatingPoint.rounded()`: to the nearest, halfway cases away from zero.
            return .double(number.rounded())
        case (.double(let number), "squareRoot") where values.isEmpty: return .double(number.squareRoot())
        case (.double(let number), "truncatingRemainder") where labels == ["dividingBy"]:
            if let divisor = values.first?.asDouble { return .double(number.truncatingRemainder(dividingBy: divisor)) }
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "split"):
            // `split(separator:)`: non-empty pieces, as Swift's default `omittingEmptySubsequences`.
            // `maxSplits:` and `omittingEmptySubsequences: false` as Swift has them.
            // A separator of several characters is the standard library's collection separator
            // (SE-0357: `"a and b".split(separator: " and ")`).
            if case .string(let separator)? = values.first, !separator.isEmpty,
               labels.dropFirst().allSatisfy({ $0 == "maxSplits" || $0 == "omittingEmptySubsequences" }) {
                var maxSplits = Int.max, omitting = true
                for (label, value) in zip(labels, values) {
                    if label == "maxSplits", case .int(let limit) = value {
                        guard limit >= 0 else { throw RuntimeError.trap("Fatal error: Must take zero or more splits", at: location) }
                        maxSplits = limit
                    }
                    if label == "omittingEmptySubsequences", case .bool(let flag) = value { omitting = flag }
                }
                let pieces = if separator.count == 1, let character = separator.first {
                    text.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                } else {
                    text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                }
                return .array(pieces.map { .string(String($0)) })
            }
            // `split(whereSeparator:)`, also as a trailing closure (`split { $0.isWhitespace }`):
            // the closure decides which characters separate.
            if labels == ["whereSeparator"] || (labels == [nil] && { if case .function? = values.first { true } else { false } }()) {
                var pieces: [Value] = []
                var current = ""
                for character in text {
                    if try truthy(callArgument(0, [.string(String(character))]), at: location) {
                        if !current.isEmpty { pieces.append(.string(current)) }
                        current = ""
                    } else {
                        current.append(character)
                    }
                }
                if !current.isEmpty { pieces.append(.string(current)) }
                return .array(pieces)
            }
        case (.string(let text), "localizedCaseInsensitiveContains"), (.string(let text), "localizedStandardContains"):
            // Foundation's case- (and, for the standard form, diacritic-) insensitive search, in en_US.
            if case .string(let part)? = values.first {
                let options: String.CompareOptions = name == "localizedCaseInsensitiveContains" ? [.caseInsensitive] : [.caseInsensitive, .diacriticInsensitive]
                return .bool(text.range(of: part, options: options) != nil)
            }
        case (.string(let text), _) where Self.stringComparisons[name] != nil && labels == [nil]:
            // Foundation's `compare(_:)` family: a `ComparisonResult`, in the device's en_US locale
            // for the localized forms (Apple, "localizedStandardCompare(_:)": "as sorted by the
            // Finder": case-insensitive, numbers by value).
            if case .string(let other)? = values.first, let (options, localized) = Self.stringComparisons[name] {
                let result = text.compare(other, options: options, locale: localized ? Locale(identifier: "en_US") : nil)
                let member = result == .orderedAscending ? "orderedAscending" : result == .orderedSame ? "orderedSame" : "orderedDescending"
                return .builtin(BuiltinValue(kind: "ComparisonResult.\(member)", fields: ["member": .string(member)]))
            }
        case (.string(let text), "components") where labels.first == "separatedBy":
            if case .string(let separator)? = values.first, !separator.isEmpty {
                return .array(text.components(separatedBy: separator).map(Value.string))
            }
        case (.string(let text), "range") where labels == ["of"], (.string(let text), "firstRange") where labels == ["of"]:
            // `text.range(of: "World")`: the characters' offsets (a `String.Index` is one here),
            // nil when absent; the standard library's `firstRange(of:)` (SE-0357) alike.
            guard case .string(let target)? = values.first else { break }
            return Self.characterRange(of: target, in: text, options: [])
        case (.string(let text), "replacingCharacters") where labels == ["in", "with"]:
            // `text.replacingCharacters(in: range, with: "x")`, the range in character offsets.
            guard case .range(let lower, let upper, let closed)? = values.first, case .string(let replacement)? = values.last else { break }
            let end = closed ? upper + 1 : upper
            guard lower >= 0, lower <= end, end <= text.count else { throw RuntimeError.trap("Fatal error: String index is out of bounds", at: location) }
            var characters = Array(text)
            characters.replaceSubrange(lower..<end, with: Array(replacement))
            return .string(String(characters))
        case (.string(let text), "replacingOccurrences") where labels == ["of", "with"]:
            if case .string(let target)? = values.first, case .string(let replacement)? = values.last, !target.isEmpty {
                return .string(text.replacingOccurrences(of: target, with: replacement))
            }
        case (.string(let text), "padding") where labels == ["toLength", "withPad", "startingAt"]:
            // `name.padding(toLength: 8, withPad: ".", startingAt: 0)` (Foundation, NSString): cut
            // to the length, or filled with the pad string repeated from `startingAt`.
            guard case .int(let length)? = values.first, case .string(let pad) = values[1], case .int(let start) = values[2] else { break }
            guard !pad.isEmpty, start >= 0, start < pad.utf16.count else {
                throw RuntimeError.trap("NSRangeException: startingAt \(start) is out of bounds of the pad string", at: location)
            }
            try ValueLimits.checkString(bytes: max(0, length) * 4, at: location)
            return .string(text.padding(toLength: max(0, length), withPad: pad, startingAt: start))
        case (.string(let text), "appending") where labels == [nil]:
            // `numberString.appending("7")` (Foundation, `StringProtocol.appending(_:)`): a new
            // string, the argument after the receiver.
            if case .string(let tail)? = values.first {
                try ValueLimits.checkString(bytes: text.utf8.count + tail.utf8.count, at: location)
                return .string(text + tail)
            }
        case (.string(let text), "hasPrefix"):
            if case .string(let prefix)? = values.first { return .bool(text.hasPrefix(prefix)) }
        case (.string(let text), "hasSuffix"):
            if case .string(let suffix)? = values.first { return .bool(text.hasSuffix(suffix)) }
        case (.string(let text), "insert") where labels == [nil, "at"] || labels == ["contentsOf", "at"]:
            // `word.insert("!", at: word.startIndex)`: a String.Index is a character offset here.
            guard case .string(let inserted)? = values.first, case .int(let offset)? = values.last else { break }
            guard offset >= 0, offset <= text.count else { throw RuntimeError.trap("Fatal error: String index is out of bounds", at: location) }
            try ValueLimits.checkString(bytes: text.utf8.count + inserted.utf8.count, at: location)
            var characters = Array(text)
            characters.insert(contentsOf: Array(inserted), at: offset)
            try writeBack(.string(String(characters)))
            return .void
        case (.string(var text), "append"):
            if case .string(let suffix)? = values.first {
                try ValueLimits.checkString(bytes: text.utf8.count + suffix.utf8.count, at: location)
                text += suffix
                try writeBack(.string(text))
                return .void
            }
        case (.string(var text), "removeFirst"), (.string(var text), "removeLast"), (.string(var text), "popLast"):
            // A String is a collection of Characters (a Character is a one-character string here).
            if name != "popLast", case .int(let k)? = values.first, labels == [nil] {
                guard k >= 0 else { throw RuntimeError.trap("Fatal error: Number of elements to remove should be non-negative", at: location) }
                guard k <= text.count else {
                    throw RuntimeError.trap("Fatal error: Can't remove more items from a collection than it contains", at: location)
                }
                if name == "removeFirst" { text.removeFirst(k) } else { text.removeLast(k) }
                try writeBack(.string(text))
                return .void
            }
            guard values.isEmpty else { break }
            if text.isEmpty {
                if name == "popLast" { return .nil }
                throw RuntimeError.trap("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", at: location)
            }
            let removed = name == "removeFirst" ? text.removeFirst() : text.removeLast()
            try writeBack(.string(text))
            return .string(String(removed))
        case (.object, _):
            throw missingMember(name, of: Describe.typeName(of: receiver, heap: heap), isStatic: false, at: location)
        default:
            break
        }
        if let value = try moreSequenceMethod(name, receiver: receiver, values: values, labels: labels, call: callArgument, at: location) {
            return value
        }
        if let value = try iteratorMethod(name, on: receiver, values: values, writeBack: writeBack, at: location) {
            return value
        }
        if let value = try subrangeEditMethod(name, receiver: receiver, values: values, labels: labels, call: callArgument,
                                              writeBack: writeBack, at: location) {
            return value
        }
        if let value = try numberMethod(name, receiver: receiver, values: values, labels: labels, at: location) {
            return value
        }
        if let value = try sequenceComparisonMethod(name, receiver: receiver, values: values, labels: labels, call: callArgument,
                                                    at: location) {
            return value
        }
        if let value = try collectionIndexMethod(name, receiver: receiver, values: values, labels: labels, at: location) {
            return value
        }
        if let value = try setAlgebraMethod(name, receiver: receiver, values: values, labels: labels, writeBack: writeBack, at: location) {
            return value
        }
        if let value = try offsetsMethod(name, receiver: receiver, values: values, labels: labels, writeBack: writeBack, at: location) {
            return value
        }
        if case .nil = receiver {
            throw RuntimeError(.trap, "value of optional type must be unwrapped to refer to member '\(name)'", at: location)
        }
        throw Builtins.missingMember(name, of: receiver, heap: heap, at: location)
    }
}
