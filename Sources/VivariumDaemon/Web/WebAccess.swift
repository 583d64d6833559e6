import Foundation

/// The web view's secret: a random token made when the daemon's web server starts, which every
/// request must carry (`?token=…`, on the page, its scripts and the WebSocket upgrade alike).
///
/// 256 bits from the system's generator (`getrandom`), written as 64 hexadecimal digits, so it
/// needs no escaping in a URL.
struct WebToken: Sendable, Equatable, CustomStringConvertible {
    let value: String

    init(_ value: String) { self.value = value }

    /// A new token from the system's cryptographically secure generator.
    static func random() -> WebToken {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        for _ in 0..<4 {
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return WebToken(text)
    }

    /// Whether `candidate` is this token. NB: compares every byte whatever differs first, so
    /// the time taken says nothing about how much of a guess was right.
    func admits(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(value.utf8), given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    var description: String { "WebToken(…)" }
}

/// A request's target, `/path?name=value&…`, taken apart: the path and the query's values
/// (percent-decoded; the first of a repeated name).
struct WebTarget: Equatable {
    var path: String
    var query: [String: String]

    init(_ uri: String) {
        let parts = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = parts.first.map(String.init) ?? ""
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = Self.decoded(sides[0])
                guard !name.isEmpty, query[name] == nil else { continue }
                query[name] = sides.count == 2 ? Self.decoded(sides[1]) : ""
            }
        }
        self.query = query
    }

    /// The token the request carries, if any.
    var token: String? { query["token"] }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
