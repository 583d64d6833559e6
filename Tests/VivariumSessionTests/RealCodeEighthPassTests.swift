import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the eighth real-code discovery pass): a write to a
/// `@State` through an immutable `self` — a non-mutating method of a property wrapper or view
/// value, called from its `init` or wrapped in `withAnimation { }` — is a write through State's
/// nonmutating setter (`var wrappedValue: Value { get nonmutating set }`), which swiftc accepts;
/// it trapped as "cannot assign to value: 'self' is immutable". And iOS 18's `ScrollPosition`
/// bound with `.scrollPosition($position)`, which was "not supported in the playground".
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

    private let feed = """
        struct Feed: View {
            @State private var position = ScrollPosition(edge: .top)
            var body: some View {
                VStack {
                    Text(position.viewID(type: Int.self).map { "at post \\($0)" } ?? "at an edge")
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<40, id: \\.self) { i in
                                Text("Post \\(i)").frame(height: 80)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition($position)
                    Button("Jump to 25") { position.scrollTo(id: 25) }
                    Button("Bottom") { position.scrollTo(edge: .bottom) }
                }
            }
        }
        """

    @Test func aScrollPositionScrollsToTheViewItNamesAndToAnEdge() {
        let session = Session()
        _ = output(session, feed)
        let mounted = session.execute("mount Feed()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let built = { (reply: Reply) in Set(reply.tree?.all.compactMap { $0.type == "Text" ? $0.label : nil } ?? []) }
        #expect(built(mounted).contains(#""Post 0""#))
        #expect(!built(mounted).contains(#""Post 25""#))
        let jumped = session.execute(#"tap "Jump to 25""#)
        #expect(jumped.ok, "\(jumped.error?.message ?? "")")
        #expect(built(jumped).contains(#""Post 25""#))
        #expect(built(jumped).contains(#""at post 25""#))
        let bottom = session.execute(#"tap "Bottom""#)
        #expect(bottom.ok, "\(bottom.error?.message ?? "")")
        #expect(built(bottom).contains(#""Post 39""#))
        #expect(built(bottom).contains(#""at an edge""#))
    }

    @Test func scrollingByHandNamesTheTopMostViewAsPlacedByTheUser() {
        let session = Session()
        _ = output(session, feed)
        #expect(session.execute("mount Feed()").ok)
        let scrolled = session.execute("scroll ScrollView to 10")
        #expect(scrolled.ok, "\(scrolled.error?.message ?? "")")
        #expect(scrolled.tree?.all.contains { $0.type == "Text" && $0.label == #""at post 10""# } == true)
    }

    @Test func aScrollPositionValueReplacesWhatItNamesOnEachScrollTo() {
        #expect(output("""
            var spot = ScrollPosition(y: 120)
            print(spot.y ?? -1, spot.viewID == nil, spot.isPositionedByUser)
            spot.scrollTo(id: "intro")
            print(spot.viewID(type: String.self) ?? "none", spot.viewID(type: Int.self) == nil, spot.y == nil)
            spot.scrollTo(edge: .bottom)
            print(spot.edge == .bottom, spot.viewID == nil)
            """) == ["120.0 true false", "intro true true", "true true"])
    }

    /// `x as? T` where `T` is settled by a metatype argument checks against that type (it let
    /// every value through, so `viewID(type: Int.self)` of a string id was not nil).
    @Test func aConditionalCastToAGenericParameterChecksTheTypeItStandsFor() {
        #expect(output("""
            func first<T>(_ values: [Any], of kind: T.Type) -> T? {
                for value in values {
                    if let match = value as? T { return match }
                }
                return nil
            }
            let mixed: [Any] = ["seven", 7, 7.5]
            print(first(mixed, of: Int.self) ?? -1, first(mixed, of: Double.self) ?? -1, first(mixed, of: Bool.self) == nil)
            """) == ["7 7.5 true"])
    }
}
