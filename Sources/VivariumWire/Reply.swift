/// The answer to one command: what the graph looks like now and exactly what happened.
///
/// Built from the transaction's record of changes, never by diffing printed text. The JSON
/// form (`viv run --json`, the protocol's result) encodes this type with sorted keys.
public struct Reply: Codable, Sendable, Equatable {
    /// The command line as typed (multi-line Swift input joined with newlines).
    public var command: String
    public var ok: Bool
    /// The tree after the command; `nil` when nothing is mounted, or when the reply carries
    /// only the changes (`changes`) or no tree at all (`command`'s `tree` parameter).
    public var tree: TreeNode?
    /// Instead of a large tree: the subtrees the command changed, with their paths, in tree
    /// order (empty: the tree did not change). Absent whenever `tree` is sent.
    public var changes: [TreeChange]?
    /// With `changes`: how many lines the whole tree takes when drawn.
    public var treeLines: Int?
    public var created: [ObjectRecord]
    public var reused: [ObjectRecord]
    public var freed: [ObjectRecord]
    /// Objects that became unreachable but are kept alive by a reference cycle.
    public var leaked: [ObjectRecord]
    /// View values initialized (struct `init`s of `View` types), by type name, in order.
    public var inits: [String]
    /// Node paths whose body ran, in order.
    public var bodies: [String]
    /// Everything that happened, in order: inits, bodies (with reasons), lifecycle callbacks,
    /// prints, deinits.
    public var events: [Event]
    /// What user code printed, in order.
    public var output: [String]
    public var warnings: [String]
    /// Text for informational commands (`help`, `objects`, `inspect`, a declaration summary).
    public var message: String?
    /// Set when `ok` is false; the graph is then exactly as it was before the command.
    public var error: ReplyError?

    public init(command: String, ok: Bool = true, tree: TreeNode? = nil, created: [ObjectRecord] = [],
                reused: [ObjectRecord] = [], freed: [ObjectRecord] = [], leaked: [ObjectRecord] = [],
                inits: [String] = [], bodies: [String] = [], events: [Event] = [], output: [String] = [],
                warnings: [String] = [], message: String? = nil, error: ReplyError? = nil,
                changes: [TreeChange]? = nil, treeLines: Int? = nil) {
        self.command = command
        self.ok = ok
        self.tree = tree
        self.created = created
        self.reused = reused
        self.freed = freed
        self.leaked = leaked
        self.inits = inits
        self.bodies = bodies
        self.events = events
        self.output = output
        self.warnings = warnings
        self.message = message
        self.error = error
        self.changes = changes
        self.treeLines = treeLines
    }
}

/// One node of the view tree as shown to the user.
public struct TreeNode: Codable, Sendable, Equatable {
    /// The view type: `ParentView`, `VStack`, `Text`, `ForEach`.
    public var type: String
    /// The node's path, e.g. `ParentView/VStack/ForEach[2]/ChildView`.
    public var path: String
    /// The numeric handle usable as `@7`.
    public var handle: Int
    /// What distinguishes the node to a reader: `"Tap me"` for a button, the text of a `Text`,
    /// `(0..<4, id: \.self)` for a `ForEach`.
    public var label: String?
    /// The element id inside a `ForEach` (`[0]`), or the explicit `.id(x)`, as shown in brackets.
    public var key: String?
    /// Dynamic-property storage of the node: `@StateObject viewModel = ViewModel#1`, `@State count = 3`.
    public var storage: [String]
    public var children: TreeChildren
    /// What the tree says after the label: `(off screen)` for a lazy container's row that
    /// was built and is scrolled out of the viewport.
    public var note: String?

    public init(type: String, path: String, handle: Int, label: String? = nil, key: String? = nil,
                storage: [String] = [], children: TreeChildren = [], note: String? = nil) {
        self.type = type
        self.path = path
        self.handle = handle
        self.label = label
        self.key = key
        self.storage = storage
        self.children = children
        self.note = note
    }

    public init(type: String, path: String, handle: Int, label: String? = nil, key: String? = nil,
                storage: [String] = [], children: [TreeNode], note: String? = nil) {
        self.init(type: type, path: path, handle: handle, label: label, key: key, storage: storage,
                  children: TreeChildren(children), note: note)
    }
}

/// An object created, reused or freed during a command.
public struct ObjectRecord: Codable, Sendable, Equatable {
    /// `ViewModel#1`
    public var id: String
    public var type: String
    /// Who holds (created) or held (freed) it: a node's dynamic property, a view value, a variable.
    public var holder: String?
    /// Why, in one line: `@StateObject's initial value, evaluated once when the view was installed`,
    /// `kept alive by a reference cycle`.
    public var note: String?

    public init(id: String, type: String, holder: String? = nil, note: String? = nil) {
        self.id = id
        self.type = type
        self.holder = holder
        self.note = note
    }
}

/// One thing that happened, in order.
public struct Event: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case `init`, body, appear, disappear, print, `deinit`, warning, action, create, free, leak, task, change, remove, reuse
        /// A class initializer that ran (`ViewController.init(coder:)`) and a method an
        /// initializer called on its object (`ViewController.initialize()`), in order.
        case initializer, call
    }
    public var kind: Kind
    /// Human text: the printed line, the node path, the view type.
    public var text: String
    /// The node the event belongs to, when there is one.
    public var path: String?
    /// For `body`: why it ran (`@self`, `_count changed`, `inserted`).
    public var reason: String?

    public init(kind: Kind, text: String, path: String? = nil, reason: String? = nil) {
        self.kind = kind
        self.text = text
        self.path = path
        self.reason = reason
    }
}

/// Why a command failed.
public struct ReplyError: Codable, Sendable, Equatable {
    /// `syntax`, `type-check`, `not-supported`, `runtime`, `step-limit`, `recursion-limit`,
    /// `unknown-command`, `usage`, `no-such-node`, `interrupted`.
    public var code: String
    /// The full message; for diagnostics, every diagnostic rendered compiler-style.
    public var message: String
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(code: String, message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }
}
