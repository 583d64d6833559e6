// Demonstrates: a NavigationSplitView with an enum sidebar (CaseIterable, Identifiable, systemImage per case), List(selection:) bound to an optional enum, a detail view switching on the selection with a fallback Text, @SceneStorage restoring the selection by raw value, a nested NavigationStack in the detail with navigationDestination(for:), and columnVisibility.
// Source: sample code (a platform vendor's multi-column navigation sample, trimmed to one file); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Section: String, CaseIterable, Identifiable, Hashable {
    case inbox, flagged, archive
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var icon: String {
        switch self {
        case .inbox: "tray"
        case .flagged: "flag"
        case .archive: "archivebox"
        }
    }
}

struct Mail: Identifiable, Hashable {
    let id: Int
    let subject: String
    let section: Section
}

struct MailDetailList: View {
    let section: Section
    let mails: [Mail]

    var body: some View {
        NavigationStack {
            List(mails.filter { $0.section == section }) { mail in
                NavigationLink(mail.subject, value: mail)
            }
            .navigationDestination(for: Mail.self) { mail in
                Text("Reading \(mail.subject)")
                    .onAppear { print("opened \(mail.id)") }
            }
            .navigationTitle(section.title)
        }
        .onAppear { print("detail for \(section.title)") }
    }
}

struct MailRootView: View {
    @SceneStorage("section") private var storedSection = Section.inbox.rawValue
    @State private var selection: Section?
    @State private var visibility: NavigationSplitViewVisibility = .all
    private let mails = [
        Mail(id: 1, subject: "Welcome", section: .inbox),
        Mail(id: 2, subject: "Invoice", section: .flagged),
        Mail(id: 3, subject: "Old news", section: .archive),
        Mail(id: 4, subject: "Lunch?", section: .inbox),
    ]

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(Section.allCases, selection: $selection) { section in
                Label(section.title, systemImage: section.icon).tag(section)
            }
            .navigationTitle("Mail")
        } detail: {
            if let selection {
                MailDetailList(section: selection, mails: mails)
            } else {
                Text("Pick a mailbox")
            }
        }
        .onAppear { selection = Section(rawValue: storedSection) }
        .onChange(of: selection) { _, newValue in
            storedSection = newValue?.rawValue ?? Section.inbox.rawValue
            print("stored \(storedSection)")
        }
        .toolbar {
            Button("Flagged") { selection = .flagged }
            Button("Hide sidebar") { visibility = .detailOnly }
        }
    }
}

#Preview {
    MailRootView()
}
