import Testing
@testable import VivariumSession
import VivariumWire

/// SwiftUI behaviour as Apple documents it, found wrong in the fourth documentation pass:
/// tap gestures attached with `.gesture`, `.simultaneousGesture` and `.highPriorityGesture`
/// (Sessions/documented-gesture-precedence.viv) and their masks (documented-gesture-mask.viv); a number style's scientific notation
/// (documented-scientific-notation.viv); custom containers over resolved subviews, refused by name;
/// a DatePicker's day picked within its range (documented-date-picker-range.viv); a drag
/// driving a DragGesture and its @GestureState (documented-drag-gesture.viv).
@Suite struct DocumentedBehaviourFourthPassTests: PastedCodeOutputs {
    @Test func aTapGestureValueAttachedWithGestureRunsOnATapOfItsCount() {
        let session = loaded("""
            struct Lamp: View {
                @State private var lit = false
                @State private var zoomed = false
                var body: some View {
                    VStack {
                        Circle()
                            .gesture(TapGesture().onEnded { lit.toggle() })
                        Capsule()
                            .gesture(TapGesture(count: 2).onEnded { zoomed.toggle() })
                    }
                }
            }
            """)
        run(session, ["mount Lamp()", "tap Circle"])
        #expect(session.execute("tree").storage(of: "Lamp").contains("@State lit = true"))
        // The capsule's gesture needs two taps: one is refused, two run it.
        #expect(!session.execute("tap Capsule").ok)
        run(session, ["tap --count 2 Capsule"])
        #expect(session.execute("tree").storage(of: "Lamp").contains("@State zoomed = true"))
    }

    @Test func anAncestorsSimultaneousGestureRunsWithTheViewsOwnAndAHighPriorityOneInsteadOfIt() {
        let session = loaded("""
            struct Card: View {
                var body: some View {
                    HStack {
                        Text("Pin").onTapGesture { print("pin") }
                        Text("Plain")
                    }
                    .simultaneousGesture(TapGesture().onEnded { print("card") })
                }
            }
            struct Sheet: View {
                var body: some View {
                    HStack {
                        Text("Star").onTapGesture { print("star") }
                    }
                    .highPriorityGesture(TapGesture().onEnded { print("sheet") })
                }
            }
            """)
        run(session, ["mount Card()"])
        #expect(session.execute(#"tap "Pin""#).output == ["pin", "card"])
        // A view with no gesture of its own: only the simultaneous one around it runs.
        #expect(session.execute("tap Text[1]").output == ["card"])
        run(session, ["mount Sheet()"])
        let star = session.execute(#"tap "Star""#)
        #expect(star.output == ["sheet"], "the high-priority gesture takes the tap from the view's own")
        #expect(star.events.contains { $0.text.contains("highPriorityGesture") })
    }

    @Test func anExclusiveGestureEndsItsFirstGestureThatTakesTheTaps() {
        let session = loaded("""
            struct Photo: View {
                var body: some View {
                    Text("Photo")
                        .gesture(TapGesture(count: 2).onEnded { print("like") }
                            .exclusively(before: TapGesture().onEnded { print("open") }))
                }
            }
            """)
        run(session, ["mount Photo()"])
        #expect(session.execute(#"tap --count 2 "Photo""#).output == ["like"])
        #expect(session.execute(#"tap "Photo""#).output == ["open"])
    }

    @Test func aTapsLocationIsHandedToTheActionThatTakesIt() {
        let session = loaded("""
            struct Pad: View {
                @State private var spot = CGPoint.zero
                var body: some View {
                    VStack {
                        Rectangle()
                            .frame(width: 80, height: 40)
                            .onTapGesture(coordinateSpace: .local) { point in spot = point }
                        Circle()
                            .frame(width: 30, height: 30)
                            .gesture(SpatialTapGesture().onEnded { event in print(event.location.x) })
                    }
                }
            }
            """)
        run(session, ["mount Pad()", "tap Rectangle"])
        #expect(session.execute("tree").storage(of: "Pad").contains("@State spot = (40.0, 20.0)"))
        #expect(session.execute("tap Circle").output == ["15.0"])
    }

    @Test func aScientificNumberStyleShowsAMantissaAndAPowerOfTen() {
        #expect(output("""
            print(0.673.formatted(.number.notation(.scientific)))
            print(1500.formatted(.number.notation(.scientific)))
            print((-0.00042).formatted(.number.notation(.scientific)))
            print(0.0.formatted(.number.notation(.scientific)))
            print(9.9999999.formatted(.number.notation(.scientific)))
            """) == ["6.73E-1", "1.5E3", "-4.2E-4", "0E0", "1E1"])
    }

    @Test func aContainerOverResolvedSubviewsIsRefusedWhereItIsWritten() {
        let session = loaded("""
            struct Deck<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack { ForEach(subviews: content) { card in card.padding() } }
                }
            }
            struct Table: View {
                var body: some View { Deck { Text("A"); Text("B") } }
            }
            """)
        let mounted = session.execute("mount Table()")
        #expect(!mounted.ok)
        #expect(mounted.error?.message.contains("not supported in the playground: ForEach(subviews:)") == true, "\(mounted.error?.message ?? "")")
        #expect(mounted.error?.message.contains(":4:") == true, "the diagnostic names the line of ForEach(subviews:)")
    }

    @Test func aDatePickerTakesADayWithinItsRangeAndKeepsTheTimeOfDay() {
        let session = loaded("""
            struct Trip: View {
                var body: some View {
                    DatePicker("Leave", selection: $leave, in: ...Date.now.addingTimeInterval(30 * 86_400))
                    Text(leave.formatted(date: .abbreviated, time: .shortened))
                }
                @State private var leave = Date.now
            }
            """)
        run(session, ["mount Trip()", #"type DatePicker "2025-06-20""#])
        #expect(session.execute("tree").tree?.all.contains { $0.label == #""Jun 20, 2025 at 9:41 AM""# } == true)
        run(session, [#"type "Leave" "2025-06-21 07:05""#])
        #expect(session.execute("tree").tree?.all.contains { $0.label == #""Jun 21, 2025 at 7:05 AM""# } == true)
        // After the range's end: refused, the selection as it was.
        let late = session.execute(#"type DatePicker "2025-12-24""#)
        #expect(!late.ok && late.error?.message.contains("through 2025-07-09 09:41") == true, "\(late.error?.message ?? "")")
        #expect(!session.execute(#"type DatePicker "2025-13-01""#).ok)
        #expect(session.execute("tree").tree?.all.contains { $0.label == #""Jun 21, 2025 at 7:05 AM""# } == true)
    }

    @Test func aGestureMaskDecidesWhetherTheAddedGestureOrTheSubviewsGesturesRun() {
        let session = loaded("""
            struct Board: View {
                var body: some View {
                    VStack {
                        Group { Text("Own").onTapGesture { print("own") } }
                            .gesture(TapGesture().onEnded { print("added") }, including: .gesture)
                        Group { Text("Inner").onTapGesture { print("inner") } }
                            .gesture(TapGesture().onEnded { print("outer") }, including: .subviews)
                        Group { Text("Off").onTapGesture { print("off") } }
                            .gesture(TapGesture().onEnded { print("off outer") }, including: .none)
                    }
                }
            }
            """)
        run(session, ["mount Board()"])
        #expect(session.execute(#"tap "Own""#).output == ["added"])
        #expect(session.execute(#"tap "Inner""#).output == ["inner"])
        let off = session.execute(#"tap "Off""#)
        #expect(!off.ok && off.error?.message.contains("disables the gestures of its subviews") == true, "\(off.error?.message ?? "")")
    }

    @Test func aDragRunsItsGestureWithTheTranslationThenResetsItsGestureState() {
        let session = loaded("""
            struct Slider2D: View {
                @GestureState private var moving = CGSize.zero
                @State private var rests = CGSize.zero
                var body: some View {
                    Capsule()
                        .frame(width: 60, height: 20)
                        .gesture(DragGesture(minimumDistance: 30)
                            .updating($moving) { value, state, _ in state = value.translation }
                            .onEnded { value in
                                rests = value.translation
                                print(value.startLocation.x, value.location.y)
                            })
                        .overlay { Text("moving \\(Int(moving.width))") }
                }
            }
            """)
        run(session, ["mount Slider2D()"])
        let dragged = session.execute("drag Capsule by 45,-5")
        #expect(dragged.ok, "\(dragged.error?.message ?? "")")
        #expect(dragged.output == ["30.0 5.0"])
        let storage = dragged.tree?.all.first { $0.type == "Slider2D" }?.storage ?? []
        #expect(storage.contains("@State rests = (45.0, -5.0)"), "\(storage)")
        #expect(storage.contains("@GestureState moving = (0.0, 0.0)"), "the gesture state resets when the drag ends")
        // Shorter than the gesture's minimum distance: it never begins.
        let short = session.execute("drag Capsule by 20,0")
        #expect(!short.ok && short.error?.message.contains("minimumDistance (30 points)") == true)
        #expect(!session.execute("drag Capsule 20,0").ok, "the distance follows 'by'")
    }
}

extension DocumentedBehaviourFourthPassTests {
    /// A new session with `source` declared in it.
    func loaded(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Session {
        let session = Session()
        _ = output(session, source, sourceLocation: sourceLocation)
        return session
    }
}

private extension Reply {
    /// The storage rows of the node of type `type` in the reply's tree.
    func storage(of type: String) -> [String] {
        tree?.all.first { $0.type == type }?.storage ?? []
    }
}
