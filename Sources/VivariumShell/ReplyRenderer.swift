import Foundation
import VivariumWire

/// The human form of a `Reply` (DESIGN §4): plain text, deterministic, transcript-safe.
///
/// Layout, top to bottom, each part omitted when empty:
/// the tree (or, for a large tree, the changed subtrees with their paths); the sections `created`, `reused`, `freed`, `leaked`, `inits`, `bodies`,
/// `events`, `output`, `warnings` (a label in a 10-column gutter, continuation lines
/// indented to the same column); the message, verbatim; `error: <message>` (a message that
/// is already a compiler-style diagnostic, `<input>:1:5: error: …`, is shown as it is).
///
/// Guarantees a transcript relies on: equal replies render byte-identically; no column
/// depends on the terminal; no line has trailing whitespace; no line starts with `viv> `,
/// `...> ` or `#` (such a line of user text is shifted right by one space); there are no
/// trailing blank lines.
public struct ReplyRenderer: Sendable {
    /// Width of the section label gutter: the longest label (`warnings`) plus two spaces.
    static let gutter = 10

    /// Event kinds listed under `events`; every other kind already has its own section.
    static let lifecycleKinds: Set<Event.Kind> = [.action, .appear, .disappear, .task, .change, .deinit, .initializer, .call]

    public init() {}

    /// The rendering as one string of lines joined with `"\n"`, without a final newline.
    public func render(_ reply: Reply) -> String {
        lines(for: reply).joined(separator: "\n")
    }

    /// The rendering, line by line.
    public func lines(for reply: Reply) -> [String] {
        var lines: [String] = []
        if let tree = reply.tree {
            lines += treeLines(tree)
        } else if let changes = reply.changes {
            lines += changeLines(changes, lineCount: reply.treeLines)
        }
        lines += section("created", objectLines(reply.created))
        lines += section("reused", objectLines(reply.reused))
        lines += section("freed", objectLines(reply.freed))
        lines += section("leaked", objectLines(reply.leaked))
        lines += section("inits", reply.inits.isEmpty ? [] : [groupedInits(reply.inits)])
        lines += section("bodies", bodiesLine(reply).map { [$0] } ?? [])
        lines += section("events", eventLines(reply.events))
        lines += section("output", reply.output.flatMap { splitLines($0) })
        lines += section("warnings", reply.warnings.flatMap { splitLines($0) })
        if let message = reply.message {
            lines += splitLines(message)
        }
        if let error = reply.error {
            var errorLines = splitLines(error.message)
            if errorLines.isEmpty { errorLines = [""] }
            // NB: a compiler-style diagnostic (`<input>:1:5: error: …`) already says so.
            if !errorLines[0].hasPrefix("error: ") && !errorLines[0].contains(": error: ") {
                errorLines[0] = "error: " + errorLines[0]
            }
            lines += errorLines
        } else if !reply.ok {
            lines.append("error: command failed")
        }
        return Self.sanitized(lines)
    }

    // MARK: - Sections

    /// `label` in the gutter before the first line; the others indented to the same column.
    func section(_ label: String, _ body: [String]) -> [String] {
        guard !body.isEmpty else { return [] }
        let indent = String(repeating: " ", count: Self.gutter)
        return body.enumerated().map { index, line in
            index == 0 ? label.padded(to: Self.gutter) + line : indent + line
        }
    }

    /// `ID  by holder (note)`, IDs padded so that the holders line up within the section; a
    /// long run of consecutive objects with one holder and note on one line (`nameRuns`).
    func objectLines(_ records: [ObjectRecord]) -> [String] {
        let runs = Self.nameRuns(records.map(\.id)) { records[$0].holder == records[$1].holder && records[$0].note == records[$1].note }
        let width = runs.map(\.text.count).max() ?? 0
        return runs.map { run in
            let record = records[run.start]
            var line = run.text
            var rest: [String] = []
            if let holder = record.holder { rest.append("by " + holder) }
            if let note = record.note { rest.append("(\(note))") }
            if !rest.isEmpty {
                line = line.padded(to: width) + "  " + rest.joined(separator: " ")
            }
            return Self.singleLine(line)
        }
    }

    /// `ParentView, ChildView ×4`: consecutive equal type names collapse into one with a count.
    func groupedInits(_ inits: [String]) -> String {
        var groups: [(name: String, count: Int)] = []
        for name in inits {
            if let last = groups.last, last.name == name {
                groups[groups.count - 1].count += 1
            } else {
                groups.append((name, 1))
            }
        }
        return Self.singleLine(groups.map { $0.count == 1 ? $0.name : "\($0.name) ×\($0.count)" }
            .joined(separator: ", "))
    }

    /// `ParentView (_count changed) · ChildView[0] ChildView[1] (inserted)`: body events, with
    /// consecutive runs that share a reason grouped before it. Falls back to `reply.bodies`
    /// when the reply carries no body events.
    func bodiesLine(_ reply: Reply) -> String? {
        let bodyEvents = reply.events.filter { $0.kind == .body }
        let items: [(name: String, path: String?, reason: String?)] = bodyEvents.isEmpty
            ? reply.bodies.map { ($0, $0, nil) }
            : bodyEvents.map { ($0.text, $0.path, $0.reason) }
        guard !items.isEmpty else { return nil }
        var groups: [(names: [(name: String, path: String?)], reason: String?)] = []
        for item in items {
            if let last = groups.last, last.reason == item.reason {
                groups[groups.count - 1].names.append((item.name, item.path))
            } else {
                groups.append(([(item.name, item.path)], item.reason))
            }
        }
        let text = groups.map { group in
            // The same node's body running again back to back (a settle loop) is written once
            // with its count: `ContentView ×3`. Different nodes stay listed one by one.
            var runs: [(name: String, path: String?, count: Int)] = []
            for entry in group.names {
                if let last = runs.last, last.name == entry.name, last.path == entry.path, entry.path != nil {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append((entry.name, entry.path, 1))
                }
            }
            let names = runs.map { $0.count == 1 ? $0.name : "\($0.name) ×\($0.count)" }.joined(separator: " ")
            return group.reason.map { "\(names) (\($0))" } ?? names
        }.joined(separator: " · ")
        return Self.singleLine(text)
    }

    /// Lifecycle events in order, `kind  text (reason)`, kinds padded to line up; a long run
    /// of one kind on consecutive objects (`deinit  ListNode#4000 … ListNode#1 ×4000`) on one line.
    func eventLines(_ events: [Event]) -> [String] {
        let shown = events.filter { Self.lifecycleKinds.contains($0.kind) }
        let width = shown.map(\.kind.rawValue.count).max() ?? 0
        let runs = Self.nameRuns(shown.map(\.text)) { shown[$0].kind == shown[$1].kind && shown[$0].reason == shown[$1].reason }
        return runs.map { run in
            let event = shown[run.start]
            let text = run.count > 1 ? run.text : (event.text.isEmpty ? event.path ?? "" : event.text)
            var line = event.kind.rawValue.padded(to: width) + "  " + text
            if let reason = event.reason { line += " (\(reason))" }
            return Self.singleLine(line)
        }
    }

    // MARK: - Text hygiene

    /// Splits user text into lines (a printed string may contain newlines).
    func splitLines(_ text: String) -> [String] {
        var lines = text.splitLines()
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }

    /// One display line: embedded newlines shown as `\n`.
    static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    /// Strips trailing whitespace, shifts transcript-syntax lines right by one space, drops
    /// trailing blank lines.
    static func sanitized(_ lines: [String]) -> [String] {
        var result = lines.map { line -> String in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            // NB: a rendering is embedded in a transcript, where these prefixes are syntax.
            return Transcript.isSyntaxLine(line) ? " " + line : line
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (unchanged when longer).
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
