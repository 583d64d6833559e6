import VivariumInterpreter

/// SwiftUI to the interpreter: its plain-data values (`Color`, `Font`, `Animation`,
/// transitions, gradients, `Angle`, `GridItem`, `EdgeInsets`, UIKit's `UIColor`), its free
/// functions that run code (`withAnimation`, `withTransaction`) and the names
/// whose meaning changes how Swift code runs (`View`, `Binding`, `ObservableObject`'s
/// `objectWillChange`). The view graph installs it before its interpreter runs anything; the
/// interpreter alone knows Swift and Foundation only.
public enum SwiftUIFramework {
    /// The layer SwiftUI adds to Swift.
    public static let layer = FrameworkLayer(
        values: [SwiftUIValueLibrary()], functions: [SwiftUIFunctions()], viewProtocol: "View", bindingKind: "Binding",
        synthesizedPublisher: SynthesizedPublisher(conformance: "ObservableObject", property: "objectWillChange",
                                                   typeName: "ObservableObjectPublisher"),
        layoutProtocol: "Layout", builderAttribute: "ViewBuilder")

    /// Installs SwiftUI's layer (once per process; later calls change nothing).
    public static func install() { FrameworkLayer.install(layer) }
}

/// SwiftUI's value types, each answered by its own file (`ColorValues`, `FontValues`, …).
struct SwiftUIValueLibrary: FrameworkValueLibrary {
    let typeNames: Set<String> = [
        "Color", "Font", "Animation", "AnyTransition", "Gradient", "UnitPoint", "Angle", "GridItem", "StrokeStyle",
        "GridItem.Size", "Gradient.Stop", "UIColor", "CGColor", "EdgeInsets", "PresentationDetent", "LocalizedStringKey",
        "RectangleCornerRadii", "FillStyle", "ImagePaint",
    ]
    /// Initializers whose arguments take their parameters' types: `Angle(radians: .pi)`, and
    /// `Gradient(stops: [.init(color: .black, location: 0)])` (each `.init` a `Gradient.Stop`).
    let typedInitializers: Set<String> = ["Angle", "Gradient"]

    func isEnumCase(_ name: String, of typeName: String) -> Bool { SwiftUITokens.isEnumCase(name, of: typeName) }

    func staticMember(typeName: String, name: String) -> Value? {
        switch typeName {
        case "Color": return ColorValues.staticMember(name)
        case "Font": return FontValues.staticMember(name)
        case "Animation": return AnimationValues.staticMember(name)
        case "AnyTransition": return AnimationValues.transition(name, [])
        case "UnitPoint": return GradientValues.unitPoint(name)
        case "Angle": return AngleValues.staticMember(name)
        // The nested types a contextual type names (`.system(.caption, design: .monospaced)`).
        case "Font.Weight", "Font.Design", "Font.TextStyle": return FontValues.staticMember(name)
        case "PresentationDetent": return SwiftUITokens.token(name)
        default: return nil
        }
    }

    func callStatic(typeName: String, name: String, values: [Value], labels: [String?]) -> Value? {
        switch typeName {
        case "Font": return FontValues.call(name, values, labels)
        case "Animation": return AnimationValues.call(name, values, labels)
        case "AnyTransition": return AnimationValues.transition(name, values, labels)
        case "Angle": return AngleValues.call(name, values)
        case "GridItem.Size": return GridValues.size(name, values, labels)
        case "PresentationDetent": return SwiftUITokens.presentationDetent(name, values)
        default: return nil
        }
    }

    func claimedImplicitMember(_ name: String, values: [Value]?, labels: [String?]) -> Value? {
        if values == nil {
            // `.everyMinute`, `.animation`: a `TimelineView`'s schedule; `.compact`: an environment enum's case.
            if name == "everyMinute" || name == "animation" { return SwiftUITokens.timelineSchedule(name, [], []) }
            if let found = SwiftUITokens.environmentCase(name) { return found }
        }
        return SwiftUIImplicitMembers.claimed(name, values: values, labels: labels)
    }

    func implicitMember(_ name: String, values: [Value]?, labels: [String?]) -> Value? {
        guard let values else {
            // NB: the first that has it, in this order.
            let members: [(String) -> Value?] = [
                ColorValues.staticMember, FontValues.staticMember, AnimationValues.staticMember, GradientValues.unitPoint,
                { AnimationValues.transition($0, []) }, SwiftUITokens.token,
            ]
            for member in members { if let found = member(name) { return found } }
            return nil
        }
        let calls: [(String, [Value], [String?]) -> Value?] = [
            { name, values, _ in SwiftUITokens.presentationDetent(name, values) },
            FontValues.call, AnimationValues.call, AnimationValues.transition, GridValues.size,
            { name, values, _ in AngleValues.call(name, values) }, SwiftUITokens.timelineSchedule,
        ]
        for call in calls { if let found = call(name, values, labels) { return found } }
        return nil
    }

    func construct(_ interpreter: Interpreter, typeName: String, values: [Value], labels: [String?]) -> Value? {
        switch typeName {
        case "Color": return ColorValues.construct(values, labels)
        case "Gradient": return GradientValues.gradient(values, labels)
        case "Gradient.Stop": return GradientValues.stop(values, labels)
        case "UIColor": return ColorValues.uiColor(values, labels)
        case "CGColor": return ColorComponents.cgColor(values, labels)
        case "GridItem": return GridValues.item(values, labels)
        case "Angle": return AngleValues.construct(values, labels)
        case "StrokeStyle": return FrameworkValues.value("StrokeStyle", "StrokeStyle", [])
        case "FillStyle": return FrameworkValues.value("FillStyle", "FillStyle", [])
        case "ImagePaint": return FrameworkValues.value("ImagePaint", "ImagePaint", [])
        case "LocalizedStringKey":
            // A key shows its inline Markdown rendered, as `Text` renders a key (`MarkdownText`).
            guard case .string(let key)? = values.first else { return nil }
            return .string(MarkdownText.plainText(key))
        case "EdgeInsets": return LayoutValues.edgeInsets(values, labels)
        case "RectangleCornerRadii": return LayoutValues.cornerRadii(values, labels)
        case "UnitPoint" where labels == ["x", "y"]:
            return FrameworkValues.value("UnitPoint", "UnitPoint(x: \(interpreter.describe(values[0])), y: \(interpreter.describe(values[1])))")
        default: return nil
        }
    }

    func hasMethod(_ name: String, kind: String) -> Bool {
        switch kind {
        case "Color": return name == "opacity"
        case "Font": return FontValues.methodNames.contains(name)
        case "Animation": return AnimationValues.methodNames.contains(name)
        case "AnyTransition": return name == "combined" || name == "animation"
        default: return false
        }
    }

    func method(_ name: String, on value: BuiltinValue, values: [Value], labels: [String?]) -> Value? {
        switch value.kind {
        case "Color": return ColorValues.method(name, value, values)
        case "Font": return FontValues.method(name, value, values, labels)
        case "Animation": return AnimationValues.method(name, value, values, labels)
        case "AnyTransition": return AnimationValues.transitionMethod(name, value, values)
        default: return nil
        }
    }

    func property(_ name: String, of value: BuiltinValue) -> Value? {
        switch value.kind {
        case "Color" where name == "gradient":
            // `color.gradient` (iOS 16): a standard gradient derived from the color, inert here
            // like every gradient; it prints as the expression that made it.
            return FrameworkValues.value("AnyGradient", "\(FrameworkValues.describe(value) ?? "Color").gradient")
        case "Angle": return AngleValues.property(name, of: value)
        // Apple, "DynamicTypeSize.isAccessibilitySize": "true if the size is one of the
        // accessibility sizes" (`.accessibility1` … `.accessibility5`).
        case _ where value.kind.hasPrefix("DynamicTypeSize.") && name == "isAccessibilitySize":
            guard case .string(let member)? = value["member"] else { return nil }
            return .bool(member.hasPrefix("accessibility"))
        case _ where value.kind.hasPrefix("SymbolEffect."): return LayoutValues.symbolEffect(name, of: value)
        case "EdgeInsets" where ["top", "leading", "bottom", "trailing"].contains(name): return value[name] ?? .double(0)
        case "UIColor" where name == "cgColor": return ColorComponents.cgColor(of: value)
        case _ where value.kind.hasPrefix("UIColor.") && name == "cgColor":
            guard case .string(let member)? = value["member"] else { return nil }
            return ColorComponents.cgColor(ofUIColorMember: member)
        case "CGColor" where name == "components" || name == "numberOfComponents": return value[name]
        case "CGColor" where name == "alpha": return value["components"].flatMap { if case .array(let c) = $0 { c.last } else { nil } }
        default: return nil
        }
    }

    /// `Transaction`'s settable properties (Apple, "Transaction"): a local `var transaction`
    /// takes writes to these; the view graph answers reads with SwiftUI's defaults.
    static let transactionSettable: Set<String> = ["animation", "disablesAnimations", "isContinuous", "tracksVelocity"]

    /// `transaction.animation = nil`; `item.spacing = 0` on a `var item = GridItem(…)` (its
    /// `size`, `spacing` and `alignment` are `var`s; the playground lays out no cells).
    func isSettable(_ name: String, kind: String) -> Bool {
        switch kind {
        case "Transaction": Self.transactionSettable.contains(name)
        case "GridItem": ["size", "spacing", "alignment"].contains(name)
        default: false
        }
    }

    func property(_ name: String, ofCase value: EnumValue) -> Value? {
        switch (value.typeName, name) {
        // Apple, "EditMode.isEditing": true while editing (`active`, or `transient`).
        case ("EditMode", "isEditing"): return .bool(value.caseName != "inactive")
        // Apple, "ScrollPhase.isScrolling": "equivalent to `phase != .idle`".
        case ("ScrollPhase", "isScrolling"): return .bool(value.caseName != "idle")
        // Apple, "ContentSizeCategory.isAccessibilityCategory": true for the accessibility sizes
        // (`.accessibilityMedium` … `.accessibilityExtraExtraExtraLarge`).
        case ("ContentSizeCategory", "isAccessibilityCategory"): return .bool(value.caseName.hasPrefix("accessibility"))
        default: return nil
        }
    }

    func describe(_ value: BuiltinValue) -> String? {
        if value.kind == "Color", case .string(let name)? = value["name"] { return name }
        return nil
    }

    func binary(_ op: String, _ lhs: Value, _ rhs: Value) -> Value? {
        // `.dynamicTypeSize(.xSmall ... .xxxLarge)`: a range of a framework enum's cases.
        if op == "..." || op == "..<", case .builtin(let lower) = lhs, case .builtin(let upper) = rhs,
           lower.kind.hasPrefix("DynamicTypeSize."), upper.kind.hasPrefix("DynamicTypeSize.") {
            return .builtin(BuiltinValue(kind: op == "..." ? "ClosedRange<DynamicTypeSize>" : "Range<DynamicTypeSize>",
                                         fields: ["lowerBound": lhs, "upperBound": rhs]))
        }
        return AngleValues.binary(op, lhs, rhs)
    }

    func prefix(_ op: String, _ value: Value) -> Value? {
        switch (op, value) {
        case ("-", _): return AngleValues.negated(value)
        // `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`: a range of a framework enum's cases.
        case ("...", .builtin(let bound)) where bound.kind.hasPrefix("DynamicTypeSize"),
             ("..<", .builtin(let bound)) where bound.kind.hasPrefix("DynamicTypeSize"):
            return .builtin(BuiltinValue(kind: op == "..." ? "PartialRangeThrough<DynamicTypeSize>" : "PartialRangeUpTo<DynamicTypeSize>",
                                         fields: ["upperBound": value]))
        default: return nil
        }
    }
}
