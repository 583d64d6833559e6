/// The app's own files, written in Vivarium's Swift subset: `FileManager.default` over an
/// in-memory file system that lives as long as the graph's program (a fresh graph is a fresh
/// install: an empty Documents folder), `Data(contentsOf:)` and `data.write(to:options:)`,
/// `String(contentsOf:encoding:)` and `write(to:atomically:encoding:)`, and `Bundle.main`.
///
/// Behaviour follows Foundation on an iPhone (Apple, "FileManager", "Data", "Bundle"):
/// - `urls(for:in:)` gives the container's folder (`URL.documentsDirectory` and its siblings,
///   one fixed container path); `Documents`, `Library`, `Library/Caches`,
///   `Library/Application Support` and `tmp` exist from the start.
/// - Reading a missing file throws `CocoaError(.fileReadNoSuchFile)` (code 260, "The file
///   “x” couldn’t be opened because there is no such file."); writing into a missing folder
///   `CocoaError(.fileNoSuchFile)` (code 4, "The folder “x” doesn’t exist.", Foundation's
///   own wording); removing a missing item code 4, "“x” couldn’t be removed."; writing
///   `.withoutOverwriting` over a file, or creating a folder that exists without
///   intermediates, code 516.
/// - The playground's app bundle has no resources: `url(forResource:withExtension:)` and
///   `path(forResource:ofType:)` are nil, so code takes its own missing-resource path.
///
/// Judgement calls: a file holds text (what `Data` holds here); file protection options are
/// accepted and change nothing; an error prints as NSError's description with its domain,
/// code, message and `NSFilePath`, without the underlying POSIX error and its pointer.
extension BundledModule {
    static let foundationFiles = BundledModule(
        name: "FoundationFiles",
        dependencies: ["FoundationJSON", "FoundationErrors", "SwiftOptionSet"],
        autoloadNames: ["FileManager", "Bundle", "documentsDirectory", "cachesDirectory",
                        "applicationSupportDirectory", "temporaryDirectory", "fileURLWithPath", "NSTemporaryDirectory",
                        "NSHomeDirectory"],
        source: #"""
@_vivariumInternal("FileManager")
class FileManager {
    enum SearchPathDirectory {
        case documentDirectory, libraryDirectory, cachesDirectory, applicationSupportDirectory, downloadsDirectory,
             itemReplacementDirectory, userDirectory
    }

    enum SearchPathDomainMask {
        case userDomainMask, localDomainMask, networkDomainMask, systemDomainMask, allDomainsMask
    }

    static let `default` = FileManager()

    /// Path → contents; folders are the paths in `_folders`.
    var _files: [String: String] = [:]
    var _folders: Set<String> = []

    init() {
        let home = URL.homeDirectory.path
        _folders = [home, home + "/Documents", home + "/Library", home + "/Library/Caches",
                    home + "/Library/Application Support", home + "/tmp"]
    }

    var temporaryDirectory: URL { URL.temporaryDirectory }

    func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL] {
        [_folderURL(directory)]
    }

    func url(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
             appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL {
        let folder = _folderURL(directory)
        if shouldCreate {
            _folders.insert(folder.path)
        }
        return folder
    }

    func _folderURL(_ directory: FileManager.SearchPathDirectory) -> URL {
        switch directory {
        case .documentDirectory: return URL.documentsDirectory
        case .cachesDirectory: return URL.cachesDirectory
        case .applicationSupportDirectory: return URL.applicationSupportDirectory
        case .downloadsDirectory: return URL.homeDirectory.appendingPathComponent("Downloads")
        case .itemReplacementDirectory: return URL.temporaryDirectory
        default: return URL.libraryDirectory
        }
    }

    static func _parent(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        if !parts.isEmpty { parts.removeLast() }
        return "/" + parts.joined(separator: "/")
    }

    static func _name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    func fileExists(atPath path: String) -> Bool {
        _files[path] != nil || _folders.contains(path)
    }

    func fileExists(atPath path: String, isDirectory: inout Bool) -> Bool {
        isDirectory = _folders.contains(path)
        return fileExists(atPath: path)
    }

    func _read(_ path: String) throws -> String {
        guard let text = _files[path] else {
            let name = FileManager._name(path)
            throw CocoaError(.fileReadNoSuchFile, message: "The file “\(name)” couldn’t be opened because there is no such file.", path: path)
        }
        return text
    }

    func _write(_ text: String, to path: String, overwriting: Bool) throws {
        let parent = FileManager._parent(path)
        guard _folders.contains(parent) else {
            throw CocoaError(.fileNoSuchFile, message: "The folder “\(FileManager._name(path))” doesn’t exist.", path: path)
        }
        if !overwriting && _files[path] != nil {
            throw CocoaError(.fileWriteFileExists, message: "The file “\(FileManager._name(path))” couldn’t be saved in the folder “\(FileManager._name(parent))” because a file with the same name already exists.", path: path)
        }
        _files[path] = text
    }

    func contents(atPath path: String) -> Data? {
        _files[path].map { Data($0) }
    }

    @discardableResult
    func createFile(atPath path: String, contents data: Data?, attributes: [String: Any]? = nil) -> Bool {
        do {
            try _write(data?._text ?? "", to: path, overwriting: true)
            return true
        } catch {
            return false
        }
    }

    func removeItem(at url: URL) throws {
        try removeItem(atPath: url.path)
    }

    func removeItem(atPath path: String) throws {
        if _files[path] != nil {
            _files[path] = nil
        } else if _folders.contains(path) {
            _folders = _folders.filter { $0 != path && !$0.hasPrefix(path + "/") }
            _files = _files.filter { !$0.key.hasPrefix(path + "/") }
        } else {
            throw CocoaError(.fileNoSuchFile, message: "“\(FileManager._name(path))” couldn’t be removed.", path: path)
        }
    }

    func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [String: Any]? = nil) throws {
        try createDirectory(atPath: url.path, withIntermediateDirectories: createIntermediates, attributes: attributes)
    }

    func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [String: Any]? = nil) throws {
        if _folders.contains(path) || _files[path] != nil {
            if createIntermediates && _files[path] == nil { return }
            throw CocoaError(.fileWriteFileExists, message: "The file “\(FileManager._name(path))” couldn’t be saved in the folder “\(FileManager._name(FileManager._parent(path)))” because a file with the same name already exists.", path: path)
        }
        let parent = FileManager._parent(path)
        if !_folders.contains(parent) {
            guard createIntermediates else {
                throw CocoaError(.fileNoSuchFile, message: "The folder “\(FileManager._name(path))” doesn’t exist.", path: path)
            }
            try createDirectory(atPath: parent, withIntermediateDirectories: true, attributes: attributes)
        }
        _folders.insert(path)
    }

    func _children(of path: String) throws -> [String] {
        guard _folders.contains(path) else {
            throw CocoaError(.fileReadNoSuchFile, message: "The folder “\(FileManager._name(path))” doesn’t exist.", path: path)
        }
        let inside = Array(_files.keys) + Array(_folders)
        return inside.filter { FileManager._parent($0) == path }.map { FileManager._name($0) }.sorted()
    }

    func contentsOfDirectory(atPath path: String) throws -> [String] {
        try _children(of: path)
    }

    func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [Any]?, options mask: [Any] = []) throws -> [URL] {
        try _children(of: url.path).map { url.appendingPathComponent($0) }
    }

    func copyItem(at srcURL: URL, to dstURL: URL) throws {
        try _write(try _read(srcURL.path), to: dstURL.path, overwriting: false)
    }

    func moveItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItem(at: srcURL, to: dstURL)
        _files[srcURL.path] = nil
    }
}

extension Data {
    struct ReadingOptions: OptionSet {
        let rawValue: Int
        static let mappedIfSafe = Data.ReadingOptions(rawValue: 1)
        static let uncached = Data.ReadingOptions(rawValue: 2)
        static let alwaysMapped = Data.ReadingOptions(rawValue: 8)
    }

    struct WritingOptions: OptionSet {
        let rawValue: Int
        static let atomic = Data.WritingOptions(rawValue: 1)
        static let withoutOverwriting = Data.WritingOptions(rawValue: 2)
        static let noFileProtection = Data.WritingOptions(rawValue: 0x10000000)
        static let completeFileProtection = Data.WritingOptions(rawValue: 0x20000000)
        static let completeFileProtectionUnlessOpen = Data.WritingOptions(rawValue: 0x30000000)
        static let completeFileProtectionUntilFirstUserAuthentication = Data.WritingOptions(rawValue: 0x40000000)
    }

    init(contentsOf url: URL, options: Data.ReadingOptions = []) throws {
        self.init(try FileManager.default._read(url.path))
    }

    func write(to url: URL, options: Data.WritingOptions = []) throws {
        try FileManager.default._write(_text, to: url.path, overwriting: !options.contains(.withoutOverwriting))
    }
}

extension String {
    init(contentsOf url: URL, encoding enc: String.Encoding) throws {
        self = try FileManager.default._read(url.path)
    }

    init(contentsOf url: URL) throws {
        self = try FileManager.default._read(url.path)
    }

    func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws {
        try FileManager.default._write(self, to: url.path, overwriting: true)
    }
}

func NSTemporaryDirectory() -> String {
    URL.temporaryDirectory.path + "/"
}

func NSHomeDirectory() -> String {
    URL.homeDirectory.path
}

class Bundle: NSObject {
    static let main = Bundle()

    var bundleIdentifier: String? { "com.example.Playground" }
    var bundleURL: URL { URL(fileURLWithPath: "/private/var/containers/Bundle/Application/Playground.app", isDirectory: true) }
    var resourceURL: URL? { bundleURL }
    var infoDictionary: [String: Any]? {
        ["CFBundleIdentifier": "com.example.Playground", "CFBundleName": "Playground", "CFBundleDisplayName": "Playground",
         "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1"]
    }

    func object(forInfoDictionaryKey key: String) -> Any? {
        infoDictionary?[key]
    }

    /// The app's languages: English only (no string tables ship with a pasted file).
    var preferredLocalizations: [String] { ["en"] }
    var localizations: [String] { ["en"] }
    var developmentLocalization: String? { "en" }

    /// A key not in the (absent) tables: `value`, else the key, as Foundation answers.
    func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        if let value, !value.isEmpty { return value }
        return key
    }

    func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
    func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? { nil }
    func path(forResource name: String?, ofType ext: String?) -> String? { nil }
}
"""#)
}
