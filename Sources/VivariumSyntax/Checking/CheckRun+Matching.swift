extension CheckRun {
    enum MatchResult {
        /// Argument index → parameter index.
        case matched([Int: Int])
        /// The compiler's diagnostic (error and notes), and how the solver weighs the mismatch.
        case failed([Diagnostic], Mismatch)
        /// A mismatch whose exact diagnostic is not established: say nothing.
        case unknown
    }

    /// What a candidate's mismatch costs in swiftc's constraint solver (the impact of the fix it
    /// records, `CSSimplify.cpp`): of the user's overloads none of which matches, the one with
    /// the least impact is diagnosed; a tie is ambiguous.
    struct Mismatch {
        enum Kind: Equatable {
            /// The arguments line up one-to-one with the parameters, with other labels: the
            /// `(have: '(z:w:)', expected: '(x:y:)')` of `incorrect labels for candidate`.
            case labels(have: String, expected: String)
            case missingArguments
            case other
        }
        var kind: Kind
        /// 2 a missing argument, 5 an extra one, 1 + 3 a renamed label + 2 an extraneous one
        /// + 1 one out of order for a relabelling.
        var impact: Int
    }

    /// Matches `arguments` to `signature` the way swiftc's argument matching does for the
    /// shapes REPORT.md records (missing, extra, relabelled, out of order).
    func match(_ signature: Signature, _ arguments: [Argument], callee: SourceLocation,
               fallbackParen: SourceLocation) -> MatchResult {
        let params = signature.params
        let regular = arguments.indices.filter { !arguments[$0].isTrailingClosure }
        let trailing = arguments.indices.filter { arguments[$0].isTrailingClosure }

        if params.isEmpty {
            if let first = arguments.first {
                return .failed([.error("argument passed to call that takes no arguments", at: first.value.location)],
                               Mismatch(kind: .other, impact: 5 * arguments.count))
            }
            return .matched([:])
        }

        var bound = [Int?](repeating: nil, count: params.count)
        var binding: [Int: Int] = [:]
        var unmatched: [Int] = []
        var outOfOrder: (argument: Int, before: Int)?
        var next = 0
        for argumentIndex in regular {
            let label = arguments[argumentIndex].label
            if next > 0, params[next - 1].isVariadic, label == nil, bound[next - 1] != nil {
                binding[argumentIndex] = next - 1
                continue
            }
            if let q = (next..<params.count).first(where: { params[$0].label == label && bound[$0] == nil }) {
                bound[q] = argumentIndex
                binding[argumentIndex] = q
                next = q + 1
            } else if let q = (0..<next).first(where: { params[$0].label == label && bound[$0] == nil }) {
                bound[q] = argumentIndex
                binding[argumentIndex] = q
                if outOfOrder == nil, let later = (q + 1..<params.count).compactMap({ bound[$0] }).filter({ $0 != argumentIndex }).min() {
                    outOfOrder = (argumentIndex, later)
                }
            } else {
                unmatched.append(argumentIndex)
            }
        }
        for argumentIndex in trailing {
            let label = arguments[argumentIndex].label
            let q: Int?
            if label == nil || argumentIndex == trailing.first {
                // Forward scan: the first unfilled parameter from here that can take a closure.
                q = (next..<params.count).first { bound[$0] == nil && params[$0].acceptsClosure
                    && (label == nil || params[$0].label == label) }
            } else {
                q = (next..<params.count).first { bound[$0] == nil && params[$0].label == label }
            }
            guard let q else { return .unknown }
            bound[q] = argumentIndex
            binding[argumentIndex] = q
            next = q + 1
        }
        let missing = params.indices.filter { bound[$0] == nil && !params[$0].hasDefault && !params[$0].isVariadic }

        if unmatched.isEmpty, missing.isEmpty, outOfOrder == nil { return .matched(binding) }

        // NB: the tokens (the call's punctuation, the declaration's name) only for a call that
        // does not match: most calls do, and then no token is looked at.
        let punctuation = tokens?.callPunctuation(callee: callee)
        let open = punctuation?.open ?? fallbackParen
        let note = signature.declaredAt.map { [Diagnostic(.note, "'\(signature.displayName)' declared here", at: $0)] } ?? []

        /// The missing arguments' diagnostic (`missing`), or nil where its location is not known.
        func missingArguments() -> MatchResult? {
            func describe(_ index: Int) -> String { params[index].label.map { "'\($0)'" } ?? "#\(index + 1)" }
            if missing.count > 1 {
                let names = missing.map(describe).joined(separator: ", ")
                return .failed([.error("missing arguments for parameters \(names) in call", at: open)] + note,
                               Mismatch(kind: .missingArguments, impact: 2 * missing.count))
            }
            let index = missing[0]
            let location: SourceLocation
            let previous = (0..<index).compactMap { bound[$0] }.filter { !arguments[$0].isTrailingClosure }.max()
            if let previous, let position = regular.firstIndex(of: previous) {
                if let punctuation, position < punctuation.commas.count {
                    location = punctuation.commas[position]
                } else if let close = punctuation?.close {
                    location = close
                } else {
                    return nil
                }
            } else if let firstRegular = regular.first {
                location = arguments[firstRegular].location
            } else if trailing.isEmpty {
                // `Tag()`: swiftc points at the `)` (several missing: at the `(`).
                location = punctuation?.close ?? open
            } else {
                return nil
            }
            return .failed([.error("missing argument for parameter \(describe(index)) in call", at: location)] + note,
                           Mismatch(kind: .missingArguments, impact: 2))
        }

        if !unmatched.isEmpty {
            // Only when the matched arguments sit at their parameters' positions: `(hours:minutes:)`
            // for `init(minutes:seconds:)` is an extra `hours` and a missing `seconds` in swiftc.
            if trailing.isEmpty, regular.count == params.count, outOfOrder == nil, binding.allSatisfy({ $0.key == $0.value }) {
                return .failed([relabel(arguments, params, at: open)], relabelling(arguments, params))
            }
            // `Row(item: todo) { … }` for `init(todo:onToggle:)`: the trailing closure is the last
            // parameter's, the others line up by position (swiftc: have 'item:_:', expected 'todo:_:').
            if trailing.count == 1, trailing[0] == arguments.count - 1, regular.count + 1 == params.count, outOfOrder == nil,
               params.last?.type?.isFunction == true || { if case .optional(let w)? = params.last?.type { w.isFunction } else { false } }(),
               regular.allSatisfy({ binding[$0] == nil || binding[$0] == $0 }) {
                var slots = params
                slots[slots.count - 1].label = nil
                return .failed([relabel(arguments, slots, at: open)], relabelling(Array(arguments.dropLast()), Array(slots.dropLast())))
            }
            if missing.isEmpty, outOfOrder == nil, params.allSatisfy({ !$0.isVariadic }) {
                if unmatched.count == 1 {
                    let argument = arguments[unmatched[0]]
                    let message = argument.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
                    return .failed([.error(message, at: argument.value.location)], Mismatch(kind: .other, impact: 5))
                }
                let positions = unmatched.map { "#\($0 + 1)" }.joined(separator: ", ")
                return .failed([.error("extra arguments at positions \(positions) in call", at: open)] + note,
                               Mismatch(kind: .other, impact: 5 * unmatched.count))
            }
            // `P("x")` for `init(title:n:)` with `n` defaulted: the one unlabeled argument is the
            // first unfilled labeled parameter's; swiftc points at the argument.
            if trailing.isEmpty, outOfOrder == nil, unmatched.count == 1, arguments[unmatched[0]].label == nil,
               let q = params.indices.first(where: { bound[$0] == nil }), let label = params[q].label,
               missing.allSatisfy({ $0 == q }),
               (0..<q).compactMap({ bound[$0] }).allSatisfy({ $0 < unmatched[0] }),
               (q + 1..<params.count).compactMap({ bound[$0] }).allSatisfy({ $0 > unmatched[0] }) {
                return .failed([.error("missing argument label '\(label):' in call", at: arguments[unmatched[0]].value.location)],
                               Mismatch(kind: .other, impact: 1))
            }
            // `Todo(id: 1, name: "x")` for `init(id:title:isDone:)`, `isDone` defaulted (fewer
            // arguments than parameters, so no relabelling): swiftc reports the extra argument,
            // then the missing one.
            if trailing.isEmpty, outOfOrder == nil, unmatched.count == 1, !missing.isEmpty, params.allSatisfy({ !$0.isVariadic }),
               binding.allSatisfy({ $0.key == $0.value && $0.key < unmatched[0] }), let label = arguments[unmatched[0]].label,
               case .failed(let group, let weight)? = missingArguments() {
                return .failed([.error("extra argument '\(label)' in call", at: arguments[unmatched[0]].value.location)] + group,
                               Mismatch(kind: .other, impact: 5 + weight.impact))
            }
            return .unknown
        }
        if let outOfOrder {
            let moved = arguments[outOfOrder.argument], other = arguments[outOfOrder.before]
            guard let movedLabel = moved.label, let otherLabel = other.label else { return .unknown }
            return .failed([.error("argument '\(movedLabel)' must precede argument '\(otherLabel)'", at: moved.location)],
                           Mismatch(kind: .other, impact: 1))
        }
        return missingArguments() ?? .unknown
    }

    /// The least a mismatch `match` has no diagnostic for can weigh in swiftc's solver: each
    /// argument past the parameters is extra (5; a label no parameter has beside them costs 1
    /// more), each required parameter past the arguments missing (2), and a label no parameter
    /// has is renamed (3, and 1 for the relabelling), or the argument is extra and a parameter
    /// missing (6 at least). 0 (it may match)
    /// with a trailing closure or a variadic parameter, which the matcher does not settle.
    func leastImpact(_ signature: Signature, _ arguments: [Argument]) -> Int {
        let params = signature.params
        if arguments.contains(where: \.isTrailingClosure) || params.contains(where: \.isVariadic) { return 0 }
        let required = params.filter { !$0.hasDefault }.count
        let extra = max(0, arguments.count - params.count)
        let labels = Set(params.compactMap(\.label))
        let foreign = arguments.filter { $0.label.map { !labels.contains($0) } ?? false }.count
        var bound = 2 * max(0, required - arguments.count)
        if extra > 0 { bound += 5 * extra + (foreign > extra ? 1 : 0) } else if foreign > 0 { bound += min(1 + 3 * foreign, 6) }
        return bound
    }

    /// What relabelling `arguments` as `params` costs (`relabelArguments`' impact): a label
    /// another parameter has is out of order (1), one where the parameter has none is
    /// extraneous (2), any other is renamed (3); a missing label costs nothing more.
    private func relabelling(_ arguments: [Argument], _ params: [Signature.Param]) -> Mismatch {
        var impact = 1
        let expected = params.map(\.label)
        for (argument, parameter) in zip(arguments, params) where argument.label != parameter.label {
            guard let label = argument.label else { continue }
            if expected.filter({ $0 == label }).count == 1 { impact += 1 }
            else if parameter.label == nil { impact += 2 }
            else { impact += 3 }
        }
        let have = "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return Mismatch(kind: .labels(have: have, expected: "(" + expected.map { ($0 ?? "_") + ":" }.joined() + ")"), impact: impact)
    }

    /// Arguments that line up one-to-one with the parameters but carry the wrong labels.
    private func relabel(_ arguments: [Argument], _ params: [Signature.Param], at open: SourceLocation) -> Diagnostic {
        let have = arguments.map(\.label), expected = params.map(\.label)
        let differing = have.indices.filter { have[$0] != expected[$0] }
        let onlyMissing = differing.allSatisfy { have[$0] == nil }
        let onlyExtraneous = differing.allSatisfy { expected[$0] == nil }
        let plural = differing.count > 1 ? "s" : ""
        if onlyMissing {
            let labels = differing.map { (expected[$0] ?? "_") + ":" }.joined()
            // `h(1)` for `h(x:)`: swiftc points at the one argument, otherwise at the `(`.
            return .error("missing argument label\(plural) '\(labels)' in call",
                          at: arguments.count == 1 ? arguments[0].value.location : open)
        }
        if onlyExtraneous {
            let labels = differing.map { (have[$0] ?? "_") + ":" }.joined()
            return .error("extraneous argument label\(plural) '\(labels)' in call", at: open)
        }
        let haveText = have.map { ($0 ?? "_") + ":" }.joined()
        let expectedText = expected.map { ($0 ?? "_") + ":" }.joined()
        return .error("incorrect argument label\(plural) in call (have '\(haveText)', expected '\(expectedText)')", at: open)
    }
}
