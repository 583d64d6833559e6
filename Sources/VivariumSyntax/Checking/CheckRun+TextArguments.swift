/// A string where the iOS 13 alert API takes a `Text`: `Alert(title: "Delete note?")`. Every
/// overload of `Alert`'s and `ActionSheet`'s initializers takes its `title:` and `message:` as a
/// `Text` (`Text?`), and `Alert.Button.default(_:action:)`, `.destructive(_:action:)`,
/// `.cancel(_:action:)` their label as a `Text` (Apple, "Alert", "Alert.Button",
/// "ActionSheet"), so a string literal or a `String` there is swiftc's
/// `cannot convert value of type 'String' to expected argument type 'Text'` at the argument
/// (checked with swiftc 6.3.1 and stand-ins of the declarations).
extension CheckRun {
    func checkTextArguments(callee: Expr, arguments: [Argument], _ context: Context) {
        guard case .identifier(let name) = callee.kind, name == "Alert" || name == "ActionSheet", isSDKName(name) else { return }
        for argument in arguments {
            switch argument.label {
            case "title", "message":
                checkTextArgument(argument.value, context)
            case "primaryButton", "secondaryButton", "dismissButton":
                checkButtonLabel(argument.value, context)
            case "buttons":
                if case .array(let buttons) = argument.value.kind { buttons.forEach { checkButtonLabel($0, context) } }
            default:
                break
            }
        }
    }

    /// `.default("OK")`, `.destructive("Delete") { … }`, `.cancel("Keep")`: the label argument.
    private func checkButtonLabel(_ button: Expr, _ context: Context) {
        guard case .call(let callee, let arguments) = button.kind, case .implicitMember(let name) = callee.kind,
              ["default", "destructive", "cancel"].contains(name),
              let label = arguments.first, label.label == nil, !label.isTrailingClosure else { return }
        checkTextArgument(label.value, context)
    }

    private func checkTextArgument(_ value: Expr, _ context: Context) {
        let isString: Bool
        switch value.kind {
        case .string, .interpolation: isString = true
        default:
            if case .named("String", generics: [])? = evidentType(of: value, context) { isString = true } else { isString = false }
        }
        guard isString else { return }
        report("cannot convert value of type 'String' to expected argument type 'Text'", at: value.location)
    }
}
