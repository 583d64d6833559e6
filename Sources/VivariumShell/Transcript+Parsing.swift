extension Transcript {
    /// Reads a session file. Lines before the first input may only be comments or blank.
    public init(parsing text: String) throws(ParseError) {
        var lines = text.splitLines()
        if lines.last == "" { lines.removeLast() }

        var items: [Item] = []
        var blankPending = false
        var index = 0

        func append(_ entry: Entry) {
            let afterCommand: Bool
            if case .command = items.last?.entry { afterCommand = true } else { afterCommand = false }
            items.append(Item(entry, blankLineBefore: !items.isEmpty && (blankPending || afterCommand)))
            blankPending = false
        }

        while index < lines.count {
            let line = lines[index]
            if line.trimmingTrailingWhitespace().isEmpty {
                blankPending = true
                index += 1
            } else if line.hasPrefix("#") {
                append(.comment(line))
                index += 1
            } else if let first = Transcript.promptContent(line, Transcript.inputPrompt) {
                let start = index + 1
                var inputLines = [first]
                index += 1
                while index < lines.count,
                      let more = Transcript.promptContent(lines[index], Transcript.continuationPrompt) {
                    inputLines.append(more)
                    index += 1
                }
                var expected: [String] = []
                while index < lines.count, !lines[index].hasPrefix("#"),
                      Transcript.promptContent(lines[index], Transcript.inputPrompt) == nil {
                    if Transcript.promptContent(lines[index], Transcript.continuationPrompt) != nil {
                        throw ParseError(line: index + 1, message: "a `...> ` line must follow an input line")
                    }
                    expected.append(lines[index])
                    index += 1
                }
                while let last = expected.last, last.trimmingTrailingWhitespace().isEmpty { expected.removeLast() }
                append(.command(Command(input: inputLines.joined(separator: "\n"), expected: expected, line: start)))
            } else if Transcript.promptContent(line, Transcript.continuationPrompt) != nil {
                throw ParseError(line: index + 1, message: "a `...> ` line must follow an input line")
            } else {
                throw ParseError(line: index + 1, message: "expected an input (`viv> `), a comment (`#`) or a blank line")
            }
        }
        self.init(items: items)
    }

    /// The file text: every input, its expectation and every comment, one blank line between
    /// a command and what follows, the blank lines the file had after comments; ends with a
    /// newline (an empty transcript is the empty string).
    public func serialized() -> String {
        var lines: [String] = []
        for item in items {
            if item.blankLineBefore && !lines.isEmpty { lines.append("") }
            switch item.entry {
            case .comment(let text):
                lines.append(text)
            case .command(let command):
                let inputLines = command.input.splitLines()
                for (index, inputLine) in inputLines.enumerated() {
                    let prompt = index == 0 ? Transcript.inputPrompt : Transcript.continuationPrompt
                    lines.append(inputLine.isEmpty ? prompt : prompt + " " + inputLine)
                }
                lines += command.expected
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The same transcript with each command's expectation replaced by `replies[i]`.
    public func replacingExpectations(with replies: [[String]]) -> Transcript {
        var copy = self
        var next = 0
        for index in copy.items.indices {
            guard case .command(var command) = copy.items[index].entry else { continue }
            if next < replies.count { command.expected = replies[next] }
            next += 1
            copy.items[index].entry = .command(command)
        }
        return copy
    }
}

extension String {
    /// The lines of the text, split at `\n` and `\r\n` (one `Character` in Swift, which a
    /// split at `"\n"` alone would not see); a final newline leaves a last empty line.
    func splitLines() -> [String] {
        split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    }

    func trimmingTrailingWhitespace() -> String {
        var copy = Substring(self)
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return String(copy)
    }
}
