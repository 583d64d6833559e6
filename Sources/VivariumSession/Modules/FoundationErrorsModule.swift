/// Foundation's error descriptions, written in Vivarium's Swift subset: `LocalizedError`
/// (its four optional strings default to `nil`, as Foundation's protocol extension does) and
/// `Error.localizedDescription`, which is a `LocalizedError`'s `errorDescription` when it has
/// one. For other errors Foundation bridges to NSError and prints
/// "The operation couldn’t be completed. (Module.Type error N.)", N being the code Swift gives
/// the error (an enum's case tag, else 1: `__Vivarium.errorCode`). Judgement call: the app's
/// module name is not known here, so the sentence names the type unqualified.
/// `URLError(.notConnectedToInternet)` is the struct with its `code` (the `URLError.Code` raw
/// values are Foundation's NSURLError codes); made by user code, it has no user info, so its
/// description is Foundation's generic one with the domain and code; the one a failed request
/// throws (`FoundationNetwork`) carries Foundation's sentence, and so differs from it (`==`
/// compares the user info too, as NSError's `isEqual` does).
extension BundledModule {
    static let foundationErrors = BundledModule(
        name: "FoundationErrors",
        dependencies: [],
        autoloadNames: ["LocalizedError", "localizedDescription", "errorDescription", "failureReason",
                        "recoverySuggestion", "URLError", "CocoaError", "NSError", "NSLocalizedDescriptionKey",
                        "NSLocalizedFailureReasonErrorKey", "NSLocalizedRecoverySuggestionErrorKey", "NSUnderlyingErrorKey"],
        source: #"""
protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    var errorDescription: String? { nil }
    var failureReason: String? { nil }
    var recoverySuggestion: String? { nil }
    var helpAnchor: String? { nil }
}

struct URLError: Error, Equatable, CustomStringConvertible {
    enum Code: Int {
        case unknown = -1
        case cancelled = -999
        case badURL = -1000
        case timedOut = -1001
        case unsupportedURL = -1002
        case cannotFindHost = -1003
        case cannotConnectToHost = -1004
        case networkConnectionLost = -1005
        case resourceUnavailable = -1008
        case notConnectedToInternet = -1009
        case badServerResponse = -1011
        case userAuthenticationRequired = -1013
        case cannotDecodeContentData = -1016
        case cannotParseResponse = -1017
        case dataNotAllowed = -1020
        case fileDoesNotExist = -1100
    }

    let code: URLError.Code
    /// The description a failed request's error carries (its user info); nil when user code made it.
    private var failure: String? = nil

    init(_ code: URLError.Code) {
        self.code = code
    }

    init(_ code: URLError.Code, failure: String) {
        self.code = code
        self.failure = failure
    }

    var errorCode: Int { code.rawValue }

    var localizedDescription: String {
        failure ?? "The operation couldn’t be completed. (NSURLErrorDomain error \(code.rawValue).)"
    }

    /// `print(error)`. A request's failure is the NSError URLSession threw: its description, the
    /// user info Foundation's sentence (a device adds the failing URL and CFNetwork's keys, left
    /// out here). One user code made is Foundation's `URLError` struct, printed by reflection
    /// around the NSError it stores.
    var description: String {
        guard let failure else { return "URLError(_nsError: Error Domain=NSURLErrorDomain Code=\(code.rawValue) \"(null)\")" }
        return "Error Domain=NSURLErrorDomain Code=\(code.rawValue) \"\(failure)\" UserInfo={NSLocalizedDescription=\(failure)}"
    }
}

/// Foundation's file errors (`NSCocoaErrorDomain`): the FoundationFiles module throws them with
/// Foundation's messages and the file's path. Declared here, beside `URLError`, so that the
/// two nested `Code` enums are told apart.
struct CocoaError: Error, Equatable, CustomStringConvertible {
    enum Code: Int {
        case fileNoSuchFile = 4
        case fileLocking = 255
        case fileReadUnknown = 256
        case fileReadNoPermission = 257
        case fileReadCorruptFile = 259
        case fileReadInvalidFileName = 258
        case fileReadNoSuchFile = 260
        case fileReadTooLarge = 263
        case fileWriteUnknown = 512
        case fileWriteNoPermission = 513
        case fileWriteInvalidFileName = 514
        case fileWriteFileExists = 516
        case fileWriteOutOfSpace = 640
        case fileWriteVolumeReadOnly = 642
        case keyValueValidation = 1024
        case userCancelled = 3072
        case featureUnsupported = 3328
        case coderReadCorrupt = 4864
        case coderValueNotFound = 4865
        case regularExpressionPatternInvalid = 2048
        case propertyListReadCorrupt = 3840
    }

    static let fileNoSuchFile = CocoaError.Code.fileNoSuchFile
    static let fileReadNoSuchFile = CocoaError.Code.fileReadNoSuchFile
    static let fileReadCorruptFile = CocoaError.Code.fileReadCorruptFile
    static let fileWriteFileExists = CocoaError.Code.fileWriteFileExists

    let code: CocoaError.Code
    private var message: String? = nil
    private var filePath: String? = nil

    init(_ code: CocoaError.Code) {
        self.code = code
    }

    init(_ code: CocoaError.Code, message: String, path: String) {
        self.code = code
        self.message = message
        self.filePath = path
    }

    var errorCode: Int { code.rawValue }

    var localizedDescription: String {
        message ?? "The operation couldn’t be completed. (Cocoa error \(code.rawValue).)"
    }

    var description: String {
        let info = filePath.map { "NSFilePath=\($0)" } ?? ""
        return "Error Domain=NSCocoaErrorDomain Code=\(code.rawValue) \"\(message ?? "(null)")\" UserInfo={\(info)}"
    }
}

let NSLocalizedDescriptionKey = "NSLocalizedDescription"
let NSLocalizedFailureReasonErrorKey = "NSLocalizedFailureReason"
let NSLocalizedRecoverySuggestionErrorKey = "NSLocalizedRecoverySuggestion"
let NSUnderlyingErrorKey = "NSUnderlyingError"

/// `NSError(domain:code:userInfo:)`, as older code and Objective-C APIs make errors: its
/// description is Foundation's (`Error Domain=… Code=… "…" UserInfo={…}`, the user info's keys in
/// order here, where Foundation's order is a dictionary's), its `localizedDescription` the user
/// info's `NSLocalizedDescriptionKey`, else Foundation's sentence with the domain and code.
@_vivariumInternal("NSError")
class NSError: Error, CustomStringConvertible {
    let domain: String
    let code: Int
    let userInfo: [String: Any]

    init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo ?? [:]
    }

    var localizedDescription: String {
        if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
        return "The operation couldn’t be completed. (\(domain) error \(code).)"
    }
    var localizedFailureReason: String? { userInfo[NSLocalizedFailureReasonErrorKey] as? String }
    var localizedRecoverySuggestion: String? { userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String }

    var description: String {
        let info = userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!)" }.joined(separator: ", ")
        return "Error Domain=\(domain) Code=\(code) \"\(localizedDescription)\" UserInfo={\(info)}"
    }
}

/// `error as NSError` of a Swift error (the interpreter's cast calls it): the type's name its
/// domain, Swift's code, and a `LocalizedError`'s strings in the user info under Foundation's keys.
func __vivariumBridgedNSError(_ error: Error) -> NSError {
    var info: [String: Any] = [:]
    if let localized = error as? LocalizedError {
        if let description = localized.errorDescription { info[NSLocalizedDescriptionKey] = description }
        if let reason = localized.failureReason { info[NSLocalizedFailureReasonErrorKey] = reason }
        if let suggestion = localized.recoverySuggestion { info[NSLocalizedRecoverySuggestionErrorKey] = suggestion }
    }
    return NSError(domain: "\(type(of: error))", code: __Vivarium.errorCode(error), userInfo: info)
}

extension Error {
    var localizedDescription: String {
        if let localized = self as? LocalizedError, let description = localized.errorDescription {
            return description
        }
        return "The operation couldn’t be completed. (\(type(of: self)) error \(__Vivarium.errorCode(self)).)"
    }
}
"""#)
}
