import VivariumProtocol
import VivariumWire

/// The same session under several behaviour profiles, side by side: only the commands whose
/// replies differ are shown, each as a diff of the first profile's reply against each other's.
///
/// It answers "what changes for me on iOS 17?" in one step: every profile runs the session's
/// inputs on a fresh graph of its own, after `profile NAME`, and the rendered replies are
/// compared command by command.
public struct ProfileComparison {
    public var profiles: [String]
    public var renderer: ReplyRenderer

    public init(profiles: [String], renderer: ReplyRenderer = ReplyRenderer()) {
        self.profiles = profiles
        self.renderer = renderer
    }

    /// What a comparison found: the inputs, and per profile each input's rendered reply.
    public struct Result: Sendable {
        public var inputs: [String]
        /// `replies[p][i]`: the reply to input `i` under `profiles[p]`.
        public var replies: [[[String]]]
        /// Indices of the inputs whose replies differ between profiles.
        public var differing: [Int] {
            inputs.indices.filter { index in
                let first = replies.first?[index] ?? []
                return replies.dropFirst().contains { $0[index] != first }
            }
        }
    }

    /// Runs `transcript` once per profile, each on the graph `graph(profile)` returns.
    /// Throws when a profile name is refused (the first reply of its run fails).
    public func run(_ transcript: Transcript, graph: (String) throws -> CommandExecutor) throws -> Result {
        try run(inputs: transcript.commands.map(\.input), graph: graph)
    }

    /// Runs `inputs` once per profile, each on the graph `graph(profile)` returns.
    public func run(inputs: [String], graph: (String) throws -> CommandExecutor) throws -> Result {
        var replies: [[[String]]] = []
        for profile in profiles {
            let executor = try graph(profile)
            let selected = try executor.execute("profile \(profile)")
            guard selected.ok else {
                throw ProfileComparisonError(message: selected.error?.message ?? "cannot select profile \(profile)")
            }
            replies.append(try inputs.map { renderer.lines(for: try executor.execute($0)) })
        }
        return Result(inputs: inputs, replies: replies)
    }

    /// The report: a summary line, then each differing command with one diff per other profile.
    public func report(_ result: Result) -> [String] {
        let differing = result.differing
        var lines = ["profiles \(profiles.joined(separator: ", ")): \(result.inputs.count) commands, "
                     + "\(differing.count) differ\(differing.isEmpty ? "" : ":")"]
        guard let baseline = profiles.first else { return lines }
        for index in differing {
            lines.append("")
            let input = result.inputs[index].split(separator: "\n", omittingEmptySubsequences: false)
            lines.append("viv> " + input[0])
            lines += input.dropFirst().map { "...> " + $0 }
            for (other, profile) in profiles.enumerated().dropFirst() {
                let diff = UnifiedDiff(context: 2).diff(result.replies[0][index], result.replies[other][index],
                                                        oldName: baseline, newName: profile)
                if !diff.isEmpty { lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
            }
        }
        return lines
    }
}

public struct ProfileComparisonError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
