import VivariumInterpreter
import VivariumSyntax

/// Controls driven through bindings: `TextField`, `Stepper`, `Picker` (and `Toggle` in `tap`).
extension ViewGraph {
    /// `type PATH "text"`: enters text into a TextField, or picks/sets a Picker or Stepper value.
    public func type(_ node: Node, text: String) throws {
        try ensureInFront(node, as: "type: \(node.typeName)")
        if let search = node.modifiers.last(where: { $0.kind == "searchable" }),
           !node.kind.takesTypedValue {
            // `.searchable(text:)`: the search field writes through its binding.
            return try transaction {
                record(.action, "search \"\(searchPrompt(search))\" ← \"\(text)\"", path: node.path)
                try beginSearch(in: node, search)
                // The search field takes the focus: a text field that had it loses it.
                try focus(node)
                try write(.string(text), through: search["text"], of: node)
            }
        }
        guard case .builtin(let value) = node.viewValue else { throw GraphError("'\(node.path)' does not take text") }
        try transaction {
            record(.action, "\(node.typeName)\(label(of: node).map { " " + $0 } ?? "") ← \"\(text)\"", path: node.path)
            switch value.kind {
            case "TextField" where value["value"] != nil:
                // Held as the field's text until the user commits it (ViewGraph+FormattedFieldEditing).
                try focus(node)
                editingTexts[node.handle] = text
            case "TextField", "SecureField", "TextEditor":
                try focus(node)
                try write(.string(text), through: value["text"], of: node)
            case "Slider":
                try slide(node, value, to: text)
            case "Stepper" where boundValue(value["value"]).map({ if case .double = $0 { true } else { false } }) == true:
                // A Stepper over a Double takes any number, clamped to its range.
                guard var number = Double(text) else { throw GraphError("a Stepper takes a number, not \"\(text)\"") }
                if let (lower, upper) = closedBounds(value["in"]) { number = min(max(number, lower), upper) }
                try whileEditing(value) { try write(.double(number), through: value["value"], of: node) }
            case "Stepper":
                guard var number = Int(text) else { throw GraphError("a Stepper takes a number, not \"\(text)\"") }
                // Apple, "Stepper.init(_:value:in:step:onEditingChanged:)": bounds - "A closed range
                // that describes the upper and lower bounds permitted by the stepper": clamped, as a
                // Slider's value is.
                if case .range(let lower, let upper, _)? = value["in"] { number = min(max(number, lower), max(upper, Int.min + 1) - 1) }
                try whileEditing(value) { try write(.int(number), through: value["value"], of: node) }
            case "Picker":
                guard let option = pickerOptions(node).first(where: { optionMatches($0, text) }) else {
                    let options = pickerOptions(node).compactMap { optionLabel($0) }.joined(separator: ", ")
                    throw GraphError("no option \"\(text)\" in the picker (options: \(options))")
                }
                // An option's tag is its `.tag(_:)`, else (inside a ForEach) its element id.
                let tag = option.modifiers.first { $0.kind == "tag" }?.fields.values.first ?? option.elementID ?? .string(text)
                // Apple, "Picker": tag each option "so that the type of each selection matches the
                // type of the bound state variable" - an option whose tag has another type selects
                // nothing.
                if let current = boundValue(value["selection"]), !current.isNil, !tag.isNil {
                    let (selectionType, tagType) = (Describe.typeName(of: current, heap: interpreter.heap), Describe.typeName(of: tag, heap: interpreter.heap))
                    if selectionType != tagType {
                        throw GraphError("the option \"\(text)\" is tagged \(display(tag)) (\(tagType)) but the picker's selection is \(selectionType): SwiftUI selects an option only when its tag's type matches the selection's, so nothing changed")
                    }
                }
                try write(tag, through: value["selection"], of: node)
            case "DatePicker":
                try pickDate(node, value, text: text)
            default:
                throw GraphError("'\(node.path)' is a \(value.kind); type works on TextField, Picker, Stepper, Slider and DatePicker")
            }
        }
    }

    /// `TextField(_:value:format:)`: what was typed is parsed as the bound value's type (a
    /// number, ignoring the format's currency symbol, grouping and percent sign) and written
    /// on commit; text that does not parse leaves the value as it was, and the field shows
    /// it again (Apple, "TextField init(_:value:format:prompt:)": "If the user-entered text
    /// doesn't parse, the value is not updated").
    func commitFormatted(_ text: String, into field: BuiltinValue, of node: Node) throws {
        guard let current = boundValue(field["value"]) else { throw GraphError("'\(node.path)' has no binding to write") }
        var cleaned = text.filter { !$0.isWhitespace && $0 != "," && !$0.isCurrencySymbol && $0 != "%" }
        if cleaned.hasPrefix("+") { cleaned.removeFirst() }
        let isPercent = text.contains("%") || FrameworkValues.memberName(of: field["format"] ?? .void) == "percent"
        let parsed: Value?
        switch current {
        case .int:
            parsed = Int(cleaned).map(Value.int) ?? Double(cleaned).flatMap { $0 == $0.rounded() ? .int(Int($0)) : nil }
        case .double:
            parsed = Double(cleaned).map { .double(isPercent ? $0 / 100 : $0) }
        case .nil:
            parsed = cleaned.isEmpty ? .nil : Double(cleaned).map(Value.double)
        default:
            parsed = .string(text)
        }
        // NB: SwiftUI says nothing when the text does not parse; the tree shows the value kept.
        guard let parsed else { return }
        try write(parsed, through: field["value"], of: node)
    }

    /// What a `TextField(value:format:)` shows for `value`.
    func formattedFieldText(_ field: BuiltinValue, _ value: Value) -> String? {
        guard let format = field["format"], !format.isNil else { return nil }
        return interpreter.formatted(value, style: format)
    }

    /// The prompt of a `.searchable` field: its `prompt:` text, else "Search".
    func searchPrompt(_ modifier: BuiltinValue) -> String {
        switch modifier["prompt"] {
        case .string(let text)?: return text
        case let prompt?: return firstText(in: prompt) ?? "Search"
        case nil: return "Search"
        }
    }

    /// `tap` on a Stepper: one step up (the `+` button).
    func stepUp(_ node: Node, _ value: BuiltinValue) throws {
        try step(node, value, up: true)
    }

    /// `tap --decrement PATH`: the Stepper's `-` button, one step down. Apple, "Stepper": "a
    /// stepper control ... performs increment and decrement actions"; "init(_:value:in:step:)":
    /// the value goes down by `step`, and stops at the range's lower bound; a `Stepper(_:
    /// onIncrement:onDecrement:)` runs its `onDecrement`.
    public func stepDown(_ node: Node) throws {
        try ensureInFront(node, as: label(of: node).map { "\(node.typeName) \($0)" } ?? node.typeName)
        guard case .builtin(let value) = node.viewValue, value.kind == "Stepper" else {
            throw GraphError("tap --decrement: '\(node.path)' is a \(node.typeName); only a Stepper has a decrement (-) button")
        }
        guard isEnabled(node) else {
            throw GraphError("Stepper\(label(of: node).map { " " + $0 } ?? "") at \(node.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI ignores taps on a disabled view, so nothing ran")
        }
        try transaction { try step(node, value, up: false) }
    }

    /// One step of a Stepper: up (`+`) or down (`-`), through its binding (clamped to `in:`) or
    /// its `onIncrement`/`onDecrement` closure.
    private func step(_ node: Node, _ value: BuiltinValue, up: Bool) throws {
        let sign = up ? "+" : "-"
        if let action = value[up ? "onIncrement" : "onDecrement"], case .function = action {
            // `Stepper("Title") { … } onDecrement: { … }`: each button runs its own closure.
            record(.action, "Stepper \(label(of: node) ?? "") \(sign)", path: node.path)
            try whileEditing(value) { _ = try interpreter.call(action, arguments: []) }
            return
        }
        if value["onIncrement"] != nil || value["onDecrement"] != nil {
            // A Stepper given only the other closure: this button does nothing.
            record(.action, "Stepper \(label(of: node) ?? "") \(sign)", path: node.path)
            return
        }
        guard case .builtin(var binding)? = value["value"] else { throw GraphError("the stepper has no binding") }
        let owner = WrapperOwner.value(typeName: "Stepper", property: "value")
        let current = try readWrapper(binding, owner: owner, at: .builtin)
        if case .double(let number) = current {
            // `Stepper(value: $volume, in: 0...1, step: 0.25)` over a Double (Apple,
            // "Stepper.init(_:value:in:step:)": "V : Strideable"): by `step`, within the range.
            let size = Self.number(value["step"]) ?? 1
            var next = up ? number + size : number - size
            if let (lower, upper) = closedBounds(value["in"]) { next = min(max(next, lower), upper) }
            record(.action, "Stepper \(label(of: node) ?? "") \(sign)", path: node.path)
            try whileEditing(value) { try writeWrapper(&binding, value: .double(next), owner: owner, at: .builtin) }
            return
        }
        guard case .int(let number) = current else {
            throw GraphError("the Stepper at \(node.path) steps a \(Describe.typeName(of: current, heap: interpreter.heap)); the playground steps Int and Double values")
        }
        let size = value["step"].flatMap { if case .int(let s) = $0 { s } else { nil } } ?? 1
        var (next, overflow) = up ? number.addingReportingOverflow(size) : number.subtractingReportingOverflow(size)
        if case .range(let lower, let upper, _)? = value["in"] {
            // A bounded stepper stops at its bound (`upper` of a non-empty range is above Int.min).
            if overflow { next = (size > 0) == up ? Int.max : Int.min }
            next = min(max(next, lower), max(upper, Int.min + 1) - 1)
        } else if overflow {
            throw RuntimeError(.trap, "Swift runtime failure: arithmetic overflow", at: nil,
                               notes: ["  stepping \(node.path) \(up ? "up" : "down") from \(number) by \(size)"])
        }
        record(.action, "Stepper \(label(of: node) ?? "") \(sign)", path: node.path)
        try whileEditing(value) { try writeWrapper(&binding, value: .int(next), owner: owner, at: .builtin) }
    }

    /// A press on a control with `onEditingChanged` (Stepper, Slider): the callback gets true
    /// before the value changes and false after it (Apple, "Slider": "called when editing begins
    /// and ends").
    func whileEditing(_ value: BuiltinValue, _ change: () throws -> Void) throws {
        let callback = value["onEditingChanged"] ?? .nil
        guard case .function = callback else { return try change() }
        _ = try interpreter.call(callback, arguments: [.bool(true)])
        try change()
        _ = try interpreter.call(callback, arguments: [.bool(false)])
    }

    func write(_ newValue: Value, through binding: Value?, of node: Node) throws {
        guard case .builtin(var wrapper)? = binding, wrapper.kind == "Binding" else {
            throw GraphError("'\(node.path)' has no binding to write")
        }
        try writeWrapper(&wrapper, value: newValue, owner: .value(typeName: node.typeName, property: "binding"), at: .builtin)
    }

    /// What selecting a row of `List(selection:)` writes: the row's `.tag(_:)`, else the value
    /// of the `NavigationLink(value:)` the row is (or holds), else the element's id. A sidebar
    /// `List(categories, selection: $category) { NavigationLink(…, value: $0) }` selects the
    /// category itself (Apple, "NavigationSplitView": a list's selection driven by its links'
    /// values).
    func selectionValue(ofRow node: Node, id: Value) -> Value {
        if let tag = node.modifiers.first(where: { $0.kind == "tag" })?.fields.values.first { return tag }
        let link = node.kind == .navigationLink ? node : node.subtree.first { $0.kind == .navigationLink && !$0.isUserView }
        if let link, case .builtin(let value) = link.viewValue, let linked = value["value"] { return linked }
        return id
    }

    private func optionMatches(_ node: Node, _ text: String) -> Bool {
        if optionLabel(node) == "\"\(text)\"" { return true }
        guard let tag = node.modifiers.first(where: { $0.kind == "tag" })?.fields.values.first ?? node.elementID else { return false }
        return interpreter.describe(tag) == text
    }

    /// A Picker's options: its content's views, with a `ForEach`'s rows in its place.
    func pickerOptions(_ picker: Node) -> [Node] {
        picker.children.flatMap { child in child.kind == .forEach ? child.children : [child] }
    }

    /// The text an option shows: its own label, or the first text in its subtree.
    func optionLabel(_ node: Node) -> String? {
        label(of: node) ?? node.subtree.lazy.compactMap { self.label(of: $0) }.first
    }

    /// The value a control shows through its binding, for labels.
    func boundValue(_ binding: Value?) -> Value? {
        guard case .builtin(let wrapper)? = binding, wrapper.kind == "Binding" else { return nil }
        return try? readWrapper(wrapper, owner: .value(typeName: "control", property: "binding"), at: .builtin)
    }
}
