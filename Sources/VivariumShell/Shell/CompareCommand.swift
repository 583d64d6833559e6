import VivariumProtocol

/// `compare PROFILE…` in the shell: this graph's history (its journaled commands) replayed
/// under each profile on private graphs of the daemon, and only the commands whose replies
/// differ printed, as `viv run --profiles` prints them. With one profile, the graph's
/// current profile is the baseline. The history's own `profile` commands are left out, so
/// each replay keeps the profile it compares.
public enum CompareCommand {
    /// The profiles a `compare` line names, or nil when the line is not `compare`.
    public static func profiles(in line: String) -> [String]? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard words.first == "compare", !line.contains("\n") else { return nil }
        return Array(words.dropFirst())
    }

    /// The history from its last `reset` on: what the graph is now was built by those alone.
    static func since(reset lines: [String]) -> ArraySlice<String> {
        let last = lines.lastIndex { $0.split(whereSeparator: \.isWhitespace) == ["reset"] }
        return lines[(last.map { $0 + 1 } ?? 0)...]
    }

    /// The report's lines (or a usage or error line).
    public static func run(_ profiles: [String], on graph: RemoteGraph) throws(ClientError) -> [String] {
        var profiles = profiles
        if profiles.isEmpty { return ["usage: compare PROFILE... (e.g. compare ios16 ios27; one profile: against the current one)"] }
        if profiles.count == 1 {
            let current = try graph.run("profile").reply.message ?? ""
            guard current.hasPrefix("profile ") else { return ["error: cannot read the graph's current profile"] }
            profiles.insert(String(current.dropFirst("profile ".count)), at: 0)
        }
        let history = try graph.client.call(GraphHistory.self, GraphName(name: graph.name))
        let inputs = since(reset: history.lines).filter { $0.split(separator: " ").first != "profile" }
        if inputs.isEmpty { return ["nothing to compare: no command has changed this graph yet"] }
        let graphs = PrivateGraphs(client: graph.client)
        defer { try? graphs.closeAll() }
        let comparison = ProfileComparison(profiles: profiles)
        do {
            let result = try comparison.run(inputs: inputs) { _ in try graphs.next(directory: history.directory) }
            return comparison.report(result)
        } catch let error as ClientError {
            throw error
        } catch let error as ProfileComparisonError {
            return ["error: \(error.message)"]
        } catch {
            return ["error: \(error)"]
        }
    }
}
