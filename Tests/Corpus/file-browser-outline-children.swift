// Demonstrates: a hierarchical file browser — a recursive Identifiable struct with optional children, List(_:children:) outline rows, a computed size summed recursively, DisclosureGroup for details, ByteCountFormatter.
import SwiftUI

struct FileNode: Identifiable, Hashable {
    let id = UUID()
    let name: String
    var bytes: Int64 = 0
    var children: [FileNode]?

    var isFolder: Bool { children != nil }

    /// The node's own bytes plus every descendant's.
    var totalBytes: Int64 {
        bytes + (children ?? []).reduce(0) { $0 + $1.totalBytes }
    }

    var icon: String {
        isFolder ? "folder" : (name.hasSuffix(".swift") ? "swift" : "doc")
    }
}

extension FileNode {
    static let sampleTree: [FileNode] = [
        FileNode(name: "Sources", children: [
            FileNode(name: "App.swift", bytes: 1_200),
            FileNode(name: "Views", children: [
                FileNode(name: "ContentView.swift", bytes: 4_800),
                FileNode(name: "RowView.swift", bytes: 2_100),
            ]),
        ]),
        FileNode(name: "README.md", bytes: 3_400),
    ]
}

struct FileBrowserView: View {
    @State private var tree = FileNode.sampleTree
    @State private var showDetails = false

    private static let sizeFormatter: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        return formatter
    }()

    private var totalBytes: Int64 {
        tree.reduce(0) { $0 + $1.totalBytes }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    DisclosureGroup("Details", isExpanded: $showDetails) {
                        LabeledContent("Items", value: "\(tree.count) at top level")
                        LabeledContent("Total", value: Self.sizeFormatter.string(fromByteCount: totalBytes))
                    }
                }
                Section("Files") {
                    OutlineGroup(tree, children: \.children) { node in
                        Label(node.name, systemImage: node.icon)
                            .badge(node.isFolder ? "" : Self.sizeFormatter.string(fromByteCount: node.bytes))
                    }
                }
                Button("Add Notes.txt") {
                    tree.append(FileNode(name: "Notes.txt", bytes: 900))
                }
            }
            .navigationTitle("Project")
        }
    }
}

#Preview {
    FileBrowserView()
}
