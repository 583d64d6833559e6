/// A misspelled modifier of a view (`Text("a").font(.body).foregroundColour(.red)`): swiftc's
/// `value of type 'Text' has no member 'foregroundColour'` at load, where it was accepted and
/// then failed at mount as an unsupported modifier. Only a name one or two edits away from a
/// modifier the checker knows is taken for a misspelling: SwiftUI has modifiers the playground's
/// lists do not name, and those stay the run's "not supported" (verified with swiftc 6.3 on
/// stand-ins: a modifier returning `some View` makes the type `some View`; `Text`'s own
/// modifiers return `Text`).
extension CheckRun {
    /// Reports `name` on the view expression `base` when it is a misspelling of a modifier.
    func checkMisspelledModifier(_ name: String, on base: Expr, at location: SourceLocation) {
        guard name.count >= 4, !knownViewMember(name), let typeName = viewTypeName(of: base),
              nearestModifier(to: name) != nil else { return }
        report("value of type '\(typeName)' has no member '\(name)'", at: location)
    }

    /// Reports `name` when it is a SwiftUI modifier the playground does not model and neither the
    /// runtime nor a user extension provides one of that name. True when it reported.
    func reportUnmodelledModifier(_ name: String, at location: SourceLocation) -> Bool {
        guard AppleNames.unmodelledViewModifiers.contains(name), !knownViewMember(name) else { return false }
        report("not supported in the playground: the '.\(name)' modifier", at: location)
        return true
    }

    private func knownViewMember(_ name: String) -> Bool {
        if AppleNames.viewMembers.contains(name) || environment.viewModifierNames.contains(name) { return true }
        if !FrameworkTypes.overloads(of: name, on: "View", isView: true).isEmpty { return true }
        // A user extension of any type may add it (`extension View { func card() … }`, `extension Text`).
        return symbols.foreignExtensionMembers.values.contains { members in
            members.contains { if case .function(let f) = $0 { f.name == name } else if case .property(let p) = $0 { p.name == name } else { false } }
        }
    }

    /// The type swiftc names for a view expression: `Text` and `Image` (and their own modifiers'
    /// results), `some View` after any other modifier; nil when it is generic (`VStack<…>`) or unknown.
    private func viewTypeName(of e: Expr) -> String? {
        guard case .call(let callee, _) = e.kind else { return nil }
        switch callee.kind {
        case .identifier(let name) where name == "Text" || name == "Image":
            return symbols.types[name] == nil ? name : nil
        case .member(let inner, let modifier):
            guard knownViewMember(modifier), let innerType = viewTypeName(of: inner) else { return nil }
            if innerType == "Text", Self.textModifiers.contains(modifier) { return "Text" }
            if innerType == "Image", Self.imageModifiers.contains(modifier) { return "Image" }
            let userModifier = symbols.foreignExtensionMembers.values.joined().contains {
                if case .function(let f) = $0 { f.name == modifier } else { false }
            }
            return userModifier ? nil : "some View"
        default:
            return nil
        }
    }

    static let textModifiers: Set<String> = [
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "monospaced", "monospacedDigit",
        "strikethrough", "underline", "kerning", "tracking", "baselineOffset", "foregroundColor", "foregroundStyle",
        "textScale",
    ]
    static let imageModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode"]

    /// The known modifier `name` is one or two edits (insert, delete, replace, swap) away from.
    private func nearestModifier(to name: String) -> String? {
        let known = AppleNames.viewMembers.union(environment.viewModifierNames)
        return known.sorted().first { candidate in
            abs(candidate.count - name.count) <= 2 && Self.editDistance(Array(name), Array(candidate), limit: 2) <= 2
        }
    }

    /// The optimal-string-alignment distance of `a` and `b`, or more than `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
