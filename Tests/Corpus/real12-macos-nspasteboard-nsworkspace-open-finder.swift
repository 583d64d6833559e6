// Demonstrates: AppKit reached straight from a macOS SwiftUI view: `NSPasteboard.general.clearContents()` and `setString(_:forType: .string)`, `NSWorkspace.shared.open(url)` and `activateFileViewerSelecting([url])`, an `NSOpenPanel` with `canChooseDirectories = true` and `runModal() == .OK`, `FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask)`, and a list of recent folders.
// Source: public app code (a macOS utility's "Reveal in Finder" and "Copy Path" actions, found through a search for NSPasteboard.general setString forType NSWorkspace.shared activateFileViewerSelecting); written for Vivarium in that style, not copied.
// First paste: failed at load: no such module 'AppKit'
import SwiftUI
import AppKit

struct FolderRow: View {
    let url: URL

    var body: some View {
        HStack {
            Text(url.lastPathComponent)
            Spacer()
            Button("Copy Path") {
                NSPasteboard.general.clearContents()
                NSPasteboard.general.setString(url.path, forType: .string)
            }
            Button("Reveal") {
                NSWorkspace.shared.activateFileViewerSelecting([url])
            }
        }
    }
}

struct RecentFoldersView: View {
    @State private var folders: [URL] = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask)

    var body: some View {
        VStack {
            List(folders, id: \.self) { url in
                FolderRow(url: url)
            }
            Button("Choose Folder…") {
                let panel = NSOpenPanel()
                panel.canChooseDirectories = true
                panel.canChooseFiles = false
                if panel.runModal() == .OK, let url = panel.url {
                    folders.insert(url, at: 0)
                }
            }
        }
        .frame(minWidth: 400, minHeight: 240)
    }
}

#Preview {
    RecentFoldersView()
}
