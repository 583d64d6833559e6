import VivariumGraph

/// The words of the command language (DESIGN §3); anything else is Swift source.
enum Command: String, CaseIterable {
    case load, mount, previews, tree, inspect, reeval, swap, tap, type, submit, set, call, remove, unmount, dismiss, back, refresh, delete, move, swipe, menu, press, phase, scroll, advance, settle, objects, explain, timeline, profile, compare, reset, help

    /// The command a line starts with, or nil for Swift source.
    static func parse(_ line: String) -> (Command, String)? {
        let word = line.prefix { !$0.isWhitespace }
        guard let command = Command(rawValue: String(word)) else { return nil }
        let rest = line.dropFirst(word.count).trimmedSpaces
        // `set`, `call`, `tap`, … could begin Swift code too (`set(x)`), but not followed by `(`, `=`, `.`.
        // A relative path (`load ./x.swift`, `load ../x.swift`) is not a member access.
        let isRelativePath = command == .load && (rest.hasPrefix("./") || rest.hasPrefix("../"))
        // `call (a, b)` evaluates a tuple; `call(a)` with no space is a Swift call.
        let spacedParenthesis = (command == .call || command == .mount) && rest.hasPrefix("(")
            && line.dropFirst(word.count).first?.isWhitespace == true
        if let next = rest.first, "(=.:".contains(next), command != .set, !isRelativePath, !spacedParenthesis { return nil }
        return (command, rest)
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
        case .mount, .tap, .type, .submit, .reeval, .swap, .set, .call, .refresh, .delete, .move, .swipe, .menu, .press, .phase, .scroll, .advance, .settle: return true
        case .remove, .unmount, .dismiss, .back: return false
        case .load, .previews, .tree, .inspect, .objects, .explain, .timeline, .reset, .help, .profile, .compare: return false
        }
    }

    /// Whether a successful run of this input belongs in the journal (it may change the graph).
    static func changesGraph(_ line: String) -> Bool {
        guard let (command, _) = parse(line) else { return true }
        switch command {
        case .previews, .tree, .inspect, .objects, .explain, .timeline, .help, .reset, .compare: return false
        case .profile: return !argument(of: line).isEmpty
        default: return true
        }
    }

    private static func argument(of line: String) -> String {
        parse(line)?.1 ?? ""
    }

    var usage: String {
        switch self {
        case .load: return "load FILE.swift          add a Swift source file to the program"
        case .mount: return "mount [EXPR | preview N] mount a root view (mount ContentView()), an App (mount MyApp) or a preview; alone, the only preview"
        case .previews: return "previews                 list the previews (#Preview, PreviewProvider) that 'mount preview' takes"
        case .tree: return "tree                     show the view tree"
        case .inspect: return "inspect PATH             show one node's storage, inputs and observed objects"
        case .reeval: return "reeval PATH              re-run the body of the node at PATH, as if its own state changed"
        case .swap: return "swap PATH ARG = EXPR     rebuild the view value at PATH with init argument ARG replaced"
        case .tap: return "tap \"LABEL\" | tap PATH   run a button's action (flip a toggle, run an onTapGesture)"
        case .type: return "type PATH|\"LABEL\" \"TEXT\"  enter text into a TextField (or pick a Picker option, set a Stepper)"
        case .submit: return "submit PATH|\"LABEL\"      press Return in a TextField (or the .searchable field): its .onSubmit actions run"
        case .set: return "set PATH.PROP = EXPR     write a @State property of a node"
        case .call: return "call EXPR                evaluate Swift, e.g. call ViewModel#1.increment()"
        case .remove: return "remove PATH              remove a subtree, as if its parent stopped producing it"
        case .unmount: return "unmount                  remove the root view"
        case .dismiss: return "dismiss                  dismiss the most recently presented sheet or alert (a swipe: not a full-screen cover, not under .interactiveDismissDisabled)"
        case .back: return "back                     pop the most recently pushed navigation destination"
        case .refresh: return "refresh PATH             pull to refresh: run the .refreshable action at or above PATH"
        case .delete: return "delete PATH              swipe to delete a List row: run its ForEach's .onDelete with the row's offset"
        case .move: return "move PATH to OFFSET      drag a List row before the row at OFFSET: run its ForEach's .onMove"
        case .swipe: return "swipe PATH [\"LABEL\"]     swipe a row and tap its .swipeActions button LABEL (none: a full swipe)"
        case .menu: return "menu PATH \"LABEL\"        long-press a view and choose LABEL from its .contextMenu"
        case .press: return "press PATH               long-press a view: its .onLongPressGesture or .gesture(LongPressGesture()) runs"
        case .phase: return "phase PHASE              move the app to active, inactive or background (scenePhase, UIKit's notifications)"
        case .scroll: return "scroll PATH to WHERE     scroll a List/ScrollView: top, bottom, a row (id or index), +N or -N rows"
        case .advance: return "advance DURATION         move the virtual clock (2s, 500ms, 1m), running what falls due"
        case .settle: return "settle                   run until nothing is scheduled (stops after 1,000 wake-ups)"
        case .objects: return "objects                  list live objects and what holds them"
        case .explain: return "explain OBJECT|PATH      why the last command created, reused or freed an object, or changed a node"
        case .timeline: return "timeline [--svg FILE]    each object's lifetime, as a chart (or an SVG file)"
        case .profile: return "profile [NAME]           the SwiftUI release to behave like: \(Profile.all.map(\.name).joined(separator: " | ")) (default \(Profile.default.name))"
        case .compare: return "compare PROFILE...       (viv shell) replay this graph's history under each profile; show what differs"
        case .reset: return "reset                    start over with an empty program and graph"
        case .help: return "help [COMMAND]           this list, or one command"
        }
    }

    /// A worked example for `help COMMAND`.
    var example: String {
        switch self {
        case .load: return "load Sources/ContentView.swift"
        case .mount: return "mount ContentView()                      (or a preview: mount preview 1; or just mount, for a file's only preview)"
        case .previews: return "previews"
        case .tree: return "tree"
        case .inspect: return "inspect ParentView/VStack/CounterView     (or a suffix: inspect CounterView, or a handle: inspect @3)"
        case .reeval: return "reeval ParentView"
        case .swap: return "swap CounterView viewModel = other       (after `let other = CounterViewModel()`)"
        case .tap: return "tap \"Increment\"                          (or by path: tap ContentView/VStack/Button)"
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
        case .explain: return "explain CounterViewModel#2                (or a node: explain ParentView/VStack/CounterView)"
        case .timeline: return "timeline                                 (or a picture: timeline --svg lifetimes.svg)"
        case .profile: return "profile ios17.0"
        case .compare: return "compare ios16 ios17.2                    (one profile: against the current one)"
        case .reset: return "reset"
        case .refresh: return "refresh List                             (runs the nearest .refreshable action)"
        case .delete: return "delete ForEach[Banana]                   (a row by its id; .onDelete gets IndexSet([1]))"
        case .move: return "move ForEach[Apple] to 3                 (before the row at offset 3: the end of three rows)"
        case .swipe: return "swipe ForEach[2] \"Pin\"                   (or a full swipe: swipe ForEach[2])"
        case .menu: return "menu ForEach[2] \"Duplicate\""
        case .press: return "press ContentView/VStack/Text"
        case .phase: return "phase background                         (active → inactive → background; then: phase active)"
        case .scroll: return "scroll List to bottom                    (or: scroll ScrollView to 500, scroll List to +20)"
        case .help: return "help tap"
        }
    }

    /// `help COMMAND`: the syntax, then an example (and, for `scroll`, the viewport's assumptions).
    var help: String {
        let text = "usage: \(usage)\n\nexample:\n  viv> \(example)"
        return self == .scroll ? text + "\n\n" + Self.viewportNotes : text
    }

    /// What `help scroll` says about the viewport (README, "Lazy containers", says the same).
    static let viewportNotes = """
        The viewport: each List, and each ScrollView around a LazyVStack, LazyHStack, LazyVGrid or
        LazyHGrid, shows the profile's screen (an iPhone 15: 393 x 852 pt). Rows have fixed sizes,
        with no layout: a List row and a LazyVStack row 44 pt high, a LazyHStack item and a LazyHGrid
        column 100 pt wide, LazyVGrid cells square (393 pt / columns; .adaptive(minimum: m) fits
        393 / m columns). The rows on the lines the viewport touches, plus one line beyond each
        edge, are built (init and body) and on screen: 21 rows of a List at the top. Only ForEach
        rows (and a List's own data) are lazy; other children are built as rows at once.
          List, LazyVGrid, LazyHGrid: a row leaving the viewport runs onDisappear, and onAppear
            when it comes back; its @State is kept.
          LazyVStack, LazyHStack: a row leaving runs nothing (no onDisappear), onAppear again
            when it comes back; its @State is kept.
          ScrollView { VStack }: every row is built and appears at mount; scrolling changes nothing.
          From iOS 16 (profile), List { ForEach } runs every row's init, bodies only in view.
          A row's .task is cancelled when it disappears, started again when it reappears.
        A row is an element id, else an index; +N and -N move by N rows (grid lines).
        ScrollViewReader's proxy.scrollTo(id, anchor:) scrolls the same viewport (the row at the
        anchor; without one, just into view). tree marks built rows out of view "(off screen)"
        and counts the rows never built. A scroll is a drag let go at rest: .onScrollPhaseChange
        hears .idle -> .interacting, then .interacting -> .idle.
        """

    static var helpText: String {
        var lines = ["Commands:"]
        lines += Command.allCases.map { "  " + $0.usage }
        lines += [
            "Anything else is Swift: declarations (struct, class, enum, extension, func) are added to the",
            "program; top-level let/var become session variables. Declaring a type again replaces it; if",
            "the mounted graph uses it, the graph is unmounted and mounted again with the new code.",
            "Paths name nodes by type and position",
            "(ParentView/VStack/ForEach[2]/ChildView), by a unique suffix (ChildView[2]) or by handle (@7).",
            "Objects are named Type#n; use them in EXPR (call Counter#1.increment()).",
        ]
        return lines.joined(separator: "\n")
    }
}
