import Foundation
import Testing
@testable import VivariumShell

/// `viv -c 'load a.swift'` reads the path relative to the client's directory, as the shell
/// does, whoever created the graph (issue 12, item 4).
@Suite(.serialized, .disabled(if: Built.vivMissing, "build viv first (swift build)"))
struct ClientDirectoryTests {
    let viv = Built.viv ?? ""

    @Test func aRelativeLoadIsResolvedInTheClientsDirectory() {
        #expect(RemoteGraph.resolvingLoad("load a.swift", in: "/home/me/app") == "load /home/me/app/a.swift")
        #expect(RemoteGraph.resolvingLoad("load ../lib/b.swift", in: "/home/me/app") == "load /home/me/lib/b.swift")
        #expect(RemoteGraph.resolvingLoad("load /abs/c.swift", in: "/home/me/app") == "load /abs/c.swift")
        #expect(RemoteGraph.resolvingLoad("tree", in: "/home/me/app") == "tree")
        #expect(RemoteGraph.resolvingLoad("let load = 1", in: "/home/me/app") == "let load = 1")
    }

    /// A private daemon whose graph was created from the package root; `viv -c` runs from a
    /// temporary directory holding the file.
    @Test func oneCommandLoadsAFileNextToTheClient() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("viv-cwd-\(UUID().uuidString)")
        let socketDirectory = base.appendingPathComponent("run")
        let client = base.appendingPathComponent("client")
        try manager.createDirectory(at: socketDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try manager.createDirectory(at: client, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: base) }
        let socket = socketDirectory.appendingPathComponent("socket").path
        defer { _ = try? Child.run(viv, ["kill-server", "--socket", socket]) }
        try "struct A: View { var body: some View { Text(\"a\") } }\n"
            .write(to: client.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        // 30 errors: the reply quotes the first 20 and counts the rest.
        try (1...30).map { "let x\($0): Int = \"\($0)\"" }.joined(separator: "\n")
            .write(to: client.appendingPathComponent("bad.swift"), atomically: true, encoding: .utf8)

        func run(_ line: String, in directory: URL) throws -> (status: Int32, output: String, errors: String) {
            let child = try Child(viv, ["--socket", socket, "--graph", "cwd", "-c", line], directory: directory)
            child.closeInput()
            let status = child.wait()
            return (status, child.output, child.errors)
        }
        let created = try run("tree", in: Built.packageRoot)
        #expect(created.status == 0, "\(created.errors)")
        let loaded = try run("load a.swift", in: client)
        #expect(loaded.status == 0, "\(loaded.output)\(loaded.errors)")
        #expect(loaded.output == "added struct A\n")
        let missing = try run("load nope.swift", in: client)
        #expect(missing.status == 1)
        #expect(missing.output.contains("cannot read '\(client.appendingPathComponent("nope.swift").standardizedFileURL.path)'"))
        let bad = try run("load bad.swift", in: client)
        #expect(bad.status == 1)
        #expect(bad.output.contains("… and 10 more diagnostics (fix the first ones and try again)"), "\(bad.output)")
    }
}
