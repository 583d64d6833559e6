import VivariumSyntax

/// Swift's choice among a program's overloads that all take the arguments given: a function
/// whose parameter has a concrete type is preferred to a generic one, and a generic parameter
/// with requirements to one without (`describe(_: String)` over `describe<T: Numeric>(_: T)` over
/// `describe<T>(_: T)` for `describe("x")`; the solver's ranking of "more specialized" overloads).
/// A generic parameter's requirements decide whether an overload takes a value at all
/// (`describe<T: Numeric>` does not take a String).
extension Interpreter {
    /// The most specialized of `candidates` whose parameters take the arguments; nil when an
    /// argument's value cannot be known without running it (the caller then keeps the first that
    /// fits) or when none takes them.
    func rankedOverload(_ candidates: [FunctionDecl], inputs: [ArgumentInput]) -> FunctionDecl? {
        var values: [Value] = []
        for input in inputs {
            switch input {
            case .value(let argument): values.append(readWeak(argument.value))
            case .expression(let argument, let scope):
                guard let peeked = peekedValue(argument.value, in: scope) else { return nil }
                values.append(readWeak(peeked))
            }
        }
        var best: (function: FunctionDecl, genericity: Int)?
        for function in candidates {
            guard let genericity = genericity(of: function, taking: values, inputs: inputs) else { continue }
            if best == nil || genericity < best!.genericity { best = (function, genericity) }
        }
        return best?.function
    }

    /// How generic `function`'s parameters are where they take `values` (0 each of a concrete
    /// type, 1 a constrained generic parameter, 2 an unconstrained one); nil when a value does
    /// not fit its parameter.
    private func genericity(of function: FunctionDecl, taking values: [Value], inputs: [ArgumentInput]) -> Int? {
        guard let mapping = matchArguments(function.parameters, inputs) else { return nil }
        var total = 0
        for (parameter, indices) in zip(function.parameters, mapping) {
            if parameter.isVariadic || parameter.isAutoclosure || parameter.isInout { continue }
            let name = parameter.type.nominalName
            let isGeneric = name.map(function.genericParameters.contains) ?? false
            for index in indices {
                let value = values[index]
                if isGeneric, let name {
                    let requirements = function.genericConstraints[name] ?? []
                    if requirements.contains(where: { conforms(value, to: $0) == .unmet }) { return nil }
                    total += requirements.isEmpty ? 2 : 1
                } else {
                    if case .int = value, ["Double", "CGFloat", "Float"].contains(name ?? "") { continue }
                    if !isInstance(value, of: parameter.type) { return nil }
                }
            }
        }
        return total
    }
}
