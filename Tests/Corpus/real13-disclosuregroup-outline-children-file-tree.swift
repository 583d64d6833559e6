// Demonstrates: a recursive `struct FileNode: Identifiable { var children: [FileNode]? }` shown three ways: `List(nodes, children: \.children)`, `OutlineGroup(root, children: \.children)` inside a `DisclosureGroup("Sources", isExpanded: $expanded)`, and nested `DisclosureGroup`s built by a recursive `@ViewBuilder` function; sizes summed by a recursive computed property and `ByteCountFormatter`.
// Source: book (a SwiftUI book's chapter on hierarchical lists with a file browser, found through a search for OutlineGroup children keypath DisclosureGroup isExpanded recursive); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct FileNode: Identifiable {
    let id = UUID()
    let name: String
    var size: Int64 = 0
    var children: [FileNode]? = nil

    var totalSize: Int64 {
        size + (children ?? []).reduce(0) { $0 + $1.totalSize }
    }

    var icon: String { children == nil ? "doc" : "folder" }
}

let sampleTree = FileNode(name: "Project", children: [
    FileNode(name: "Sources", children: [
        FileNode(name: "App.swift", size: 1_200),
        FileNode(name: "ContentView.swift", size: 3_400),
        FileNode(name: "Models", children: [
            FileNode(name: "Item.swift", size: 800),
        ]),
    ]),
    FileNode(name: "README.md", size: 2_048),
])

struct FileTreeView: View {
    @State private var expanded = true
    @State private var showDetails = false

    var body: some View {
        NavigationStack {
            List {
                Section("List(children:)") {
                    List([sampleTree], children: \.children) { node in
                        Label(node.name, systemImage: node.icon)
                    }
                    .frame(height: 200)
                }
                Section("OutlineGroup") {
                    DisclosureGroup("Sources", isExpanded: $expanded) {
                        OutlineGroup(sampleTree.children![0], children: \.children) { node in
                            HStack {
                                Text(node.name)
                                Spacer()
                                Text(ByteCountFormatter.string(fromByteCount: node.totalSize, countStyle: .file))
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section("Nested") {
                    nodeView(sampleTree)
                }
                Toggle("Details", isOn: $showDetails)
                if showDetails {
                    Text("Total: \(sampleTree.totalSize) bytes")
                }
            }
            .navigationTitle("Files")
        }
    }

    @ViewBuilder
    private func nodeView(_ node: FileNode) -> some View {
        if let children = node.children {
            DisclosureGroup {
                ForEach(children) { child in
                    AnyView(nodeView(child))
                }
            } label: {
                Label(node.name, systemImage: "folder")
            }
        } else {
            Label(node.name, systemImage: "doc")
        }
    }
}

#Preview {
    FileTreeView()
}
