import Foundation
import VivariumGraph

/// The words of the command language (DESIGN §3); anything else is Swift source.
enum Command: String, CaseIterable {
    case load, unwatch, mount, previews, tree, inspect, reeval, swap, tap, type, submit, set, call, remove, unmount, dismiss, back, refresh, delete, move, swipe, menu, press, drag, phase, scroll, advance, settle, objects, explain, timeline, profile, compare, reset, help

    /// The command a line starts with, or nil for Swift source.
    static func parse(_ line: String) -> (Command, String)? {
        let end = wordEnd(line)
        guard let command = Command(rawValue: String(line[..<end])) else { return nil }
        let rest = line[end...].trimmedSpaces
        // `set`, `call`, `tap`, … could begin Swift code too (`set(x)`), but not followed by `(`, `=`, `.`.
        // A relative path (`load ./x.swift`, `load ../x.swift`) is not a member access.
        let isRelativePath = command == .load && (rest.hasPrefix("./") || rest.hasPrefix("../"))
        // `call (a, b)` evaluates a tuple; `call(a)` with no space is a Swift call.
        let spacedParenthesis = (command == .call || command == .mount) && rest.hasPrefix("(")
            && line[end...].first?.isWhitespace == true
        if let next = rest.first, next == "(" || next == "=" || next == "." || next == ":", command != .set,
           !isRelativePath, !spacedParenthesis { return nil }
        return (command, rest)
    }

    /// Where the line's first word ends: at its first whitespace `Character`.
    ///
    /// NB: every command's line is parsed three or four times; a word of ASCII letters followed by
    /// ASCII whitespace (or nothing) is found by its bytes, each of them one `Character`; anything
    /// else by `Character`s.
    static func wordEnd(_ line: String) -> String.Index {
        let utf8 = line.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            switch utf8[index] {
            case 0x09...0x0D, 0x20: return index
            case 0x80...: return line.firstIndex { $0.isWhitespace } ?? line.endIndex
            default: index = utf8.index(after: index)
            }
        }
        return index
    }

    /// A single line `word rest` where `word` is a plain lowercase name that is neither a
    /// command nor a Swift keyword: most likely a mistyped command, not Swift.
    static func looksLikeMistypedCommand(_ input: String) -> Bool {
        let line = input.trimmedSpaces
        guard parse(line) == nil, !line.contains("\n"), let first = line.first, first.isLowercase else { return false }
        let word = line.prefix { !$0.isWhitespace }
        guard word.allSatisfy({ $0.isLetter || $0 == "-" }), word.count < line.count else { return false }
        let swiftWords: Set<String> = ["let", "var", "func", "struct", "class", "enum", "extension", "import", "if", "for",
                                       "while", "switch", "return", "print", "protocol", "typealias", "guard", "do", "repeat",
                                       "final", "private", "public", "internal", "fileprivate", "static", "try", "await",
                                       "prefix", "postfix", "infix", "indirect", "open", "override", "convenience",
                                       "required", "lazy", "weak", "nonisolated", "mutating", "actor", "defer", "throw"]
        return !swiftWords.contains(String(word))
    }

    /// Whether the command may run user code that the latest inputs declared (so a program
    /// accepted with a forward reference must be complete first). Taking views away
    /// (`unmount`, `remove`, `dismiss`, `back`) only runs code of views already built, which
    /// cannot depend on a program that never ran.
    var runsCode: Bool {
        switch self {
        case .mount, .tap, .type, .submit, .reeval, .swap, .set, .call, .refresh, .delete, .move, .swipe, .menu, .press, .drag, .phase, .scroll, .advance, .settle: return true
        case .remove, .unmount, .dismiss, .back: return false
        case .load, .unwatch, .previews, .tree, .inspect, .objects, .explain, .timeline, .reset, .help, .profile, .compare: return false
        }
    }

    /// Whether a successful run of this input belongs in the journal (it may change the graph).
    static func changesGraph(_ line: String) -> Bool {
        guard let (command, _) = parse(line) else { return true }
        switch command {
        case .previews, .tree, .inspect, .objects, .explain, .timeline, .help, .reset, .compare, .unwatch: return false
        case .profile: return !argument(of: line).isEmpty
        default: return true
        }
    }

    private static func argument(of line: String) -> String {
        parse(line)?.1 ?? ""
    }

    /// One line of `help`: the syntax in 25 columns, then what it does; with the two spaces
    /// `help` indents it by, at most 80 columns (`HelpTextTests`).
    var usage: String {
        switch self {
        case .load: return "load [--watch] FILE      add a Swift file to the program (--watch: each save)"
        case .unwatch: return "unwatch [FILE]           stop reloading FILE on save (alone: every file)"
        case .mount: return "mount EXPR | preview N   mount a root view, replacing the one mounted"
        case .previews: return "previews                 list the #Previews and PreviewProviders to mount"
        case .tree: return "tree                     show the view tree"
        case .inspect: return "inspect PATH             one node's storage, inputs and observed objects"
        case .reeval: return "reeval PATH              re-run a node's body, as if its own state changed"
        case .swap: return "swap PATH ARG = EXPR     rebuild PATH's view value with argument ARG replaced"
        case .tap: return "tap \"LABEL\" | tap PATH   run a button's action (toggle, link, tab, gesture)"
        case .type: return "type PATH|\"LABEL\" \"TEXT\" type into a TextField (pick a Picker option...)"
        case .submit: return "submit PATH|\"LABEL\"      press Return in a TextField: its .onSubmit runs"
        case .set: return "set PATH.PROP = EXPR     write a @State property of a node"
        case .call: return "call EXPR                evaluate Swift: call ViewModel#1.increment()"
        case .remove: return "remove PATH              remove a subtree, as if its parent dropped it"
        case .unmount: return "unmount                  remove the root view"
        case .dismiss: return "dismiss                  swipe the topmost sheet or alert away (covers refuse)"
        case .back: return "back                     pop the topmost navigation destination"
        case .refresh: return "refresh PATH             pull to refresh: run the .refreshable action"
        case .delete: return "delete PATH              swipe to delete a List row: its .onDelete runs"
        case .move: return "move PATH to OFFSET      drag a List row before row OFFSET: .onMove runs"
        case .swipe: return "swipe PATH [\"LABEL\"]     swipe a row, tap its .swipeActions button LABEL"
        case .menu: return "menu PATH \"LABEL\"        long-press a view, choose LABEL in its .contextMenu"
        case .press: return "press PATH               long-press a view: its .onLongPressGesture runs"
        case .drag: return "drag PATH by DX,DY       drag a view: its DragGesture's .onChanged, .onEnded"

        case .phase: return "phase PHASE              go to active, inactive or background (scenePhase)"
        case .scroll: return "scroll PATH to WHERE     scroll a List or ScrollView: top, bottom, a row, +N"
        case .advance: return "advance DURATION         move the virtual clock (2s, 500ms, 1m)"
        case .settle: return "settle                   run until nothing is scheduled (1,000 wake-ups)"
        case .objects: return "objects [--json]         live objects and what holds them (or as JSON)"
        case .explain: return "explain OBJECT|PATH      why the last change made, kept or freed it"
        case .timeline: return "timeline [--svg F|--json] each object's lifetime as a chart (or SVG, JSON)"
        case .profile: return "profile [NAME]           the iOS release to behave like (default \(Profile.default.name))"
        case .compare: return "compare PROFILE...       (shell) replay the history under each profile"
        case .reset: return "reset                    start over with an empty program and graph"
        case .help: return "help [COMMAND]           this list, or one command"
        }
    }

    /// A worked example for `help COMMAND`.
    var example: String {
        switch self {
        case .load: return "load --watch ContentView.swift           (reloaded on each save, as a preview)"
        case .unwatch: return "unwatch ContentView.swift"
        case .mount: return "mount ContentView()                      (or mount preview 1; alone: the only preview)"
        case .previews: return "previews"
        case .tree: return "tree"
        case .inspect: return "inspect ParentView/VStack/CounterView     (or a suffix: CounterView; a handle: @3)"
        case .reeval: return "reeval ParentView"
        case .swap: return "swap CounterView viewModel = other       (after `let other = CounterViewModel()`)"
        case .tap: return "tap \"Increment\"                          (or by path: tap ContentView/VStack/Button; tap --count 2 PATH: a double tap)"
        case .type: return "type \"Name\" \"Ada\""
        case .submit: return "submit \"Name\"                            (after: type \"Name\" \"Ada\")"
        case .set: return "set ContentView.count = 5"
        case .call: return "call CounterViewModel#1.increment()"
        case .remove: return "remove ParentView/VStack/CounterView"
        case .unmount: return "unmount"
        case .dismiss: return "dismiss"
        case .back: return "back"
        case .advance: return "advance 2s"
        case .settle: return "settle"
        case .objects: return "objects"
        case .explain: return "explain CounterViewModel#2                (or a node: explain VStack/CounterView)"
        case .timeline: return "timeline                                 (or: timeline --svg lifetimes.svg)"
        case .profile: return "profile ios17.0                          (one of: \(Profile.all.map(\.name).joined(separator: " ")))"
        case .compare: return "compare ios16 ios17.2                    (one profile: against the current one)"
        case .reset: return "reset"
        case .refresh: return "refresh List                             (runs the nearest .refreshable action)"
        case .delete: return "delete ForEach[Banana]                   (a row by id: .onDelete gets IndexSet([1]))"
        case .move: return "move ForEach[Apple] to 3                 (before offset 3: the end of three rows)"
        case .swipe: return "swipe ForEach[2] \"Pin\"                   (or a full swipe: swipe ForEach[2])"
        case .menu: return "menu ForEach[2] \"Duplicate\""
        case .press: return "press ContentView/VStack/Text"
        case .drag: return "drag Circle by 120,-40                   (right 120, up 40 points)"
        case .phase: return "phase background                         (active → inactive → background)"
        case .scroll: return "scroll List to bottom                    (or: scroll List to 500, scroll List to +20)"
        case .help: return "help tap"
        }
    }

    /// `help COMMAND`: the syntax, then an example (and, for `scroll`, the viewport's assumptions).
    var help: String {
        let syntax = usage.prefix(25).trimmingCharacters(in: .whitespaces)
        let summary = usage.dropFirst(25).trimmingCharacters(in: .whitespaces)
        var lines = ["usage: \(syntax)", "       \(summary)", "", "example:"]
        // `EXAMPLE    (note)`: the note on a line of its own, so that each fits 80 columns.
        if let note = example.range(of: "   (") {
            lines.append("  viv> " + example[..<note.lowerBound].trimmingCharacters(in: .whitespaces))
            lines.append("  " + example[note.lowerBound...].trimmingCharacters(in: .whitespaces))
        } else {
            lines.append("  viv> \(example)")
        }
        if self == .scroll { lines += ["", Self.viewportNotes] }
        if self == .load { lines += ["", Self.watchNotes] }
        if self == .tap { lines += ["", Self.tapNotes] }
        return lines.joined(separator: "\n")
    }

    /// What `help tap` says about its options (docs/REFERENCE.md and man/viv.1 say the same).
    static let tapNotes = """
        tap --count N PATH taps N times in quick succession (.onTapGesture(count: N)).
        tap --decrement PATH taps a Stepper's minus button: one step down, stopping at
        its range's lower bound, or its onDecrement closure (a plain tap is its plus).
        """

    /// What `help load` says about `--watch` (docs/REFERENCE.md says the same).
    static let watchNotes = """
        load --watch FILE (in the viv shell, or viv --watch FILE) loads FILE, then loads
        it again each time it is saved: its types are redeclared, and a mounted graph
        that uses them is rebuilt from its mount, as Previews rebuild after an edit.
        Every client attached to the graph sees the reply. A save that does not compile
        shows the errors and leaves the graph as it was. unwatch FILE stops watching it;
        leaving the shell stops them all.
        """

    /// What `help scroll` says about the viewport (docs/MODELS.md, "Lazy containers", says the same).
    static let viewportNotes = """
        The viewport: each List, and each ScrollView around a LazyVStack, LazyHStack,
        LazyVGrid or LazyHGrid, shows the profile's screen (an iPhone 15: 393 x 852
        pt). Rows have fixed sizes, with no layout: a List row and a LazyVStack row 44
        pt high, a LazyHStack item and a LazyHGrid column 100 pt wide, LazyVGrid cells
        square (393 pt / columns; .adaptive(minimum: m) fits 393 / m columns). A lazy
        stack's row whose .frame(height:) (width: across) says its size takes it, plus
        the .padding outside the frame and the stack's spacing (8 pt): each row is
        placed where the rows before it end, and +N moves by the rows' own sizes. The
        rows on the lines the viewport touches, plus one line beyond each edge, are
        built (init and body) and on screen: 21 rows of a List at the top. Only
        ForEach rows (and a List's own data) are lazy; other children are built as
        rows at once.
          List, LazyVGrid, LazyHGrid: a row leaving the viewport runs onDisappear, and
            onAppear when it comes back; its @State is kept.
          LazyVStack, LazyHStack: a row leaving runs nothing (no onDisappear),
            onAppear again when it comes back; its @State is kept.
          ScrollView { VStack }: every row is built and appears at mount; scrolling
            changes nothing.
          From iOS 16 (profile), List { ForEach } runs every row's init, bodies only
            in view.
          A row's .task is cancelled when it disappears, started again when it
            reappears.
        A row is an element id, else an index; +N and -N move by N rows (grid lines).
        ScrollViewReader's proxy.scrollTo(id, anchor:) scrolls the same viewport (the
        row at the anchor; without one, just into view). tree marks built rows out of
        view "(off screen)" and counts the rows never built. A scroll is a drag let go
        at rest: .onScrollPhaseChange hears .idle -> .interacting, then .interacting
        -> .idle.
        """

    static var helpText: String {
        var lines = ["Commands:"]
        lines += Command.allCases.map { "  " + $0.usage }
        lines += [
            "Anything else is Swift: declarations (struct, class, enum, extension, func) are",
            "added to the program; top-level let/var become session variables. Declaring a",
            "type again replaces it, and a mounted graph that uses it is mounted again.",
            "Paths name nodes by type and position (ParentView/VStack/ForEach[2]/ChildView),",
            "by a unique suffix (ChildView[2]), by handle (@7) or by a text shown (\"Read\").",
            "Objects are named Type#n: call Counter#1.increment(). help COMMAND shows one",
            "command with an example.",
        ]
        return lines.joined(separator: "\n")
    }
}
