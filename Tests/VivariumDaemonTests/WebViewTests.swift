#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// The web view's server on a real socket: the token and uid checks on every request (the
/// page, its files, the WebSocket upgrade), the page served, and the WebSocket speaking the
/// daemon's JSON-RPC as a Unix-socket client does.
@Suite struct WebViewTests {
    /// Starts the daemon's web view through the protocol, as `viv web` does.
    private func startWeb(_ socket: String) async throws -> (port: Int, token: String) {
        try await offPool { try Self.callServerWeb(socket) }
    }

    private static func callServerWeb(_ socket: String) throws -> (port: Int, token: String) {
        let client = try TestClient(socket)
        try client.hello()
        let answer = try client.call("server.web")
        guard let port = answer["result"]?["port"]?.int, let token = answer["result"]?["token"]?.string else {
            throw TestFailure("server.web answered \(answer.json)")
        }
        #expect(answer["result"]?["url"]?.string == "http://127.0.0.1:\(port)/?token=\(token)")
        return (port, token)
    }

    @Test func everyRequestWithoutTheRightTokenGets403AndNothingElse() async throws {
        try await withDaemon { _, socket in
            let (port, token) = try await startWeb(socket)
            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
            var characters = Array(token)
            characters[63] = characters[63] == "0" ? "1" : "0"
            let wrong = characters
            let refused = ["/", "/?token=", "/?token=\(String(wrong))", "/?token=\(token.dropLast())", "/?token=\(token)0",
                           "/?graph=main", "/js/app.js", "/page.css?token=nope", "/nowhere", "/ws"]
            try await offPool {
                for target in refused {
                    let client = try WebTestClient(port: port)
                    let response = try client.request(target)
                    #expect(response.status == 403, "\(target)")
                    #expect(response.body.isEmpty && response.headers["content-length"] == "0", "\(target)")
                    #expect(response.headers["connection"] == "close", "\(target)")
                    #expect(try client.isClosed(), "\(target)")
                    // Nothing of the page leaks into a refusal's headers.
                    #expect(response.headers["content-type"] == nil && response.headers["set-cookie"] == nil, "\(target)")
                }
                // A WebSocket upgrade without the token is refused the same way, not upgraded.
                for target in ["/ws", "/ws?token=\(String(wrong))"] {
                    let client = try WebTestClient(port: port)
                    let response = try client.upgrade(target)
                    #expect(response.status == 403 && response.body.isEmpty, "\(target)")
                    #expect(response.headers["upgrade"] == nil && response.headers["sec-websocket-accept"] == nil)
                }
            }
        }
    }

    @Test func theTokenOpensThePageItsFilesAndTheSocket() async throws {
        try await withDaemon { _, socket in
            let (port, token) = try await startWeb(socket)
            try await offPool {
                let client = try WebTestClient(port: port)
                let page = try client.request("/?token=\(token)&graph=main")
                #expect(page.status == 200)
                #expect(page.headers["content-type"] == "text/html; charset=utf-8")
                let html = String(decoding: page.body, as: UTF8.self)
                #expect(html.contains("<script defer src=\"/js/app.js?token=\(token)\"></script>"))
                #expect(!html.contains("{{token}}"))
                #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
                #expect(page.headers["referrer-policy"] == "no-referrer" && page.headers["cache-control"] == "no-store")
                // The same connection goes on (keep-alive): each file needs the token too.
                for file in ["/page.css", "/js/rpc.js", "/js/reply.js", "/js/tree.js", "/js/timeline.js", "/js/app.js"] {
                    let response = try client.request("\(file)?token=\(token)")
                    #expect(response.status == 200 && !response.body.isEmpty, "\(file)")
                }
                #expect(try client.request("/missing.js?token=\(token)").status == 404)
                #expect(try client.request("/?token=\(token)", method: "POST", headers: [("Content-Length", "0")]).status == 405)
                #expect(try client.request("/ws?token=\(token)").status == 426)
                let upgraded = try WebTestClient(port: port).upgrade("/ws?token=\(token)")
                #expect(upgraded.status == 101)
                #expect(upgraded.headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
            }
        }
    }

    @Test func theWebSocketIsAClientOfTheProtocol() async throws {
        try await withDaemon { _, socket in
            let (port, token) = try await startWeb(socket)
            try await offPool {
                let page = try WebTestClient(port: port)
                #expect(try page.upgrade("/ws?token=\(token)").status == 101)
                #expect(try page.call(1, "graph.list")["error"]?["code"]?.int == ErrorCode.notInitialized.rawValue)
                let hello = try page.call(2, "hello", ["protocol": "1.0", "client": "vivarium web page (web)"])
                #expect(hello["result"]?["capabilities"]?.array?.contains("server.web") == true)
                #expect(try page.call(3, "graph.attach", ["name": "g"])["result"]?["name"] == "g")

                // Another client's command reaches the page as a graph.event, as it reaches `viv attach`.
                let shell = try TestClient(socket)
                try shell.hello("viv 0.1.0 (alice)")
                #expect(try shell.call("command", command("g", "struct A: View { var body: some View { Text(\"a\") } }"))["result"] != nil)
                let event = try page.readMessage()
                #expect(event["method"] == "graph.event")
                #expect(event["params"]?["line"] == "struct A: View { var body: some View { Text(\"a\") } }")
                #expect(event["params"]?["by"]?["name"] == "viv 0.1.0 (alice)")

                // The page's own command: its answer, and the shell, attached, told of it.
                #expect(try shell.call("graph.attach", ["name": "g"])["result"] != nil)
                let mounted = try page.call(4, "command", command("g", "mount A()"))
                #expect(mounted["result"]?["rev"] == 2)
                #expect(mounted["result"]?["reply"]?["tree"]?["type"] == "A")
                #expect(try shell.read()["params"]?["by"]?["name"] == "vivarium web page (web)")

                // A quiet read is not told to the shell; the page still gets its answer.
                let objects = try page.call(5, "command", ["graph": "g", "line": "objects --json", "quiet": true])
                #expect(objects["result"]?["reply"]?["message"] == #"{"objects":[]}"#)
                #expect(try shell.isSilent(for: 0.3))

                // Ping, a message over the frame limit, and the connection goes on; close ends it.
                try page.sendFrame(opcode: 0x9, Array("hi".utf8))
                let pong = try page.readFrame()
                #expect(pong.opcode == 0xA && pong.payload == Array("hi".utf8))
                try page.sendText(String(repeating: " ", count: LineFramer.defaultMaxFrameBytes) + "{}")
                #expect(try page.readMessage()["error"]?["code"]?.int == ErrorCode.frameTooLarge.rawValue)
                #expect(try page.call(6, "graph.list")["result"]?["graphs"]?[0]?["name"] == "g")
                try page.sendFrame(opcode: 0x8, [0x03, 0xE8])
                let close = try page.readFrame()
                #expect(close.opcode == 0x8 && close.payload == [0x03, 0xE8])
                #expect(try page.isClosed())
            }
        }
    }

    @Test func serverWebIsStartedOnceAndItsTokenIsMadePerRun() async throws {
        let first = try await withDaemon { _, socket in
            let (port, token) = try await startWeb(socket)
            #expect(try await startWeb(socket) == (port, token))
            return token
        }
        let second = try await withDaemon { _, socket in try await startWeb(socket).token }
        #expect(first != second)
    }

    @Test func aPeerOfAnotherUIDIsRefusedEvenWithTheToken() async throws {
        guard geteuid() == 0 else {
            print("skipped: refusing another uid needs root, to run a client as uid 65534")
            return
        }
        guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile) else {
            print("skipped: setpriv is not installed")
            return
        }
        try await withDaemon { _, socket in
            let (port, token) = try await startWeb(socket)
            let script = """
                import http.client, sys
                for target in ["/?token=" + sys.argv[2], "/ws?token=" + sys.argv[2]]:
                    c = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]), timeout=5)
                    c.request("GET", target, headers={"Upgrade": "websocket", "Connection": "Upgrade",
                              "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13"} if "ws" in target else {})
                    r = c.getresponse()
                    print(r.status, len(r.read()))
                """
            let result = try await offPool {
                try runProcess(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups",
                                         "/usr/bin/python3", "-c", script, String(port), token])
            }
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "403 0\n403 0\n")
            // The owner, with the same token, is served.
            let owner = try await offPool { try WebTestClient(port: port).request("/?token=\(token)").status }
            #expect(owner == 200)
        }
    }
}
