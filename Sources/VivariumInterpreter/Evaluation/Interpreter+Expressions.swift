import OrderedCollections
import VivariumSyntax

/// Thrown inside an optional chain when a link is `nil`; caught by `optionalEvaluation`.
struct OptionalChainNil: Error {}

extension Interpreter {
    /// Floating-point types an integer literal takes from context: `Double`, `Float`,
    /// `CGFloat`, Foundation's `TimeInterval` (a typealias of Double), and a user typealias of one.
    func isFloatingPoint(_ type: TypeReference?) -> Bool {
        guard let name = type?.nominalName else { return false }
        return ["Double", "Float", "CGFloat", "TimeInterval", "Float64", "Float32"].contains(types.resolve(name))
    }

    /// Evaluates an expression. `expected` is the contextual type, used for implicit members
    /// (`.init(wrappedValue:)`, `.red`).
    func evaluate(_ expr: Expr, in scope: Scope, expected: TypeReference? = nil) throws -> Value {
        switch expr.kind {
        case .integer, .string, .interpolation, .array:
            if expected != nil, let value = try userLiteral(expr, expected: expected, in: scope) { return value }
        default:
            break
        }
        switch expr.kind {
        case .integer(let value):
            if isFloatingPoint(expected) { return .double(Double(value)) }
            if isDecimal(expected) { return DecimalValues.literal(.int(value)) }
            return .int(value)
        case .float(let value):
            if isDecimal(expected) { return DecimalValues.literal(.double(value)) }
            return .double(value)
        case .string(let value): return .string(value)
        case .boolean(let value): return .bool(value)
        case .nil: return .nil
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .literal(let literal): text += literal
                case .expression(let inner):
                    // `"\(Box(3))"`: the temporary dies once its text is appended.
                    let mark = temporaryMark(of: inner)
                    text += printed(try printable(evaluate(inner, in: scope), at: inner.location), of: inner, in: scope)
                    try endTemporaries(from: mark, keeping: .void)
                case .appendInterpolation(let arguments):
                    if let custom = try userInterpolation(arguments, in: scope, at: expr.location) {
                        text += custom
                    } else if let inner = arguments.first?.value {
                        text += printed(try evaluate(inner, in: scope), of: inner, in: scope)
                    }
                }
                try ValueLimits.checkString(bytes: text.utf8.count, at: expr.location)
            }
            return .string(text)

        case .identifier(let name):
            // `subtitle` inside `extension Themed`: the extension's own, when the checker bound it.
            if !staticMembers.isEmpty, staticMembers[expr.location] != nil, let selfBox = scope.lookup("self"),
               let value = try staticPropertyValue(name, at: expr.location, of: selfBox.value) {
                return value
            }
            return try resolveIdentifier(name, in: scope, at: expr.location)
        case .selfValue:
            guard let box = scope.lookup("self") else {
                throw RuntimeError.unresolved("cannot find 'self' in scope", at: expr.location)
            }
            return readWeak(box.value)
        case .selfType:
            if let box = scope.lookup("self") {
                if case .type(let name) = box.value { return .type(name) }
                return .type(Describe.typeName(of: box.value, heap: heap))
            }
            if let type = currentFrame?.staticType { return .type(type) }
            if case .type(let name)? = scope.lookup(Self.selfTypeName)?.value { return .type(name) }
            throw RuntimeError.unresolved("cannot find 'Self' in scope", at: expr.location)
        case .superValue:
            throw RuntimeError.notSupported("'super' outside a member access", at: expr.location)

        case .member(let baseExpr, let name):
            if case .superValue = baseExpr.kind {
                return try superMember(name, in: scope, at: expr.location)
            }
            // `String?.none` (`.tag(String?.none)`): the optional's nil.
            if name == "none", isOptionalTypeExpression(baseExpr) { return .nil }
            // `Dictionary<String, [Int]>.self`, `Array<Item>.self`: the standard library's generic
            // type with its arguments (what decoding reads and `print` shows), as its sugar names it.
            if name == "self", case .type(let written) = baseExpr.kind, let sugared = Self.sugaredStandardType(written) {
                return .type(sugared)
            }
            // `Document(fileName: "a.doc")?.name`: the instance dies once its member is read.
            let mark = temporaryMark(of: baseExpr)
            let base = try evaluate(baseExpr, in: scope, expected: isImplicitMemberChain(baseExpr) ? expected : nil)
            if case .structValue(let value) = readWeak(base), let (initial, stored) = try lazyStructMember(name, of: value, at: expr.location) {
                // `item.label`, a `lazy var` read first: kept in `item`.
                try? assign(.structValue(stored), to: baseExpr, in: scope)
                return initial
            }
            if !staticMembers.isEmpty, let value = try staticPropertyValue(name, at: expr.location, of: base) {
                try endTemporaries(from: mark, keeping: value, base: base)
                return value
            }
            let value = try memberValue(of: base, name: name, at: expr.location)
            try endTemporaries(from: mark, keeping: value, base: base)
            return value

        case .implicitMember(let name):
            return try implicitMember(name, arguments: nil, expected: expected, in: scope, at: expr.location)

        case .optionalChain(let inner):
            let value = readWeak(try evaluate(inner, in: scope))
            if value.isNil { throw OptionalChainNil() }
            return value
        case .optionalEvaluation(let inner):
            do { return try evaluate(inner, in: scope, expected: expected) } catch is OptionalChainNil { return .nil }
        case .forceUnwrap(let inner):
            let value = readWeak(try evaluate(inner, in: scope))
            if value.isNil {
                throw RuntimeError.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: expr.location)
            }
            return value

        case .call(let callee, let arguments):
            return try evaluateCall(callee: callee, arguments: arguments, in: scope, expected: expected, at: expr.location)
        case .subscriptAccess(let baseExpr, let arguments):
            let base = try evaluate(baseExpr, in: scope)
            // `Palette["accent"]`: a type's `static subscript`.
            if let owner = staticSubscriptOwner(base, setter: false) {
                return try callStaticMethod(typeName: owner, name: Self.subscriptGetter,
                                            inputs: arguments.map { .expression($0, scope) }, at: expr.location)
            }
            if hasUserSubscript(base, setter: false) {
                return try callMethod(on: base, baseExpr: baseExpr, name: Self.subscriptGetter,
                                      inputs: arguments.map { .expression($0, scope) }, scope: scope, at: expr.location)
            }
            // `self[start..<end]` inside `extension String { subscript(_ r: Range<Int>) -> Substring }`
            // is String's own subscript by `String.Index` (an index is an integer here, so the
            // extension's would otherwise call itself forever).
            let insideOwnSubscript = if case .selfValue = baseExpr.kind { currentFrame?.name.hasSuffix("." + Self.subscriptGetter) == true } else { false }
            if !insideOwnSubscript, let (info, overloads) = builtinExtensionSubscript(of: readWeak(base), arguments: arguments, scope: scope) {
                // The extension's subscript whose parameters take these values (`text[3]`, `text[1...3]`
                // of `subscript(_ i: Int)`, `subscript(_ r: ClosedRange<Int>)`); else the type's own
                // (`text[index]`, `text[start...]`, where an index is an integer here).
                let indices = try arguments.map { try evaluate($0.value, in: scope) }
                let given = zip(arguments, indices).map { ArgumentInput.value(ArgumentValue(label: $0.label, value: $1, location: $0.location)) }
                let fitting = overloads.filter { extensionSubscriptFits($0.parameters, indices) }
                guard fitting.isEmpty else {
                    return try callUserValueMethod(info: info, overloads: fitting, receiver: readWeak(base), baseExpr: baseExpr,
                                                   inputs: given, scope: scope, at: expr.location)
                }
                return try subscriptValue(base, indices, labels: arguments.map(\.label), at: expr.location)
            }
            let indices = try arguments.map { argument -> Value in
                // `byTag[.urgent]` of a `[Tag: [String]]`: the key takes the dictionary's key type.
                guard isImplicitMemberChain(argument.value) else { return try evaluate(argument.value, in: scope) }
                return try evaluate(argument.value, in: scope, expected: try dictionaryKeyType(of: baseExpr, base, in: scope))
            }
            return try subscriptValue(base, indices, labels: arguments.map(\.label), at: expr.location)

        case .binary(let op, let lhs, let rhs):
            let result = try evaluateBinary(op, lhs, rhs, in: scope, expected: expected, at: expr.location)
            guard let narrow = narrowIntegerType(at: expr.location) else { return result }
            return try narrowed(result, op, to: narrow, at: expr.location)
        case .prefix(let op, let operand):
            let value = try evaluate(operand, in: scope, expected: expected)
            if let result = try userPrefixOperator(op, value, at: expr.location) { return result }
            let result = try Operators.prefix(op, value, at: expr.location)
            guard let narrow = narrowIntegerType(at: expr.location) else { return result }
            return try narrowed(result, op, to: narrow, at: expr.location)
        case .postfix("...", let operand):
            // `5...`: a range unbounded above; `30.0...` of Doubles; `in: Date()...` of dates.
            switch try evaluate(operand, in: scope) {
            case .int(let lower): return .range(lower: lower, upper: Int.max)
            case .double(let lower): return try FloatingRange.make(lower, .infinity, closed: true, at: expr.location)
            case .builtin(let date) where date.kind == "Date":
                return .builtin(BuiltinValue(kind: "PartialRangeFrom<Date>", fields: ["lowerBound": .builtin(date)]))
            default: throw RuntimeError.notSupported("partial ranges of this type", at: expr.location)
            }
        case .postfix(let op, let operand):
            // `25%` of the program's `postfix operator %` and its `postfix func %`.
            if types.functions["postfix" + op] != nil || types.anyTypeDeclaresMember(named: "postfix" + op),
               let result = try userPrefixOperator(op, evaluate(operand, in: scope), fixity: "postfix", at: expr.location) {
                return result
            }
            throw RuntimeError.notSupported("postfix operator '\(op)'", at: expr.location)

        case .assign(let target, let valueExpr):
            let context = try assignmentContext(target: target, value: valueExpr, in: scope)
            var value = try evaluate(valueExpr, in: scope, expected: context)
            // `pending = (now + delay, action)` into a `(fire: Double, action: () -> Void)?`: the
            // tuple takes the declared labels.
            if let context, context.namesTupleElements { value = Self.labelingTuples(value, as: context) }
            try assign(value, to: target, in: scope)
            return .void
        case .compoundAssign(let op, let target, let valueExpr):
            // `title? += "x"`, `self?.count += 1`: nothing is evaluated or changed when the
            // optional is nil (the assignment's value is then nil, Swift's optional chaining on an
            // assignment).
            if case .optionalEvaluation(let chain) = target.kind {
                do {
                    return try evaluate(Expr(.compoundAssign(op: op, target: chain, value: valueExpr), at: expr.location), in: scope)
                } catch is OptionalChainNil {
                    return .nil
                }
            }
            if try userCompoundAssignment(op, target, valueExpr, in: scope, at: expr.location) { return .void }
            let narrow = narrowIntegerType(at: expr.location)
            if narrow == nil, let result = try compoundAssignInPlace(op, target, valueExpr, in: scope, at: expr.location) { return result }
            let current = try evaluate(target, in: scope)
            let operand = try evaluate(valueExpr, in: scope)
            var result = try Operators.binary(op, current, operand, at: expr.location)
            if let narrow { result = try narrowed(result, op, to: narrow, at: expr.location) }
            try assign(result, to: target, in: scope)
            return .void

        case .ternary(let condition, let thenExpr, let elseExpr):
            let chosen = try truthy(evaluate(condition, in: scope), at: condition.location) ? thenExpr : elseExpr
            let other = chosen == thenExpr ? elseExpr : thenExpr
            // `c ? .brand : tint`: the other branch's declared type is the implicit member's base.
            // (An optional context stays: `flag ? 3 : .none` where an `Int?` is expected.)
            if isImplicitMemberChain(chosen), !isImplicitMemberChain(other), expected?.isOptional != true,
               let otherType = try knownType(of: other, in: scope) ?? evidentType(other) {
                return try evaluate(chosen, in: scope, expected: otherType)
            }
            // `count == 0 ? 0 : total / Double(count)`: the integer literal takes the other
            // branch's floating-point type (the result is `0.0`).
            if expected == nil || expected?.nominalName == "Any", Self.isIntegerLiteralArithmetic(chosen), !Self.isIntegerLiteralArithmetic(other),
               let floating = try evidentFloatingType(of: other, in: scope) {
                return try evaluate(chosen, in: scope, expected: floating)
            }
            return try evaluate(chosen, in: scope, expected: expected)

        case .closure(let closureExpr):
            let value = try makeClosure(closureExpr, in: scope)
            // `let tint: (Bool) -> Color = { $0 ? .red : .blue }`: the declared result type is
            // the context of the closure's returned values.
            if case .function(.closure(let closure)) = value, closureExpr.resultType == nil,
               case .function(_, let result, _, _)? = expected.map(unwrapOptional) {
                closure.resultType = result
            }
            return value

        case .array(let elements):
            if let optionSet = userOptionSet(expected) {
                return try optionSetLiteral(elements, of: optionSet, in: scope, at: expr.location)
            }
            // `[.top, .bottom]` where an option set (`Edge.Set`) is expected: its elements.
            let elementType: TypeReference? = switch expected.map(unwrapOptional) {
                case .array(let t)?: t
                case .named("Set", let generics)? where generics.count == 1: generics[0]
                case let type? where type.frameworkName.map { FrameworkTypes.type($0) != nil } == true: type
                default: Self.literalElementType(elements)
            }
            if elementType == nil, elements.contains(where: isImplicitMemberChain) {
                // `[DateFormatter.Style.short, .medium, .long]`: the element written with its type
                // gives the others theirs (Swift infers the array's element type from it).
                var context = elements.lazy.filter { !self.isImplicitMemberChain($0) }.compactMap { self.evidentType($0) }.first
                var values: [Value] = []
                for element in elements {
                    let implicit = isImplicitMemberChain(element)
                    let value = try evaluate(element, in: scope, expected: implicit ? context : nil)
                    if context == nil, !implicit { context = contextualType(of: value) }
                    values.append(value)
                }
                return .array(values)
            }
            if elementType == nil, let tuples = try tupleElementsWithContext(elements, in: scope) { return .array(tuples) }
            let values = try elements.map { try evaluate($0, in: scope, expected: elementType) }
            // `let d: Set<Int> = [1, 1, 2]`: a Set holds each element once (a Set is an array
            // without duplicates here), as `Set([1, 1, 2])` does.
            if case .named("Set", _)? = expected.map(unwrapOptional) {
                var seen = Set<HashableValue>()
                return .array(values.filter { HashableValue($0).map { seen.insert($0).inserted } ?? true })
            }
            return .array(values)
        case .dictionary(let elements):
            var entries = DictionaryEntries()
            let (keyType, valueType): (TypeReference?, TypeReference?) = if case .dictionary(let k, let v)? = expected.map(unwrapOptional) { (k, v) }
                else { (Self.literalElementType(elements.map(\.key)), Self.literalElementType(elements.map(\.value))) }
            for element in elements {
                let key = try evaluate(element.key, in: scope, expected: keyType)
                guard let hashable = HashableValue(key) else {
                    throw RuntimeError(.trap, "dictionary key \(describe(key)) is not Hashable", at: element.key.location)
                }
                entries[hashable] = try evaluate(element.value, in: scope, expected: valueType)
            }
            return .dictionary(entries)
        case .tuple(let elements):
            // `return (low, high)` from `-> (min: Int, max: Int)`: the tuple takes the labels of
            // the type it is converted to.
            var types: [TypeReference]?
            var labels = elements.map(\.label)
            if case .tuple(let elementTypes, let typeLabels)? = expected, elementTypes.count == elements.count {
                types = elementTypes
                for index in labels.indices where labels[index] == nil && index < typeLabels.count { labels[index] = typeLabels[index] }
            }
            return .tuple(try elements.enumerated().map { try evaluate($1.value, in: scope, expected: types?[$0]) }, labels: labels)

        case .keyPath(_, let components):
            return .keyPath(components)
        case .inoutReference(let inner):
            return try evaluate(inner, in: scope)
        case .try(let inner, let kind):
            switch kind {
            case .plain:
                return try evaluate(inner, in: scope, expected: expected)
            case .optional:
                do { return try evaluate(inner, in: scope, expected: expected) } catch is ThrownError { return .nil }
            case .forced:
                do {
                    return try evaluate(inner, in: scope, expected: expected)
                } catch let thrown as ThrownError {
                    let isSwiftError: Bool = if case .builtin(let b) = thrown.value, b.kind == "CancellationError" { true } else { false }
                    let text = (isSwiftError ? "Swift." : "") + describe(thrown.value)
                    throw RuntimeError.trap("Fatal error: 'try!' expression unexpectedly raised an error: \(text)", at: expr.location)
                }
            }
        case .await(let inner):
            return try evaluate(inner, in: scope, expected: expected)
        case .cast(let inner, let kind, var type):
            // `x as? T` in `func value<T>(as: T.Type) -> T?`: the type `T` stands for in this call.
            if case .named(let name, generics: []) = type, let box = scope.lookup(name), case .type(let bound) = box.value {
                // `(any GreetingService).self`: the existential, which every conforming value is.
                type = bound.hasPrefix("any ") ? .existential(String(bound.dropFirst(4))) : substitutingGenericParameters(type, in: scope)
            }
            // `1 as Double`, `[1, 2] as [Double]`: a coercion is the inner expression's context.
            var value = readWeak(try evaluate(inner, in: scope, expected: kind == .as ? type : nil))
            if kind != .as, let number = bridgedNumber(value, to: type) { value = number }
            if let bridged = try bridgedNSError(value, to: type, at: expr.location) { value = bridged }
            let matches = isInstance(value, of: type)
            switch kind {
            case .is: return .bool(matches)
            case .as: return value
            case .conditional: return matches ? value : .nil
            case .forced:
                if !matches {
                    throw RuntimeError.trap("Could not cast value of type '\(Describe.typeName(of: value, heap: heap))' to '\(type)'",
                                            at: expr.location)
                }
                return value
            }
        case .discard:
            throw RuntimeError.notSupported("'_' outside an assignment", at: expr.location)
        case .type(let type):
            // A generic parameter of the function being run (`T.self` in `load<T>`): its type.
            if case .named(let name, generics: []) = type, let box = scope.lookup(name), case .type(let bound) = box.value {
                return .type(bound)
            }
            // A generic parameter of the instance being run (`Value.self` in `FileStored<Value>`).
            if case .named(let name, generics: []) = type, let bound = try boundGenericParameter(name, in: scope, at: expr.location) {
                return .type(bound)
            }
            // `Envelope<[User]>.self`: a generic user type keeps its arguments (what decoding and
            // its static methods read).
            if case .named(let name, let arguments) = type, !arguments.isEmpty, types.type(name)?.declaration.genericParameters.isEmpty == false {
                return .type(substitutingGenericParameters(type, in: scope).description)
            }
            // `[T].self`, `T?.self`: the parameters inside replaced by what they stand for.
            if type.nominalName == nil, !types.genericParameterNames.isEmpty {
                return .type(substitutingGenericParameters(type, in: scope).description)
            }
            return .type(type.nominalName ?? type.description)
        case .statementExpression(let statement):
            return try evaluateStatementExpression(statement, in: scope, expected: expected)
        }
    }

    /// `Array<Int>` as `[Int]`, `Dictionary<String, [Int]>` as `[String: [Int]]`, `Optional<Int>`
    /// as `Int?`, `Set<String>` as written; nil for any other type.
    static func sugaredStandardType(_ type: TypeReference) -> String? {
        guard case .named(let name, let arguments) = type, !arguments.isEmpty else { return nil }
        switch (name, arguments.count) {
        case ("Array", 1): return "[\(arguments[0])]"
        case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
        case ("Optional", 1): return "\(arguments[0])?"
        case ("Set", 1): return type.description
        default: return nil
        }
    }

    /// An `NSNumber` cast to a Swift number (`value as? TimeInterval` in a `Formatter`'s
    /// `string(for:)`, handed `NSNumber(value: elapsed)`): Foundation bridges it to the number
    /// when the value is exactly representable in that type (SE-0170), so `as? Int` of 2.5 fails.
    private func bridgedNumber(_ value: Value, to type: TypeReference) -> Value? {
        guard case .object(let id) = value, let object = heap.object(id),
              types.classChain(object.typeName).contains(where: { $0.name == "NSNumber" }),
              case .double(let number)? = object.fields["_value"], let name = type.nominalName else { return nil }
        switch name {
        case "Double", "TimeInterval", "CGFloat", "Float", "Float64", "CLLocationDegrees":
            return .double(number)
        case "Int", "Int64", "Int32", "UInt":
            guard number.rounded() == number, let exact = Int(exactly: number) else { return nil }
            return .int(exact)
        case "Bool":
            guard number == 0 || number == 1 else { return nil }
            return .bool(number == 1)
        default:
            return nil
        }
    }

    /// Reads through a weak reference: `nil` once its object is freed.
    @inline(__always)
    func readWeak(_ value: Value) -> Value {
        if case .weakObject(let id) = value { return heap.isAlive(id) ? .object(id) : .nil }
        return value
    }

    private func evaluateBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, in scope: Scope, expected: TypeReference?,
                                at location: SourceLocation) throws -> Value {
        switch op {
        case "&&":
            guard try truthy(evaluate(lhs, in: scope), at: lhs.location) else { return .bool(false) }
            return .bool(try truthy(evaluate(rhs, in: scope), at: rhs.location))
        case "||":
            if try truthy(evaluate(lhs, in: scope), at: lhs.location) { return .bool(true) }
            return .bool(try truthy(evaluate(rhs, in: scope), at: rhs.location))
        case "??":
            let left = readWeak(try evaluate(lhs, in: scope))
            if let overload = customNilCoalescing(for: left) {
                // `store.binding(\.nickname) ?? ""`: the program's `??` for a Binding.
                return try callOperator(overload, nil, left, readWeak(try evaluate(rhs, in: scope)), at: location)
            }
            guard left.isNil else { return left }
            var context = expected
            if context == nil, leadingImplicitMember(rhs) != nil, case .optional(let wrapped)? = try knownType(of: lhs, in: scope) {
                context = wrapped
            }
            // `prices.max() ?? 0`, `scores[name] ?? 0` of Doubles: the literal is a Double.
            if context == nil || context?.nominalName == "Any", case .integer = rhs.kind, let wrapped = try wrappedFloatingType(of: lhs, in: scope) {
                context = wrapped
            }
            return try evaluate(rhs, in: scope, expected: context)
        case "==", "!=":
            // `.red == color`: the implicit member takes the other operand's type.
            if isImplicitMemberChain(lhs), !isImplicitMemberChain(rhs) {
                let right = readWeak(try evaluate(rhs, in: scope))
                let left = readWeak(try evaluate(lhs, in: scope, expected: contextualType(of: right)))
                let equal = try valuesEqual(left, right, at: location)
                return .bool(op == "==" ? equal : !equal)
            }
            let left = readWeak(try evaluate(lhs, in: scope))
            var context = contextualType(of: left)
            if ["none", "some"].contains(leadingImplicitMember(rhs)), isImplicitMemberChain(rhs),
               let declared = try knownType(of: lhs, in: scope), declared.isOptional {
                // `tint == .none` for a `Color?`: Optional's own case.
                context = declared
            } else if context == nil, isImplicitMemberChain(rhs), let declared = try knownType(of: lhs, in: scope) {
                // `selection == .red` while `selection` is nil: its declared type says Color.
                if case .optional(let wrapped) = declared { context = wrapped } else { context = declared }
            }
            let right = readWeak(try evaluate(rhs, in: scope, expected: context))
            let asSets = !setComparisons.isEmpty && setComparisons.contains(location)
            let equal = try asSets ? setsEqual(left, right, at: location) : valuesEqual(left, right, at: location)
            return .bool(op == "==" ? equal : !equal)
        case _ where isImplicitMemberChain(lhs) != isImplicitMemberChain(rhs) && !["&&", "||", "??", "===", "!=="].contains(op)
            && (["<", "<=", ">", ">="].contains(op) || !Self.isLiteralOperand(isImplicitMemberChain(rhs) ? lhs : rhs)):
            // `typeSize >= .accessibility1`: the implicit member takes the other operand's type.
            // So does `position - .zero` where that type declares the operator (`static func -
            // (Vector, Vector)`); beside a literal or another type's operand the operator chooses
            // (`.now() + delay` is a `DispatchTime` plus a `Double`).
            let implicitOnRight = isImplicitMemberChain(rhs)
            let value = readWeak(try evaluate(implicitOnRight ? lhs : rhs, in: scope))
            var context = contextualType(of: value)
            if !["<", "<=", ">", ">="].contains(op) {
                let declares = context?.nominalName.flatMap { types.type($0) }?.staticMethods[op] != nil
                if !declares { context = isFloatingPoint(expected) ? expected : nil }
            }
            let other = readWeak(try evaluate(implicitOnRight ? rhs : lhs, in: scope, expected: context))
            let (left, right) = implicitOnRight ? (value, other) : (other, value)
            if let result = try userOperator(op, left, right, at: location) { return result }
            if case .builtin(let a) = left, case .builtin(let b) = right, let host,
               let result = try host.binaryOperator(op, a, b, at: location) {
                return result
            }
            return try Operators.binary(op, left, right, at: location)
        case "===", "!==":
            let left = readWeak(try evaluate(lhs, in: scope))
            let right = readWeak(try evaluate(rhs, in: scope))
            let identical: Bool
            switch (left, right) {
            case (.object(let a), .object(let b)): identical = a == b
            case (.nil, .nil): identical = true
            default: identical = false
            }
            return .bool(op == "===" ? identical : !identical)
        default:
            // Integer literals take a floating-point type from context (`let x: Double = 1/3`)
            // or from the other operand (`(1/3) * x`), as Swift's literal typing does.
            let floating = floatingOperandType(op, expected: expected)
            var left = try evaluate(lhs, in: scope, expected: floating)
            var right = try evaluate(rhs, in: scope, expected: floating)
            if case .double = left, case .int = right, Self.isIntegerLiteralArithmetic(rhs) {
                right = try evaluate(rhs, in: scope, expected: .named("Double"))
            } else if case .double = right, case .int = left, Self.isIntegerLiteralArithmetic(lhs) {
                left = try evaluate(lhs, in: scope, expected: .named("Double"))
            }
            if let result = try userOperator(op, left, right, at: location) { return result }
            if case .builtin(let a) = left, case .builtin(let b) = right, let host,
               let result = try host.binaryOperator(op, a, b, at: location) {
                return result
            }
            return try Operators.binary(op, left, right, at: location)
        }
    }

    /// A literal operand (`2`, `0.5`, `-1`, `"s"`, `2 * 60`): its type is the one the operator asks for.
    static func isLiteralOperand(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string: return true
        case .prefix("-", let operand): return isLiteralOperand(operand)
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
            return isLiteralOperand(lhs) && isLiteralOperand(rhs)
        default: return false
        }
    }

    /// The floating-point type integer literals take as the operands of `op`: the context's
    /// own (`let x: Double = 1/3`), or a range's bound type (`let unit: ClosedRange<Double> = 0...1`).
    func floatingOperandType(_ op: String, expected: TypeReference?) -> TypeReference? {
        if isFloatingPoint(expected) { return expected }
        guard op == "..." || op == "..<", case .named(let range, let generics)? = expected, range == "ClosedRange" || range == "Range",
              generics.count == 1, isFloatingPoint(generics[0]) else { return nil }
        return generics[0]
    }

    /// An expression made of integer literals and arithmetic only: no side effects, so it
    /// may be evaluated again with a floating-point type.
    static func isIntegerLiteralArithmetic(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer: return true
        case .prefix("-", let operand): return isIntegerLiteralArithmetic(operand)
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
            return isIntegerLiteralArithmetic(lhs) && isIntegerLiteralArithmetic(rhs)
        default: return false
        }
    }

    /// `==` on values, including user `Equatable` structs and enums (synthesized memberwise).
    func valuesEqual(_ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Bool {
        guard case .structValue(let s) = lhs, let info = types.type(s.typeName) else { return Equality.equal(lhs, rhs) }
        if let custom = info.declaration.members.lazy.compactMap({ member -> FunctionDecl? in
            if case .function(let f) = member, f.name == "==" { return f }
            return nil
        }).first {
            // An operator is called without labels, whatever its parameters are named.
            let labels = custom.parameters.map(\.label)
            let result = try callFunction(BoundFunction(declaration: custom, ownerType: s.typeName, receiver: nil),
                                          arguments: [.value(ArgumentValue(label: labels.first ?? nil, value: lhs, location: location)),
                                                      .value(ArgumentValue(label: labels.dropFirst().first ?? nil, value: rhs, location: location))],
                                          at: location)
            return try truthy(result, at: location)
        }
        if !info.setStoredProperties.isEmpty, case .structValue(let b) = rhs, b.typeName == s.typeName {
            // Synthesized `==` of a struct with a Set property: that property compares as a Set.
            guard s.fields.count == b.fields.count else { return false }
            for (name, value) in s.fields {
                guard let other = b.fields[name] else { return false }
                let equal = try info.setStoredProperties.contains(name) ? setsEqual(value, other, at: location)
                    : valuesEqual(value, other, at: location)
                if !equal { return false }
            }
            return true
        }
        return Equality.equal(lhs, rhs)
    }

    func isInstance(_ value: Value, of type: TypeReference) -> Bool {
        // `x as? any Named & Priced`, `x is any Shape`: every user protocol of the composition
        // (the standard library's are taken as satisfied, as before).
        switch type {
        case .existential(let constraint), .opaque(let constraint):
            return isInstance(value, ofComposition: constraint)
        case .named(let name, _) where name.contains("&"):
            return isInstance(value, ofComposition: name)
        case .array:
            // `item as? [Int]`: an array (its elements are not checked: JSON's numbers bridge).
            if case .array = value { return true }
            return false
        case .dictionary:
            if case .dictionary = value { return true }
            return false
        case .tuple(let elementTypes, _):
            // `item as? (Int, Int)`: a tuple of as many elements, each an instance of its type.
            guard case .tuple(let elements, _) = value, elements.count == elementTypes.count else { return false }
            return zip(elements, elementTypes).allSatisfy { isInstance($0, of: $1) }
        default:
            break
        }
        guard let name = type.nominalName else { return true }
        // `object(forKey:) as? Value` in a generic (`struct UserDefault<Value>`): a generic
        // parameter names no type the program or the runtime knows, and takes what comes.
        if !value.isNil, isGenericParameterName(name) { return true }
        if !value.isNil, Self.protocolsOfEveryValue.contains(name) { return true }
        // `x is Codable` of an `Any`: the standard scalars are `Codable`, `Encodable` and
        // `Decodable` (a program's type declaring `Codable` is both halves, below).
        if Self.codingProtocols.contains(name) {
            switch value {
            case .int, .double, .string, .bool: return true
            default: break
            }
        }
        switch value {
        case .int: return name == "Int"
        // Foundation's `typealias TimeInterval = Double` (`value as? TimeInterval`).
        case .double: return name == "Double" || name == "TimeInterval" || name == "Float64"
        case .string: return name == "String"
        case .bool: return name == "Bool"
        case .nil: return false
        case .object(let id):
            guard let object = heap.object(id) else { return false }
            return types.memberChain(object.typeName).contains { $0.name == name || $0.conforms(to: name) || Self.codingHalf(name, of: $0) }
        case .structValue(let s):
            return s.typeName == name || types.memberChain(s.typeName).contains { $0.name == name || $0.conforms(to: name) || Self.codingHalf(name, of: $0) }
        case .enumValue(let e):
            return e.typeName == name || types.memberChain(e.typeName).contains { $0.name == name || $0.conforms(to: name) || Self.codingHalf(name, of: $0) }
        case .function:
            // A closure is never an instance of a nominal type (`x is Cancellable`).
            return false
        case .range(let lower, let upper, let closed) where name == "ClosedRange" || name == "Range":
            // `1...3` is a ClosedRange, `0..<3` a Range; `i...` and `..<i` are partial ranges.
            if lower == Int.min || upper == Int.max { return false }
            return (name == "ClosedRange") == closed
        case .builtin(let builtin) where Builtins.interpreterKinds.contains(builtin.kind):
            // `DispatchQueue.main is ImmediateScheduler`: the interpreter's own values have one type.
            return builtin.kind == name
        case .array, .dictionary, .tuple, .range:
            // `[4] as? Int`: a collection or tuple is no scalar and no user struct, class or enum.
            if ["Int", "Double", "String", "Bool", "Character", "Float", "CGFloat"].contains(name) { return false }
            if let info = types.type(name), info.kind != .protocol, !types.extendedBuiltins.contains(name),
               !["Array", "Dictionary", "Set"].contains(name) { return false }
            return true
        default:
            return true
        }
    }

    private func isInstance(_ value: Value, ofComposition constraint: String) -> Bool {
        for part in constraint.split(separator: "&") {
            let name = String(part.split(separator: "<").first ?? part).trimmingCharacters(in: .whitespaces)
            guard types.type(name) != nil else { continue }
            if !isInstance(value, of: .named(name, generics: [])) { return false }
        }
        return true
    }

    /// `Codable` and its two halves.
    static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

    /// `Encodable` or `Decodable` of a type that declares `Codable` (their composition).
    static func codingHalf(_ name: String, of info: TypeInfo) -> Bool {
        (name == "Encodable" || name == "Decodable") && info.conforms(to: "Codable")
    }

    /// Protocols every standard-library value here conforms to (`x as? any Hashable`).
    static let protocolsOfEveryValue: Set<String> = ["Any", "Sendable"]

    /// A capitalized name no declaration, builtin, framework or host type has: a generic parameter.
    func isGenericParameterName(_ name: String) -> Bool {
        guard name.first?.isUppercase == true, !name.contains(".") else { return false }
        if types.type(name) != nil || types.typealiases[name] != nil || Builtins.typeNames.contains(name) { return false }
        if FrameworkTypes.type(name) != nil || host?.hasType(name) == true { return false }
        return !AppleNames.contains(name)
    }

    func evaluateStatementExpression(_ statement: Statement, in scope: Scope, expected: TypeReference?) throws -> Value {
        // `if`/`switch` expressions: each branch is a single expression whose value is the result.
        switch statement.kind {
        case .if(let conditions, let thenBlock, let elseClause):
            let branchScope = Scope(parent: scope)
            if try evaluateConditions(conditions, in: branchScope) {
                return try blockValue(thenBlock, in: branchScope, expected: expected, at: statement.location)
            }
            switch elseClause {
            case .block(let block)?: return try blockValue(block, in: Scope(parent: scope), expected: expected, at: statement.location)
            case .elseIf(let nested)?: return try evaluateStatementExpression(nested, in: scope, expected: expected)
            case nil: throw RuntimeError(.trap, "'if' expression must have an 'else'", at: statement.location)
            }
        case .switch(let subjectExpr, let cases):
            let subject = try evaluate(subjectExpr, in: scope)
            guard let (index, caseScope) = try matchSwitch(subject, cases: cases, in: scope, at: statement.location) else {
                throw RuntimeError(.trap, "no 'switch' case matched", at: statement.location)
            }
            return try blockValue(cases[index].body, in: caseScope, expected: expected, at: statement.location)
        default:
            throw RuntimeError.notSupported("this statement as an expression", at: statement.location)
        }
    }

    private func blockValue(_ block: [Statement], in scope: Scope, expected: TypeReference?, at location: SourceLocation) throws -> Value {
        guard let last = block.last else { return .void }
        _ = try execute(Array(block.dropLast()), in: scope, builder: nil)
        if case .expression(let expr) = last.kind { return try evaluate(expr, in: scope, expected: expected) }
        switch try execute([last], in: scope, builder: nil) {
        case .returned(let value): return value
        default: return .void
        }
    }
}

extension Interpreter {
    /// `[4200.0, 8800, 6100]`: number literals of which one is floating-point make a `[Double]`,
    /// as Swift infers it (the integer literals become `Double`s); nil for anything else.
    static func literalElementType(_ elements: [Expr]) -> TypeReference? {
        var sawFloat = false
        for element in elements {
            var kind = element.kind
            if case .prefix("-", let operand) = kind { kind = operand.kind }
            switch kind {
            case .float: sawFloat = true
            case .integer: continue
            default: return nil
            }
        }
        return sawFloat ? .named("Double") : nil
    }
}
