/// `import UniformTypeIdentifiers` and `import CoreTransferable` (SwiftUI re-exports the
/// latter), written in Vivarium's Swift subset. `UTType` is a value with its identifier and
/// preferred file extension (Apple, "UTType": `.json` is "public.json", extension "json").
/// `Transferable` is the protocol a shared model conforms to; its `transferRepresentation`
/// (`CodableRepresentation`, `ProxyRepresentation`, `DataRepresentation`,
/// `FileRepresentation`) is what the system share sheet and drag and drop ask for. The
/// playground has no share sheet: a `ShareLink`'s tap is recorded (the graph's `ShareLink`),
/// and the representations are kept as values, their closures never called.
extension BundledModule {
    static let uniformTypeIdentifiers = BundledModule(
        name: "UniformTypeIdentifiers",
        dependencies: [],
        autoloadNames: ["UTType", "fileImporter", "fileExporter"],
        source: #"""
struct UTType: Hashable, CustomStringConvertible {
    let identifier: String
    let preferredFilenameExtension: String?

    init(_ identifier: String, _ preferredFilenameExtension: String?) {
        self.identifier = identifier
        self.preferredFilenameExtension = preferredFilenameExtension
    }

    init(exportedAs identifier: String) {
        self.init(identifier, nil)
    }

    init(importedAs identifier: String) {
        self.init(identifier, nil)
    }

    init?(filenameExtension: String) {
        let known = [UTType.json, UTType.plainText, UTType.png, UTType.jpeg, UTType.pdf, UTType.commaSeparatedText,
                     UTType.html, UTType.mpeg4Movie, UTType.mp3, UTType.gif, UTType.heic]
        guard let match = known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = match
    }

    var description: String { identifier }

    static let item = UTType("public.item", nil)
    static let content = UTType("public.content", nil)
    static let data = UTType("public.data", nil)
    static let text = UTType("public.text", nil)
    static let plainText = UTType("public.plain-text", "txt")
    static let utf8PlainText = UTType("public.utf8-plain-text", "txt")
    static let json = UTType("public.json", "json")
    static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv")
    static let html = UTType("public.html", "html")
    static let url = UTType("public.url", nil)
    static let fileURL = UTType("public.file-url", nil)
    static let image = UTType("public.image", nil)
    static let png = UTType("public.png", "png")
    static let jpeg = UTType("public.jpeg", "jpeg")
    static let gif = UTType("com.compuserve.gif", "gif")
    static let heic = UTType("public.heic", "heic")
    static let pdf = UTType("com.adobe.pdf", "pdf")
    static let movie = UTType("public.movie", nil)
    static let mpeg4Movie = UTType("public.mpeg-4", "mp4")
    static let audio = UTType("public.audio", nil)
    static let mp3 = UTType("public.mp3", "mp3")
    static let folder = UTType("public.folder", nil)
}

extension View {
    /// The system's document picker runs outside the app; on the playground's iPhone the user
    /// cancels it at once: the binding goes back to false and `onCompletion` is not called
    /// (Apple, "fileImporter(isPresented:allowedContentTypes:onCompletion:)": cancelling
    /// dismisses the picker without calling it). The exporter is cancelled the same way.
    func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                      onCompletion: (Any) -> Void) -> some View {
        self.onChange(of: isPresented.wrappedValue) { _, presented in
            if presented { isPresented.wrappedValue = false }
        }
    }

    func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: (Any) -> Void) -> some View {
        self.onChange(of: isPresented.wrappedValue) { _, presented in
            if presented { isPresented.wrappedValue = false }
        }
    }

    func fileExporter(isPresented: Binding<Bool>, document: Any?, contentType: UTType, defaultFilename: String? = nil,
                      onCompletion: (Any) -> Void) -> some View {
        self.onChange(of: isPresented.wrappedValue) { _, presented in
            if presented { isPresented.wrappedValue = false }
        }
    }
}
"""#)

    static let coreTransferable = BundledModule(
        name: "CoreTransferable",
        dependencies: ["UniformTypeIdentifiers"],
        autoloadNames: ["Transferable", "TransferRepresentation", "CodableRepresentation", "ProxyRepresentation",
                        "DataRepresentation", "FileRepresentation", "SharePreview"],
        source: #"""
protocol TransferRepresentation {}

protocol Transferable {}

struct CodableRepresentation: TransferRepresentation {
    let contentType: UTType
    init(contentType: UTType) {
        self.contentType = contentType
    }
    init(for type: Any, contentType: UTType) {
        self.contentType = contentType
    }
}

struct ProxyRepresentation: TransferRepresentation {
    let exporting: Any?
    init(exporting: Any) {
        self.exporting = exporting
    }
    init(exporting: Any, importing: Any) {
        self.exporting = exporting
    }
    init(importing: Any) {
        self.exporting = nil
    }
}

struct DataRepresentation: TransferRepresentation {
    let contentType: UTType
    init(exportedContentType: UTType, exporting: Any) {
        contentType = exportedContentType
    }
    init(importedContentType: UTType, importing: Any) {
        contentType = importedContentType
    }
    init(contentType: UTType, exporting: Any, importing: Any) {
        self.contentType = contentType
    }
}

struct FileRepresentation: TransferRepresentation {
    let contentType: UTType
    init(contentType: UTType, exporting: Any, importing: Any) {
        self.contentType = contentType
    }
    init(exportedContentType: UTType, exporting: Any) {
        contentType = exportedContentType
    }
}

struct SentTransferredFile {
    let file: URL
    init(_ file: URL) {
        self.file = file
    }
}

struct ReceivedTransferredFile {
    let file: URL
}

struct SharePreview {
    let title: String
    init(_ title: String) {
        self.title = title
    }
    init(_ title: String, image: Any) {
        self.title = title
    }
    init(_ title: String, icon: Any) {
        self.title = title
    }
    init(_ title: String, image: Any, icon: Any) {
        self.title = title
    }
}

extension TransferRepresentation {
    func suggestedFileName(_ name: String) -> Self { self }
    func exportingCondition(_ condition: Any) -> Self { self }
    func visibility(_ visibility: Any) -> Self { self }
}
"""#)
}
