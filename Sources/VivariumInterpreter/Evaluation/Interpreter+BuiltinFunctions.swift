import Foundation
import OrderedCollections
import VivariumSyntax

extension Interpreter {
    /// The arguments of a free function of the standard library or the framework, in order.
    /// `min` and `max` take arguments of one type (`max<T: Comparable>(_:_:)`): an implicit
    /// member among them (`max(width, .zero)`) takes the type of the first other argument,
    /// evaluated before it, else the call's contextual type (`let w: Double = max(.zero, .pi)`).
    private func builtinArgumentValues(_ name: String, _ inputs: [ArgumentInput], overloads: [FrameworkMember],
                                       expected: TypeReference?) throws -> [Value] {
        func isImplicitMember(_ input: ArgumentInput) -> Bool {
            if case .expression(let argument, _) = input { isImplicitMemberChain(argument.value) } else { false }
        }
        let sharesOneType = overloads.isEmpty && (name == "min" || name == "max")
        var values = [Value](repeating: .void, count: inputs.count)
        var peerType: TypeReference?
        for index in inputs.indices where !(sharesOneType && isImplicitMember(inputs[index])) {
            let contextual = overloads.isEmpty ? nil
                : FrameworkTypes.parameterType(overloads, labels: inputs.map(\.label), index: index, implicitMember: nil)
            values[index] = readWeak(try evaluateInput(inputs[index], expected: contextual))
            if sharesOneType, peerType == nil { peerType = contextualType(of: values[index]) }
        }
        if sharesOneType {
            if peerType == nil, let expected, !["Any", "AnyObject"].contains(expected.nominalName ?? "") { peerType = expected }
            for index in inputs.indices where isImplicitMember(inputs[index]) {
                values[index] = readWeak(try evaluateInput(inputs[index], expected: peerType))
            }
        }
        return values
    }

    /// Free functions of the standard library.
    /// `expected`: the type the call's result is wanted as (`let lo: Double = min(1, 2)`).
    func callBuiltinFunction(_ name: String, inputs: [ArgumentInput], expected: TypeReference? = nil,
                             at location: SourceLocation) throws -> Value {
        if name.hasPrefix("enumCase:") {
            let parts = name.dropFirst("enumCase:".count).split(separator: ".").map(String.init)
            let enumCase = types.type(parts[0])?.enumCase(parts[1])
            let values = try enumCase.map { try payload(inputs, of: $0) } ?? inputs.map { try evaluateInput($0, expected: nil) }
            let labels = enumCase?.associatedValues ?? []
            return .enumValue(EnumValue(typeName: parts[0], caseName: parts[1], payload: values, payloadLabels: labels))
        }
        if let value = try callFunctionValue(name, inputs: inputs, at: location) { return value }
        let overloads = FrameworkTypes.functions.staticMembers[name] ?? []
        let values = try builtinArgumentValues(name, inputs, overloads: overloads, expected: expected)
        let labels = inputs.map(\.label)
        let positional = zip(labels, values).filter { $0.0 == nil }.map(\.1)
        func labelled(_ label: String) -> Value? { zip(labels, values).first { $0.0 == label }?.1 }
        // `withAnimation { … }`: a function of the framework's.
        if let result = try FrameworkLayer.installed?.functions.first(where: { $0.functionNames.contains(name) })?
            .call(name, values: values, labels: labels, interpreter: self, at: location) {
            return result
        }
        switch name {
        case "print", "debugPrint":
            // How each positional argument prints (`Optional(3)` for an optional expression).
            let positionalText: [String] = try zip(inputs, values).filter { $0.0.label == nil }.map { input, value in
                let value = try printable(value, at: location)
                if case .expression(let argument, let scope) = input {
                    return printed(value, of: argument.value, in: scope, debug: name == "debugPrint")
                }
                return name == "debugPrint" ? Describe.debug(value, self) : describe(value)
            }
            // Describing a huge value heard `interrupt` and stopped: nothing of it is printed.
            try throwIfInterruptPending(at: location)
            var separator = " "
            var terminator = "\n"
            if case .string(let s)? = labelled("separator") { separator = s }
            if case .string(let s)? = labelled("terminator") { terminator = s }
            // `print(x, to: &log)`: the text goes to the String the argument names, not the output.
            if let index = labels.firstIndex(of: "to"), case .expression(let argument, let scope) = inputs[index],
               case .inoutReference(let target) = argument.value.kind {
                guard case .string(let current) = readWeak(try evaluate(target, in: scope)) else {
                    throw RuntimeError.notSupported("print(_:to:) into a stream other than a String", at: location)
                }
                let text = current + positionalText.joined(separator: separator) + terminator
                try ValueLimits.checkString(bytes: text.utf8.count, at: location)
                try assign(.string(text), to: target, in: scope)
                return .void
            }
            emitPrint(positionalText.joined(separator: separator), terminator: terminator)
            return .void
        case "dump":
            // `dump(value, name: "x", indent: 2, maxDepth: 1, maxItems: 10)`: the mirror's tree; the value back.
            guard let value = positional.first else { break }
            var name: String?
            if case .string(let given)? = labelled("name") { name = given }
            func number(_ label: String, _ fallback: Int) -> Int { if case .int(let n)? = labelled(label) { n } else { fallback } }
            var optional = false
            if case .expression(let argument, let scope)? = inputs.first, argument.label == nil { optional = isOptional(argument.value, in: scope) }
            let text = dumpText(value, name: name, indent: number("indent", 0), maxDepth: number("maxDepth", .max),
                                maxItems: number("maxItems", .max), isOptional: optional)
            emitPrint(String(text.dropLast()), terminator: "\n")
            return value
        case "min", "max":
            guard var best = positional.first else { break }
            for value in positional.dropFirst() {
                let less = try compare("<", value, best, at: location)
                if case .bool(let isLess) = less, isLess == (name == "min") { best = value }
            }
            // `min(max(w, 0), 1)` with a Double `w`: the integer literals are Doubles (the
            // arguments share one type), so the result prints `1.0`; so does a Double context.
            if case .int(let i) = best,
               isFloatingPoint(expected) || positional.contains(where: { if case .double = $0 { true } else { false } }) {
                return .double(Double(i))
            }
            return best
        case _ where MathFunctions.names.contains(name):
            if let result = MathFunctions.call(name, positional) { return result }
        case "abs":
            if case .int(let i)? = positional.first {
                if i == Int.min { throw Checked.overflow(at: location) }  // `-Int.min` in Swift's `abs`
                return .int(abs(i))
            }
            if case .double(let d)? = positional.first { return .double(abs(d)) }
        case "fatalError", "preconditionFailure", "assertionFailure":
            let message = positional.first.map { describe($0) } ?? ""
            // A bundled module's "not supported in the playground: …": a limit of the
            // playground, not a trap of the program, said where the program called into it.
            if name == "fatalError", message.hasPrefix("not supported in the playground: "), location.file.hasPrefix("<module ") {
                let caller = frames.reversed().first { !$0.location.file.hasPrefix("<module ") && $0.location != .builtin }?.location ?? location
                throw RuntimeError(.notSupported, message, at: caller)
            }
            throw RuntimeError(.trap, "Fatal error" + (message.isEmpty ? "" : ": \(message)"), at: location)
        case "precondition", "assert":
            if case .bool(false)? = positional.first {
                let message = positional.count > 1 ? describe(positional[1]) : ""
                throw RuntimeError(.trap, (name == "assert" ? "Assertion failed" : "Precondition failed") + (message.isEmpty ? "" : ": \(message)"), at: location)
            }
            return .void
        case "__uikitInstantiate":
            // Nib unarchiving: the class named `positional[0]`, created with `init(coder:)`.
            guard case .string(let className)? = positional.first, positional.count == 2 else { break }
            guard let info = types.type(types.resolve(className)), info.kind == .class else {
                throw RuntimeError(.trap, "no class named '\(className)' to instantiate (the nib name or storyboard identifier names the class)", at: location)
            }
            let coder = ArgumentInput.value(ArgumentValue(label: "coder", value: positional[1], location: location))
            return try constructType(info.name, arguments: [coder], scope: globals, at: location)
        case "type":
            if let value = labelled("of") {
                // `type(of: self.body)`: SwiftUI's generic type of a view, which the host names.
                if case .builtin = readWeak(value), let name = try host?.viewTypeName(of: readWeak(value), at: location) { return .type(name) }
                // `type(of: \Contact.name)`: `WritableKeyPath<Contact, String>`.
                if case .keyPath = readWeak(value), case .expression(let argument, _)? = inputs.first,
                   let name = keyPathTypeName(of: argument.value) {
                    return .type(name)
                }
                // `type(of: maybe)` of a `User?` holding a user: the static type is the Optional.
                if !value.isNil, case .expression(let argument, let scope)? = inputs.first, isOptional(argument.value, in: scope) {
                    return .type("Optional<\(dynamicTypeName(of: readWeak(value)))>")
                }
                return .type(dynamicTypeName(of: readWeak(value)))
            }
        case "sequence":
            if let unfolding = unfoldSequence(values, labels: labels) { return unfolding }
        case "repeatElement":
            // `repeatElement("-", count: 3)`: a collection of the element that many times.
            guard labels == [nil, "count"], case .int(let count) = values[1] else { break }
            guard count >= 0 else { throw RuntimeError.trap("Fatal error: Repetition count should be non-negative", at: location) }
            try ValueLimits.checkElements(count, at: location)
            return .array(Array(repeating: values[0], count: count))
        case "zip":
            guard positional.count == 2 else { break }
            // `zip(1..., names)`: a range with no end gives as many elements as the other side has.
            func side(_ value: Value, beside other: Value) throws -> [Value] {
                guard Self.isUnboundedRange(value), case .range(let lower, _, _) = value, !Self.isUnboundedRange(other) else {
                    return try elements(of: value, at: location)
                }
                let count = try elements(of: other, at: location).count
                return (0..<count).map { .int(lower + $0) }
            }
            let a = try side(positional[0], beside: positional[1]), b = try side(positional[1], beside: positional[0])
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        case "stride":
            if let by = labelled("by"), by.asDouble == 0 {
                throw RuntimeError.trap("Fatal error: Stride size must not be zero", at: location)
            }
            if [labelled("from"), labelled("to"), labelled("through"), labelled("by")].contains(where: { $0?.asDouble?.isNaN == true }) {
                throw RuntimeError.notSupported("a stride with a NaN bound or step", at: location)
            }
            // How many elements, for the array limit (NaN excluded above).
            func strideCount(_ distance: Double) -> Int { Int(min(abs(distance), Double(Int32.max))) }
            if case .int(let from)? = labelled("from"), case .int(let by)? = labelled("by") {
                let end = (labelled("to") ?? labelled("through"))?.asDouble ?? Double(from)
                try ValueLimits.checkElements(strideCount((end - Double(from)) / Double(by)), at: location)
                if case .int(let to)? = labelled("to") { return .array(Swift.stride(from: from, to: to, by: by).map(Value.int)) }
                if case .int(let through)? = labelled("through") { return .array(Swift.stride(from: from, through: through, by: by).map(Value.int)) }
            }
            // `stride(from: 0.25, through: 1.0, by: 0.25)`: Doubles when any bound is one.
            if let from = labelled("from")?.asDouble, let by = labelled("by")?.asDouble {
                let end = (labelled("to") ?? labelled("through"))?.asDouble ?? from
                try ValueLimits.checkElements(strideCount((end - from) / by), at: location)
                if let to = labelled("to")?.asDouble { return .array(Swift.stride(from: from, to: to, by: by).map(Value.double)) }
                if let through = labelled("through")?.asDouble {
                    return .array(Swift.stride(from: from, through: through, by: by).map(Value.double))
                }
            }
        default: break
        }
        throw RuntimeError(.trap, "no '\(name)' matches these arguments", at: location)
    }

    /// Records printed text, one output line per line (also for the host: `_printChanges`).
    public func emitPrint(_ text: String, terminator: String = "\n") {
        // `print("x", terminator: "")` leaves its line open for the next print to continue.
        pendingOutput += text + terminator
        var lines = pendingOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        pendingOutput = lines.removeLast()  // safe: a split that keeps empty pieces has at least one
        for line in lines { log.append(.print(line)) }
    }

    /// Ends a line left open by `print(_:terminator:)` (at the end of a command).
    public func flushOutput() {
        guard !pendingOutput.isEmpty else { return }
        log.append(.print(pendingOutput))
        pendingOutput = ""
    }
}

extension Interpreter {
    /// Calls a function value without arguments, as a call expression `f()` does.
    public func callWithoutArguments(_ function: Value, at location: SourceLocation) throws -> Value {
        try callValue(function, inputs: [], at: location)
    }
}
