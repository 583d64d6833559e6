extension CheckRun {
    enum MatchResult {
        /// Argument index → parameter index.
        case matched([Int: Int])
        /// The compiler's diagnostic (error and notes).
        case failed([Diagnostic])
        /// A mismatch whose exact diagnostic is not established: say nothing.
        case unknown
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
                return .failed([.error("argument passed to call that takes no arguments", at: first.value.location)])
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

        if !unmatched.isEmpty {
            if trailing.isEmpty, regular.count == params.count, outOfOrder == nil {
                return .failed([relabel(arguments, params, at: open)])
            }
            if missing.isEmpty, outOfOrder == nil, params.allSatisfy({ !$0.isVariadic }) {
                if unmatched.count == 1 {
                    let argument = arguments[unmatched[0]]
                    let message = argument.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
                    return .failed([.error(message, at: argument.value.location)])
                }
                let positions = unmatched.map { "#\($0 + 1)" }.joined(separator: ", ")
                return .failed([.error("extra arguments at positions \(positions) in call", at: open)] + note)
            }
            // `P("x")` for `init(title:n:)` with `n` defaulted: the one unlabeled argument is the
            // first unfilled labeled parameter's; swiftc points at the argument.
            if trailing.isEmpty, outOfOrder == nil, unmatched.count == 1, arguments[unmatched[0]].label == nil,
               let q = params.indices.first(where: { bound[$0] == nil }), let label = params[q].label,
               missing.allSatisfy({ $0 == q }),
               (0..<q).compactMap({ bound[$0] }).allSatisfy({ $0 < unmatched[0] }),
               (q + 1..<params.count).compactMap({ bound[$0] }).allSatisfy({ $0 > unmatched[0] }) {
                return .failed([.error("missing argument label '\(label):' in call", at: arguments[unmatched[0]].value.location)])
            }
            return .unknown
        }
        if let outOfOrder {
            let moved = arguments[outOfOrder.argument], other = arguments[outOfOrder.before]
            guard let movedLabel = moved.label, let otherLabel = other.label else { return .unknown }
            return .failed([.error("argument '\(movedLabel)' must precede argument '\(otherLabel)'", at: moved.location)])
        }
        // Missing arguments.
        func describe(_ index: Int) -> String { params[index].label.map { "'\($0)'" } ?? "#\(index + 1)" }
        if missing.count > 1 {
            let names = missing.map(describe).joined(separator: ", ")
            return .failed([.error("missing arguments for parameters \(names) in call", at: open)] + note)
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
                return .unknown
            }
        } else if let firstRegular = regular.first {
            location = arguments[firstRegular].location
        } else if trailing.isEmpty {
            location = open
        } else {
            return .unknown
        }
        return .failed([.error("missing argument for parameter \(describe(index)) in call", at: location)] + note)
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
            return .error("missing argument label\(plural) '\(labels)' in call", at: open)
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
