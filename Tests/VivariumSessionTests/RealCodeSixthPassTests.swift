import Testing
@testable import VivariumSession

/// Public SwiftUI code that failed or answered wrongly as pasted (the sixth real-code discovery
/// pass): `date.formatted(.relative(presentation:))` and `Text(date, format: .relative(…))`,
/// `DateFormatter.doesRelativeDateFormatting` ("Yesterday at 9:41 AM") on the virtual clock, a
/// `PreviewProvider` nested in the view it previews, `UNNotificationSound(named:)`, and a
/// text's `\(date, formatter: dateFormatter)` interpolation; and, judged as swiftc judges a
/// file whose model lives in another file of its app, `[Item]()` of a type declared nowhere
/// and a bare `[Task]()` (Swift's own generic `Task`).
@Suite struct RealCodeSixthPassTests: PastedCodeOutputs {
    @Test func aRelativeFormatStyleSaysHowLongAgoOnTheVirtualClock() {
        let session = Session()
        #expect(output(session, """
            let lastSync = Date.now.addingTimeInterval(-90 * 60)
            let dayBefore = Date.now.addingTimeInterval(-24 * 3600)
            print(lastSync.formatted(.relative(presentation: .named)))
            print(dayBefore.formatted(.relative(presentation: .named)))
            print(dayBefore.formatted(.relative(presentation: .numeric)))
            print(lastSync.formatted(.relative(presentation: .numeric, unitsStyle: .spellOut)))
            print(Date.now.addingTimeInterval(7200).formatted(.relative(presentation: .numeric)))
            print(Date.now.formatted(.relative(presentation: .named)))
            print(lastSync.formatted(Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .narrow)))
            """) == ["2 hours ago", "yesterday", "1 day ago", "two hours ago", "in 2 hours", "now", "2h ago"])
        // An hour of virtual time later, the same date is an hour further away.
        _ = session.execute("advance 1h")
        #expect(output(session, "print(lastSync.formatted(.relative(presentation: .named)))") == ["3 hours ago"])
    }

    @Test func aTextWithARelativeFormatChangesOnlyWhenItsBodyRunsAgain() {
        let session = Session()
        _ = output(session, """
            struct SyncStatus: View {
                @State private var syncedAt = Date.now
                @State private var refreshes = 0
                var body: some View {
                    VStack {
                        Text(syncedAt, format: .relative(presentation: .named, unitsStyle: .abbreviated))
                        Button("Refresh \\(refreshes)") { refreshes += 1 }
                    }
                }
            }
            """)
        let mounted = session.execute("mount SyncStatus()")
        #expect(mounted.tree?.all.contains { $0.type == "Text" && $0.label == #""now""# } == true)
        // SwiftUI formats the text when the body makes it; the clock alone does not redraw it.
        let later = session.execute("advance 2h")
        #expect(later.tree?.all.contains { $0.type == "Text" && $0.label == #""now""# } == true)
        let refreshed = session.execute(#"tap "Refresh 0""#)
        #expect(refreshed.tree?.all.contains { $0.type == "Text" && $0.label == #""2 hr. ago""# } == true)
    }

    @Test func aRelativeDateFormatterNamesTheDayAroundTheVirtualToday() {
        #expect(output("""
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            formatter.doesRelativeDateFormatting = true
            let day: TimeInterval = 24 * 3600
            print(formatter.string(from: Date.now.addingTimeInterval(-day)))
            print(formatter.string(from: Date.now))
            print(formatter.string(from: Date.now.addingTimeInterval(day)))
            print(formatter.string(from: Date.now.addingTimeInterval(-3 * day)))
            let dateOnly = DateFormatter()
            dateOnly.dateStyle = .long
            dateOnly.doesRelativeDateFormatting = true
            print(dateOnly.string(from: Date.now))
            dateOnly.dateFormat = "yyyy-MM-dd"
            print(dateOnly.string(from: Date.now))
            """) == ["Yesterday at 9:41 AM", "Today at 9:41 AM", "Tomorrow at 9:41 AM", "Jun 6, 2025 at 9:41 AM", "Today",
                     "2025-06-09"])
    }

    @Test func aPreviewProviderNestedInItsViewIsAPreview() {
        let session = Session()
        _ = output(session, """
            struct Greeting: View {
                var body: some View {
                    Text("Hello")
                }

                struct Greeting_Previews: PreviewProvider {
                    static var previews: some View {
                        Greeting()
                    }
                }
            }

            extension Greeting {
                struct Dark: PreviewProvider {
                    static var previews: some View {
                        Greeting().preferredColorScheme(.dark)
                    }
                }
            }
            """)
        let listing = session.execute("previews").message ?? ""
        #expect(listing.contains("1  Greeting.Greeting_Previews (PreviewProvider)"), "\(listing)")
        #expect(listing.contains("2  Greeting.Dark (PreviewProvider)"), "\(listing)")
        let mounted = session.execute("mount preview 1")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.type == "Text" && $0.label == #""Hello""# } == true)
        #expect(session.execute("mount preview 2").ok)
    }

    @Test func aNotificationCanPlayASoundNamedByItsFile() {
        #expect(output("""
            import UserNotifications
            let content = UNMutableNotificationContent()
            content.title = "Timer done"
            content.sound = UNNotificationSound(named: UNNotificationSoundName(rawValue: "bell.wav"))
            let chime = UNNotificationSoundName("chime.caf")
            print(chime.rawValue, chime == UNNotificationSoundName(rawValue: "chime.caf"))
            print(content.sound == nil)
            """) == ["chime.caf true", "false"])
    }

    @Test func aTextInterpolationWithAFormatterShowsWhatTheFormatterWrites() {
        let session = Session()
        _ = output(session, """
            struct Receipt: View {
                static let money: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter
                }()
                static let day: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .long
                    return formatter
                }()
                var body: some View {
                    VStack {
                        Text("Total \\(NSNumber(value: 12.5), formatter: Self.money)")
                        Text("Paid on \\(Date.now, formatter: Self.day)")
                    }
                }
            }
            """)
        let mounted = session.execute("mount Receipt()")
        let labels = mounted.tree?.all.compactMap(\.label) ?? []
        #expect(labels.contains(#""Total $12.50""#), "\(labels)")
        #expect(labels.contains(#""Paid on June 9, 2025""#), "\(labels)")
    }

    @Test func anArrayOfATypeDeclaredNowhereIsNotAnEmptyArray() {
        let session = Session()
        let loaded = session.execute("""
            struct Inbox: View {
                @State private var messages = [Message]()
                var body: some View {
                    Text("\\(messages.count) messages")
                }
            }
            """)
        // Declared later in the session it may still be; until then nothing runs.
        #expect(loaded.warnings.contains("'Message' is not declared yet: declare it before running this code"), "\(loaded.warnings)")
        let mounted = session.execute("mount Inbox()")
        #expect(mounted.error?.message.contains("2:36: error: cannot find 'Message' in scope") == true,
                "\(mounted.error?.message ?? "")")
        _ = output(session, "struct Message { var text: String }")
        #expect(session.execute("mount Inbox()").tree?.all.contains { $0.label == #""0 messages""# } == true)
    }

    @Test func aBareTaskIsSwiftsGenericTaskWhenTheProgramDeclaresNone() {
        let reply = Session().execute("""
            struct TodoList: View {
                @State private var tasks = [Task]()
                var body: some View {
                    Text("\\(tasks.count)")
                }
            }
            """)
        #expect(reply.error?.message.contains("2:33: error: generic parameter 'Success' could not be inferred") == true,
                "\(reply.error?.message ?? "")")
        let parameter = Session().execute("func describe(_ task: Task) -> String { \"task\" }")
        #expect(parameter.error?.message.contains("1:23: error: reference to generic type 'Task' requires arguments in <...>") == true,
                "\(parameter.error?.message ?? "")")
        // The app's own `Task` model, declared in the file, is the one meant.
        let own = Session().execute("""
            struct Task: Identifiable { let id = UUID(); var title: String }
            struct TodoList: View {
                @State private var tasks = [Task]()
                var body: some View {
                    Button("Add") { tasks.append(Task(title: "Write")) }
                }
            }
            """)
        #expect(own.ok, "\(own.error?.message ?? "")")
    }
}
