import Foundation

/// The JSON-RPC conversation with `vivariumd` (docs/PROTOCOL.md), over a `LineClient`.
/// Every timed reply is checked to be a success after its time is taken: timing an error
/// reply measures nothing.
final class DaemonConnection {
    let client: LineClient
    private var nextID = 0

    init(socket: String) throws {
        client = try LineClient(socket: socket)
        _ = try call("hello", ["protocol": "1.0", "client": "vivarium-bench"])
    }

    /// The request's frame, built before timing starts.
    func frame(_ method: String, _ params: [String: Any]) throws -> (id: Int, line: String) {
        nextID += 1
        let object: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": method, "params": params]
        let data = try JSONSerialization.data(withJSONObject: object)
        return (nextID, String(decoding: data, as: UTF8.self))
    }

    /// One request and its response (notifications to this client are skipped).
    func call(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
        let (id, line) = try frame(method, params)
        try client.send(line)
        return try response(to: id)
    }

    func response(to id: Int) throws -> [String: Any] {
        while true {
            let bytes = try client.readLine()
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw BenchError("a frame that is not a JSON object")
            }
            if object["id"] == nil { continue }
            guard (object["id"] as? Int) == id else { throw BenchError("a response to another request: \(object["id"] ?? "nil")") }
            return object
        }
    }

    /// Times one `command` through the socket; throws unless the reply is what `expect` says.
    func time(graph: String, _ line: String, expect: Expectation = .success) throws -> Double {
        let (id, frame) = try self.frame("command", ["graph": graph, "line": line])
        var raw: [UInt8] = []
        let seconds = try measure {
            try client.send(frame)
            raw = try client.readLine()
        }
        guard let object = try JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any], (object["id"] as? Int) == id else {
            throw BenchError("'\(line)': not the response to its request")
        }
        try expect.check(object, line: line)
        return seconds
    }

    enum Expectation {
        case success
        /// A success whose reply's JSON contains this text (the label a tap made).
        case successShowing(String)
        /// A failed command, with this reply error code.
        case failure(String)

        static func success(showing text: String) -> Expectation { .successShowing(text) }

        func check(_ object: [String: Any], line: String) throws {
            switch self {
            case .success:
                guard object["result"] != nil else { throw BenchError("'\(line)' failed: \(object["error"] ?? "?")") }
            case .successShowing(let text):
                guard let result = object["result"] else { throw BenchError("'\(line)' failed: \(object["error"] ?? "?")") }
                let json = String(decoding: try JSONSerialization.data(withJSONObject: result), as: UTF8.self)
                guard json.contains(text) else { throw BenchError("'\(line)': the reply does not show \(text): \(json)") }
            case .failure(let code):
                let error = object["error"] as? [String: Any]
                let reply = (error?["data"] as? [String: Any])?["reply"] as? [String: Any]
                let got = (reply?["error"] as? [String: Any])?["code"] as? String
                guard got == code else { throw BenchError("'\(line)': expected a '\(code)' failure, got \(object)") }
            }
        }
    }
}

func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ samples: [Double]) -> Double { percentile(samples, 0.5) }

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
