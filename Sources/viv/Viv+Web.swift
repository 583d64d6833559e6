import ArgumentParser
import Foundation
import VivariumProtocol
import VivariumShell

extension Viv {
    /// `viv web [--graph NAME]`: the browser view of a graph.
    struct Web: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve a live browser view of a graph; print its URL (with this daemon run's token).",
            discussion: """
                Starts the daemon's web view (HTTP and WebSocket on 127.0.0.1, a free port), or finds \
                it running, opens the graph (created when missing), and prints the page's URL. It \
                opens no browser. The page attaches to the graph as a client: it shows the tree, the \
                live objects with their holders, leaks with their cycle and the timeline, updated after \
                every command from any client; hovering a timeline mark says who created, reused or \
                freed the object, clicking an object or a node shows its `explain`; its command line \
                sends commands as a client. Every request must carry the token in the URL (a new one \
                each time the daemon starts) and come from your own uid; any other gets 403.
                """)

        @OptionGroup var daemon: DaemonOptions

        @Option(help: "The graph to show (created when missing).")
        var graph = "main"

        func run() throws {
            let client = try daemon.connect()
            _ = try check { () throws(ClientError) in try RemoteGraph.open(graph, on: client) }
            let web = try check { () throws(ClientError) in try client.call(ServerWeb.self, Empty()) }
            client.close()
            print(Self.pageURL(web.url, graph: graph))
        }

        /// The page's URL for `graph` (the daemon's default page shows `main`).
        static func pageURL(_ url: String, graph: String) -> String {
            guard graph != "main" else { return url }
            var allowed = CharacterSet.urlQueryAllowed
            allowed.remove(charactersIn: "&=+#")
            return url + "&graph=" + (graph.addingPercentEncoding(withAllowedCharacters: allowed) ?? graph)
        }
    }
}
