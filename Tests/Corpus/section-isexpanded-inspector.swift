// Demonstrates: iOS 17 collapsible sections with Section(_:isExpanded:) in a sidebar-style List, and an .inspector(isPresented:) panel toggled from the toolbar.
import SwiftUI

struct Project: Identifiable, Hashable {
    let id: Int
    let name: String
    let archived: Bool
}

struct ProjectBrowser: View {
    @State private var activeExpanded = true
    @State private var archivedExpanded = false
    @State private var showInspector = false
    @State private var selected: Project?

    private let projects = [
        Project(id: 1, name: "Website", archived: false),
        Project(id: 2, name: "Mobile app", archived: false),
        Project(id: 3, name: "Old blog", archived: true),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Active", isExpanded: $activeExpanded) {
                    ForEach(projects.filter { !$0.archived }) { project in
                        Button(project.name) {
                            selected = project
                            showInspector = true
                        }
                    }
                }
                Section("Archived", isExpanded: $archivedExpanded) {
                    ForEach(projects.filter(\.archived)) { project in
                        Text(project.name)
                            .onAppear { print("archived row \(project.name) appeared") }
                    }
                }
                Button(archivedExpanded ? "Collapse archived" : "Expand archived") {
                    withAnimation { archivedExpanded.toggle() }
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Projects")
            .toolbar {
                Button("Inspector") { showInspector.toggle() }
            }
            .inspector(isPresented: $showInspector) {
                VStack(alignment: .leading) {
                    Text(selected?.name ?? "Nothing selected").font(.headline)
                    Button("Close") { showInspector = false }
                }
                .inspectorColumnWidth(min: 200, ideal: 250, max: 320)
                .onAppear { print("inspector shown for \(selected?.name ?? "none")") }
            }
        }
    }
}

#Preview {
    ProjectBrowser()
}
