import Testing
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the eighth real-code discovery pass): a write to a
/// `@State` through an immutable `self` — a non-mutating method of a property wrapper or view
/// value, called from its `init` or wrapped in `withAnimation { }` — is a write through State's
/// nonmutating setter (`var wrappedValue: Value { get nonmutating set }`), which swiftc accepts;
/// it trapped as "cannot assign to value: 'self' is immutable".
@Suite struct RealCodeEighthPassTests: PastedCodeOutputs {
    /// A validating wrapper of the kind forms use: its check runs from `init` (before the state
    /// is installed, so the write keeps nothing) and after each typed value (installed: the
    /// message appears).
    private let checkedField = """
        @propertyWrapper
        struct Checked: DynamicProperty {
            private let minimum: Int
            @State private var text: String
            @State var complaint: String? = nil

            var wrappedValue: String {
                get { text }
                nonmutating set {
                    text = newValue
                    check()
                }
            }
            var projectedValue: Binding<String> {
                Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
            }

            init(initial: String = "", minimum: Int) {
                self.minimum = minimum
                _text = State(wrappedValue: initial)
                check()
            }

            func check() {
                withAnimation {
                    self.complaint = text.count >= minimum ? nil : "Too short"
                }
            }
        }

        struct SignUp: View {
            @Checked(minimum: 3) var nickname
            var body: some View {
                VStack {
                    TextField("Nickname", text: $nickname)
                    if let complaint = _nickname.complaint {
                        Text(complaint)
                    }
                }
            }
        }
        """

    @Test func aStateWrittenThroughAnImmutableSelfInAWrappersMethodIsShownOnceInstalled() {
        let session = Session()
        _ = output(session, checkedField)
        let mounted = session.execute("mount SignUp()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        // The check in `init` wrote to storage not yet installed: nothing of it is kept.
        #expect(mounted.tree?.all.contains { $0.type == "Text" } == false)
        let short = session.execute(#"type TextField "ab""#)
        #expect(short.ok, "\(short.error?.message ?? "")")
        #expect(short.tree?.all.contains { $0.type == "Text" && $0.label == #""Too short""# } == true)
        let long = session.execute(#"type TextField "abcd""#)
        #expect(long.ok, "\(long.error?.message ?? "")")
        #expect(long.tree?.all.contains { $0.type == "Text" } == false)
    }

    @Test func aStateWrittenFromANonmutatingMethodOutsideAViewKeepsItsInitialValue() {
        #expect(output("""
            struct Draft: DynamicProperty {
                @State var title = "untitled"
                func rename() {
                    self.title = "renamed"
                    withAnimation { title = "again" }
                    print(title)
                }
            }
            Draft().rename()
            """) == ["untitled"])
    }
}
