// Demonstrates: exporting a list as a JSON file in the temporary directory for ShareLink, and importing with .fileImporter(isPresented:allowedContentTypes:) handling Result<URL, Error> — the shape of backup/restore screens.
import SwiftUI
import UniformTypeIdentifiers

struct Contact: Codable, Identifiable {
    var id = UUID()
    var name: String
}

struct BackupView: View {
    @State private var contacts = [Contact(name: "Ada"), Contact(name: "Grace")]
    @State private var exportURL: URL?
    @State private var importing = false
    @State private var status = "Idle"

    var body: some View {
        Form {
            Section("Contacts") {
                ForEach(contacts) { Text($0.name) }
            }
            Section("Backup") {
                Button("Prepare Export") { prepareExport() }
                if let exportURL {
                    ShareLink(item: exportURL) {
                        Label("Share \(exportURL.lastPathComponent)", systemImage: "square.and.arrow.up")
                    }
                }
                Button("Import…") { importing = true }
                Text(status).font(.footnote)
            }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            switch result {
            case .success(let url):
                do {
                    let data = try Data(contentsOf: url)
                    contacts = try JSONDecoder().decode([Contact].self, from: data)
                    status = "Imported \(contacts.count)"
                } catch {
                    status = "Import failed: \(error.localizedDescription)"
                }
            case .failure(let error):
                status = "Picker failed: \(error.localizedDescription)"
            }
        }
    }

    private func prepareExport() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-backup.json")
        do {
            let data = try JSONEncoder().encode(contacts)
            try data.write(to: url, options: .atomic)
            exportURL = url
            status = "Wrote \(data.count) bytes"
        } catch {
            status = "Export failed: \(error.localizedDescription)"
        }
    }
}

#Preview {
    BackupView()
}
