import VivariumSyntax

/// Editing a collection by a range of its indices, and a few other members of standard values
/// (Swift standard library, "RangeReplaceableCollection": `removeSubrange(_:)`,
/// `replaceSubrange(_:with:)`, `remove(at:)`; "BidirectionalCollection": `lastIndex(of:)`;
/// "ClosedRange": `clamped(to:)`; "KeyPath": `appending(path:)`). A `String.Index` is a character
/// offset here, so a string's range of indices is a range of offsets.
extension Interpreter {
    static let subrangeEditMethods: Set<String> = ["removeSubrange", "replaceSubrange", "remove", "lastIndex", "clamped", "appending"]

    /// nil when `name` with these arguments is not one of them.
    func subrangeEditMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                            call: (Int, [Value]) throws -> Value, writeBack: (Value) throws -> Void,
                            at location: SourceLocation) throws -> Value? {
        guard Self.subrangeEditMethods.contains(name) else { return nil }
        /// The offsets a range argument names in a collection of `count` elements (a partial
        /// range reaches the end or the start); nil when it is no integer range.
        func offsets(_ value: Value?, count: Int, isString: Bool) throws -> Range<Int>? {
            guard case .range(var lower, var upper, _)? = value else { return nil }
            if lower == Int.min { lower = 0 }
            if upper == Int.max { upper = count }
            guard lower >= 0, lower <= upper, upper <= count else {
                throw RuntimeError.trap(isString ? "Fatal error: String index is out of bounds"
                                                 : "Fatal error: Array replace: subrange extends past the end", at: location)
            }
            return lower..<upper
        }
        switch (receiver, name, labels) {
        case (.array(var elements), "removeSubrange", [nil]):
            guard let range = try offsets(values.first, count: elements.count, isString: false) else { return nil }
            elements.removeSubrange(range)
            try writeBack(.array(elements))
            heap.needsCollection = true
            return .void
        case (.array(var elements), "replaceSubrange", [nil, "with"]):
            guard let range = try offsets(values.first, count: elements.count, isString: false) else { return nil }
            let replacement = try self.elements(of: values[1], at: location)
            try ValueLimits.checkElements(elements.count - range.count + replacement.count, at: location)
            elements.replaceSubrange(range, with: replacement)
            try writeBack(.array(elements))
            heap.needsCollection = true
            return .void
        case (.string(let text), "removeSubrange", [nil]):
            guard let range = try offsets(values.first, count: text.count, isString: true) else { return nil }
            var characters = Array(text)
            characters.removeSubrange(range)
            try writeBack(.string(String(characters)))
            return .void
        case (.string(let text), "replaceSubrange", [nil, "with"]):
            guard let range = try offsets(values.first, count: text.count, isString: true),
                  case .string(let replacement) = values[1] else { return nil }
            try ValueLimits.checkString(bytes: text.utf8.count + replacement.utf8.count, at: location)
            var characters = Array(text)
            characters.replaceSubrange(range, with: Array(replacement))
            try writeBack(.string(String(characters)))
            return .void
        case (.string(let text), "remove", ["at"]):
            // `text.remove(at: i)`: the Character there, removed and returned.
            guard case .int(let offset)? = values.first else { return nil }
            var characters = Array(text)
            guard characters.indices.contains(offset) else {
                throw RuntimeError.trap("Fatal error: String index is out of bounds", at: location)
            }
            let removed = characters.remove(at: offset)
            try writeBack(.string(String(characters)))
            return .string(String(removed))
        case (.string(let text), "lastIndex", ["of"]):
            guard case .string(let target)? = values.first, target.count == 1 else { return nil }
            return Array(text).lastIndex(of: target.first!).map(Value.int) ?? .nil
        case (.string(let text), "lastIndex", ["where"]), (.string(let text), "lastIndex", [nil]):
            let characters = Array(text)
            for offset in characters.indices.reversed() where try truthy(call(0, [.string(String(characters[offset]))]), at: location) {
                return .int(offset)
            }
            return .nil
        case (.range(let lower, let upper, let closed), "clamped", ["to"]):
            // `(1...10).clamped(to: 3...5)`: the part of the range within the other's bounds.
            // The standard library's bounds: each bound of the range, moved into the limits.
            guard case .range(let limitLower, let limitUpper, _)? = values.first else { return nil }
            let shift = closed ? 1 : 0  // a closed range's upper bound is kept one past it here
            let (low, high, limitLow, limitHigh) = (lower, upper - shift, limitLower, limitUpper - shift)
            let newLow = limitLow > low ? limitLow : limitHigh < low ? limitHigh : low
            let newHigh = limitHigh < high ? limitHigh : limitLow > high ? limitLow : high
            return .range(lower: newLow, upper: newHigh + shift, closed: closed)
        case (.keyPath(let head), "appending", ["path"]):
            // `(\Employee.address).appending(path: \Address.zip)`: the two paths one after the other.
            guard case .keyPath(let tail)? = values.first else { return nil }
            return .keyPath(head + tail.filter { $0 != "self" })
        default:
            return nil
        }
    }
}
