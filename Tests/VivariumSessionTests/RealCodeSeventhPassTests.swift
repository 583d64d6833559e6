import Testing
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the seventh real-code discovery pass):
/// `Binding { … } set: { … }` written with trailing closures (in a property wrapper's projected
/// value), `.contextMenu(ContextMenu(menuItems:))` of iOS 13, iOS 26's `.sectionActions`, and a
/// closure's declared result type (`{ name -> Status in … return .empty }`) as the context of its
/// `return`s when two enums have an `empty` case; and, judged as swiftc judges it, an instance
/// member named in a stored property's initial value (a timer's block counting a `@State`), and a
/// stray `)` after a trailing closure, and which missing name of a view pasted without its models
/// swiftc names first; `X.Type.self`, and the object of a destination built by
/// `NavigationLink { … } label: { … }` kept with the link; a `Text` of a date range refused
/// rather than shown as its type's name; `Text(_:format:)` with a list style (and its
/// `memberStyle`) and with a `Measurement`'s style.
@Suite struct RealCodeSeventhPassTests: PastedCodeOutputs {
    @Test func aBindingWrittenWithTrailingClosuresReadsAndWritesThroughThem() {
        let session = Session()
        _ = output(session, """
            @propertyWrapper
            struct Lowercased: DynamicProperty {
                @State var wrappedValue: String
                var projectedValue: Binding<String> {
                    Binding {
                        wrappedValue
                    } set: { newValue in
                        wrappedValue = newValue.lowercased()
                    }
                }
            }

            struct HandleField: View {
                @Lowercased var handle = ""
                var body: some View {
                    VStack {
                        Text("@\\(handle)")
                        TextField("Handle", text: $handle)
                    }
                }
            }
            """)
        let mounted = session.execute("mount HandleField()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let typed = session.execute(#"type TextField "SwiftFan""#)
        #expect(typed.ok, "\(typed.error?.message ?? "")")
        // The setter ran: what the field shows and the text read from the state are lowercased.
        #expect(typed.tree?.all.contains { $0.type == "Text" && $0.label == #""@swiftfan""# } == true)
    }

    @Test func aTrailingClosureBindingReadsItsGetterEachTime() {
        #expect(output("""
            var stored = 2
            let doubled = Binding { stored * 2 } set: { stored = $0 / 2 }
            print(doubled.wrappedValue)
            doubled.wrappedValue = 10
            print(stored, doubled.wrappedValue)
            """) == ["4", "5 10"])
    }

    @Test func aContextMenuValuePassedToTheModifierHoldsItsItems() {
        let session = Session()
        _ = output(session, """
            struct Photo: View {
                var body: some View {
                    Image(systemName: "photo")
                        .contextMenu(ContextMenu(menuItems: {
                            Button("Favorite") { print("favorited") }
                            Button("Delete", role: .destructive) { print("deleted") }
                        }))
                }
            }
            """)
        #expect(session.execute("mount Photo()").ok)
        let chosen = session.execute(#"menu Image "Delete""#)
        #expect(chosen.ok, "\(chosen.error?.message ?? "")")
        #expect(chosen.output == ["deleted"])
    }

    @Test func sectionActionsAreButtonsShownWithTheirSection() {
        let session = Session()
        _ = output(session, """
            struct Chores: View {
                @State private var chores = ["Dishes"]
                var body: some View {
                    List {
                        Section("Today") {
                            ForEach(chores, id: \\.self) { Text($0) }
                        }
                        .sectionActions {
                            Button("Add chore", systemImage: "plus") { chores.append("Laundry") }
                        }
                    }
                }
            }
            """)
        let mounted = session.execute("mount Chores()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.type == "SectionActions" } == true)
        let tapped = session.execute(#"tap "Add chore""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.tree?.all.contains { $0.type == "Text" && $0.label == #""Laundry""# } == true)
    }

    @Test func aClosuresDeclaredResultTypeIsTheContextOfItsReturns() {
        #expect(output("""
            enum Strength: String { case empty = "none", weak, strong }
            enum Match { case empty, same, different }
            let strengths = ["", "abc", "abcdefgh"].map { password -> Strength in
                let length = password.count
                switch length {
                case 0:
                    return .empty
                case 1..<6:
                    return .weak
                default:
                    return .strong
                }
            }
            print(strengths.map(\\.rawValue))
            let compare = { (a: String, b: String) -> Match in
                if a.isEmpty { return .empty }
                return a == b ? .same : .different
            }
            print(compare("", "x"), compare("x", "x"))
            """) == [#"["none", "weak", "strong"]"#, "empty same"])
    }

    @Test func aPublishersMapClosureReturnsItsDeclaredType() {
        let session = Session()
        #expect(output(session, """
            import Combine
            final class SignUp: ObservableObject {
                @Published var code = ""
                @Published private(set) var state: CodeState = .empty
                private var bag = Set<AnyCancellable>()
                init() {
                    $code
                        .map { code -> CodeState in
                            if code.isEmpty { return .empty }
                            return code.count == 4 ? .complete : .partial
                        }
                        .assign(to: \\.state, on: self)
                        .store(in: &bag)
                }
            }
            extension SignUp {
                enum CodeState { case empty, partial, complete }
            }
            enum Draft { case empty, saved }
            let form = SignUp()
            form.code = "12"
            print(form.state)
            form.code = "1234"
            print(form.state)
            """) == ["partial", "complete"])
    }

    @Test func anInstanceMemberInAPropertyInitializerIsSwiftcsError() {
        let session = Session()
        let reply = session.execute("""
            struct Metronome: View {
                @State var beats = 0
                let ticker = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                    beats += 1
                }
                var body: some View { Text("\\(beats)") }
            }
            """)
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("4:9: error: cannot use instance member 'beats' within property initializer; property initializers run before 'self' is available") == true,
                "\(reply.error?.message ?? "")")
        let method = session.execute("""
            struct Receipt {
                var items: [Double] = [2.5, 4]
                func sum() -> Double { items.reduce(0, +) }
                let total = sum()
            }
            """)
        #expect(method.error?.message.contains("4:17: error: cannot use instance member 'sum' within property initializer; property initializers run before 'self' is available") == true,
                "\(method.error?.message ?? "")")
    }

    @Test func staticAndLazyAndLocalNamesInPropertyInitializersAreAllowed() {
        #expect(output("""
            struct Tally {
                static let start = 10
                var count = 1
                var first = start
                lazy var doubled = count * 2
                let label: String = {
                    let count = 3
                    return "x\\(count)"
                }()
            }
            var tally = Tally()
            print(tally.first, tally.doubled, tally.label)
            """) == ["10 2 x3"])
    }

    @Test func aStrayClosingBracketIsSwiftcsConsecutiveStatementsOrExpectedExpression() {
        let session = Session()
        let sameLine = session.execute("""
            struct Scores: View {
                var scores = [3, 5]
                var body: some View {
                    List(scores, id: \\.self) { score in
                        Text("\\(score)")
                    })
                }
            }
            """)
        #expect(sameLine.error?.message.contains("6:10: error: consecutive statements on a line must be separated by ';'") == true,
                "\(sameLine.error?.message ?? "")")
        let ownLine = session.execute("""
            func half(_ x: Double) -> Double {
                let y = x / 2
                ]
                return y
            }
            """)
        #expect(ownLine.error?.message.contains("3:5: error: expected expression") == true, "\(ownLine.error?.message ?? "")")
        let member = session.execute("""
            struct Window {
                var width = 320)
            }
            """)
        #expect(member.error?.message.contains("2:20: error: consecutive declarations on a line must be separated by ';'") == true,
                "\(member.error?.message ?? "")")
    }

    @Test func aMissingNameInAPropertysInitialValueComesBeforeALaterMissingType() {
        let session = Session()
        _ = session.execute("""
            struct Inbox: View {
                @StateObject private var store = MailStore()
                @State private var opened: Message?
                var body: some View { Text("Inbox") }
            }
            """)
        let mounted = session.execute("mount Inbox()")
        let message = mounted.error?.message ?? ""
        #expect(message.contains("2:38: error: cannot find 'MailStore' in scope"), "\(message)")
        let first = message.range(of: "cannot find 'MailStore'")?.lowerBound
        let second = message.range(of: "cannot find type 'Message'")?.lowerBound
        #expect(first != nil && second != nil && first! < second!, "\(message)")
    }

    @Test func aMetatypesTypePrintsWithItsTypeSuffix() {
        #expect(output("""
            struct Note {}
            final class Cache {}
            print(Note.Type.self, Cache.Type.self)
            print("\\(Note.Type.self) / \\(Note.self)")
            """) == ["Note.Type Cache.Type", "Note.Type / Note"])
    }

    @Test func aDestinationBuiltByTheClosureFormKeepsItsObjectWhileTheLinkIsShown() {
        let session = Session()
        _ = output(session, """
            final class Draft {
                deinit { print("draft freed") }
            }
            struct Composer: View {
                let draft = Draft()
                var body: some View { Text("Compose") }
            }
            struct Mailbox: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink {
                            Composer()
                        } label: {
                            Text("New message")
                        }
                    }
                }
            }
            """)
        let mounted = session.execute("mount Mailbox()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.created.map(\.id) == ["Draft#1"])
        #expect(mounted.freed.isEmpty)
        #expect(!mounted.output.contains("draft freed"))
        let pushed = session.execute(#"tap "New message""#)
        #expect(pushed.freed.isEmpty && pushed.created.isEmpty)
        // A new body builds a new destination value; the old one, and its draft, go.
        let again = session.execute("reeval Mailbox")
        #expect(again.freed.map(\.id) == ["Draft#1"])
        #expect(again.output == ["draft freed"])
    }

    @Test func aTextOfADateRangeSaysItIsNotSupportedInsteadOfShowingTheTypeName() {
        let session = Session()
        _ = output(session, """
            struct Shift: View {
                var body: some View {
                    Text(Date.now...Date.now.addingTimeInterval(3600))
                }
            }
            """)
        let mounted = session.execute("mount Shift()")
        #expect(!mounted.ok)
        #expect(mounted.error?.message.contains("3:9: error: not supported in the playground: a Text of a date range") == true,
                "\(mounted.error?.message ?? "")")
    }

    @Test func aTextFormatsAListAndAMeasurementWithTheirOwnStyles() {
        let session = Session()
        _ = output(session, """
            struct Pantry: View {
                let items = ["flour", "sugar"]
                let counts = [3, 1500]
                let fridge = Measurement(value: 4, unit: UnitTemperature.celsius)
                var body: some View {
                    VStack {
                        Text(items, format: .list(type: .or))
                        Text(counts, format: .list(memberStyle: .number, type: .and))
                        Text(fridge, format: .measurement(width: .abbreviated))
                    }
                }
            }
            """)
        let mounted = session.execute("mount Pantry()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let texts = mounted.tree?.all.filter { $0.type == "Text" }.compactMap(\.label) ?? []
        #expect(texts == [#""flour or sugar""#, #""3 and 1,500""#, #""39°F""#])
        #expect(output(session, "print([0.5, 0.25].formatted(.list(memberStyle: .percent, type: .and)))") == ["50% and 25%"])
    }
}
