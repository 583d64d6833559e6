#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Issue 10, item 6: JSON-RPC 2.0 as the specification says — batches answered with an
/// array, `"id": null` answered, a frame that is not UTF-8 refused with -32700 and not run.
@Suite struct JSONRPCConformanceTests {
    @Test func aBatchIsAnsweredWithAnArrayOfItsRequestsAnswers() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.send(raw: """
                    [{"jsonrpc":"2.0","id":1,"method":"hello","params":{"protocol":"1.0","client":"batch"}},\
                    {"jsonrpc":"2.0","id":2,"method":"graph.open","params":{"name":"b"}},\
                    {"jsonrpc":"2.0","method":"a.notification"},\
                    {"jsonrpc":"2.0","id":3,"method":"no.such.method"},\
                    {"jsonrpc":"2.0","id":4,"method":"command","params":{"graph":"b","line":"struct V: View { var body: some View { Text(\\"hi\\") } }"}},\
                    42]
                    """)
                let line = try #require(try client.readLine())
                let answers = try JSONDecoder().decode([JSONValue].self, from: Data(line.utf8))
                #expect(answers.count == 5, "four requests and one invalid element; no answer to the notification")
                let byID = Dictionary(answers.map { ($0["id"]?.json ?? "?", $0) }, uniquingKeysWith: { first, _ in first })
                #expect(byID["1"]?["result"]?["clientId"] != nil)
                #expect(byID["2"]?["result"]?["created"] == true)
                #expect(byID["3"]?.errorCode == ErrorCode.methodNotFound.rawValue)
                #expect(byID["4"]?["result"]?["rev"] == 1)
                #expect(byID["null"]?.errorCode == ErrorCode.invalidRequest.rawValue)

                // A batch of notifications only is not answered; an empty batch is one error.
                try client.send(raw: #"[{"jsonrpc":"2.0","method":"x"}]"#)
                try client.send(raw: "[]")
                let empty = try client.read()
                #expect(empty.errorCode == ErrorCode.invalidRequest.rawValue)
                #expect(empty["id"] == .null)
            }
        }
    }

    @Test func aRequestWithANullIDIsAnswered() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try client.send(raw: #"{"jsonrpc":"2.0","id":null,"method":"graph.list"}"#)
                let answer = try client.read()
                #expect(answer["id"] == .null)
                #expect(answer["result"]?["graphs"] == .array([]))
            }
        }
    }

    /// Issue 26, item 11: a number id that is not an `Int` — a fraction, or past 64 bits — is
    /// answered with the same id, not null; a `command`'s answer (built by hand) too.
    @Test(arguments: ["1.5", "1180591620717411303424", "-0.25", "12345678901234567890123"])
    func aNumberIDBeyondIntIsAnsweredWithTheSameID(id: String) async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                let member = "\"id\":\(id),"
                func request(_ method: String, _ params: String) throws -> String? {
                    try client.send(raw: "{\"jsonrpc\":\"2.0\",\(member)\"method\":\"\(method)\",\"params\":\(params)}")
                    return try client.readLine()
                }
                let hello = try request("hello", #"{"protocol":"1.0","client":"ids"}"#)
                #expect(hello?.hasPrefix("{" + member) == true, "\(hello ?? "")")
                #expect(try request("graph.open", #"{"name":"g"}"#)?.hasPrefix("{" + member) == true)
                #expect(try request("command", #"{"graph":"g","line":"tree"}"#)?.hasPrefix("{" + member) == true)
                #expect(try request("nope", "{}")?.contains(member) == true)
            }
        }
    }

    @Test func aFrameThatIsNotUTF8IsRefusedAndNotRun() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                _ = try client.call("graph.open", ["name": "g"])
                var bytes = Array(#"{"jsonrpc":"2.0","id":9,"method":"command","params":{"graph":"g","line":"struct V: View { var body: some View { Text(\"x"#.utf8)
                bytes += [0xFF, 0xFE] + Array(#"\") } }"}}"#.utf8) + [10]
                _ = bytes.withUnsafeBytes { Glibc.write(client.fd, $0.baseAddress, $0.count) }
                let answer = try client.read()
                #expect(answer.errorCode == ErrorCode.parseError.rawValue)
                #expect(answer["id"] == .null)
                #expect(try client.call("graph.list")["result"]?["graphs"]?.json.contains("\"rev\":0") == true, "not run")
            }
        }
    }

    /// Spoken with `jsonrpcclient`, a Python library nobody on the team wrote, installed in
    /// the test's own virtual environment (skipped, saying so, when pip cannot install it).
    @Test func aThirdPartyClientLibraryGetsWhatTheSpecificationPromises() async throws {
        let venv = "/tmp/vivarium-jsonrpc-venv"
        let python = venv + "/bin/python"
        let ready = try await offPool { () -> Bool in
            if (try? runProcess(python, ["-c", "import jsonrpcclient"]).status) == 0 { return true }
            guard (try? runProcess("/usr/bin/python3", ["-m", "venv", venv]).status) == 0 else { return false }
            return (try? runProcess(venv + "/bin/pip", ["install", "-q", "jsonrpcclient"], timeout: 120).status) == 0
        }
        guard ready else {
            print("skipped: jsonrpcclient could not be installed with pip into \(venv)")
            return
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/client.py"
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        try await withDaemon { _, socket in
            let run = try await offPool { try runProcess(python, [script, socket]) }
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == """
                hello: Ok
                batch: 1 Ok {'created': True, 'name': 'py', 'rev': 0} | 2 Ok rev 1 | 3 Error -32601 | 4 Ok rev 2
                null id: Ok None
                not utf-8: Error -32700 parse error: the frame is not valid UTF-8
                after: Ok rev 2 Count: 0

                """)
        }
    }

    static let script = #"""
        import json, socket, sys
        from jsonrpcclient import request, notification, parse, Ok, Error

        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(sys.argv[1])
        reader = sock.makefile("rb")

        def exchange(payload):
            sock.sendall(payload if isinstance(payload, bytes) else (json.dumps(payload) + "\n").encode())
            return json.loads(reader.readline())

        def show(response):
            if isinstance(response, Ok):
                result = response.result
                if isinstance(result, dict) and "rev" in result and "reply" in result:
                    return f"Ok rev {result['rev']}"
                return f"Ok {result}" if result is not None and result != {"graphs": []} else "Ok"
            return f"Error {response.code}"

        hello = parse(exchange(request("hello", params={"protocol": "1.0", "client": "jsonrpcclient"})))
        print("hello:", "Ok" if isinstance(hello, Ok) else hello)

        counter = 'struct CounterView: View {\n  @State var count = 0\n  var body: some View { Text("Count: \\(count)") }\n}'
        batch = [
            request("graph.open", params={"name": "py"}, id=1),
            request("command", params={"graph": "py", "line": counter}, id=2),
            notification("ignored.notification"),
            request("no.such.method", id=3),
            request("command", params={"graph": "py", "line": "mount CounterView()"}, id=4),
        ]
        answers = sorted(parse(exchange(batch)), key=lambda response: response.id)
        print("batch:", " | ".join(f"{a.id} {show(a)}" for a in answers))

        null = parse(exchange({"jsonrpc": "2.0", "id": None, "method": "graph.list"}))
        print("null id:", "Ok" if isinstance(null, Ok) else "Error", null.id)

        broken = b'{"jsonrpc":"2.0","id":5,"method":"command","params":{"graph":"py","line":"tap \xff"}}\n'
        refused = parse(exchange(broken))
        print("not utf-8:", f"Error {refused.code} {refused.message}" if isinstance(refused, Error) else "Ok")

        after = parse(exchange(request("command", params={"graph": "py", "line": "tree"}, id=6)))
        text = json.dumps(after.result["reply"]["tree"])
        print("after:", show(after), "Count: 0" if "Count: 0" in text else text)
        """#
}
