import Testing
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the seventh real-code discovery pass):
/// `Binding { … } set: { … }` written with trailing closures (in a property wrapper's projected
/// value), `.contextMenu(ContextMenu(menuItems:))` of iOS 13, and iOS 26's `.sectionActions`.
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
}
