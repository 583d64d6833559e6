/// Foundation's `UndoManager`, in Vivarium's Swift subset, and the window's one in SwiftUI's
/// environment (`@Environment(\.undoManager)`, one per graph, as a window scene has one):
///
/// - `registerUndo(withTarget:handler:)` records an action on the undo stack, or, while undoing,
///   on the redo stack; a new action recorded outside undo and redo clears the redo stack. The
///   target is not kept alive by the manager (Apple, "registerUndo(withTarget:handler:)": "The
///   undo manager does not retain the target"); an action whose target is gone does nothing.
/// - `undo()` runs the last group's actions newest first with `isUndoing` true; `redo()` the
///   last undone group's; `canUndo`, `canRedo`, `setActionName(_:)`, `undoActionName`,
///   `undoMenuItemTitle` ("Undo Add Note"), `removeAllActions()`.
/// - Grouping: `beginUndoGrouping()`/`endUndoGrouping()` make one group; otherwise each action
///   recorded is a group of its own. NB: Apple's `groupsByEvent` groups everything recorded in
///   one pass of the run loop; here a pass is not modelled, so one tap that records two actions
///   undoes them one at a time.
extension BundledModule {
    static let foundationUndo = BundledModule(
        name: "FoundationUndo",
        dependencies: [],
        autoloadNames: ["UndoManager", "undoManager"],
        source: #"""
@_vivariumInternal("UndoManager.Action")
final class _UndoAction {
    weak var target: AnyObject?
    let handler: (AnyObject) -> Void

    init(target: AnyObject, handler: @escaping (AnyObject) -> Void) {
        self.target = target
        self.handler = handler
    }
}

@_vivariumInternal("UndoManager.Group")
final class _UndoGroup {
    var actions: [_UndoAction] = []
    var name = ""
}

@_vivariumInternal("UndoManager")
final class UndoManager {
    private var undoStack: [_UndoGroup] = []
    private var redoStack: [_UndoGroup] = []
    private var openGroup: _UndoGroup? = nil
    private var groupingLevel = 0
    private(set) var isUndoing = false
    private(set) var isRedoing = false
    var groupsByEvent = true
    var levelsOfUndo = 0

    init() {}

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var undoActionName: String { undoStack.last?.name ?? "" }
    var redoActionName: String { redoStack.last?.name ?? "" }
    var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo " + undoActionName }
    var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo " + redoActionName }

    func registerUndo(withTarget target: AnyObject, handler: @escaping (AnyObject) -> Void) {
        let action = _UndoAction(target: target, handler: handler)
        if let group = openGroup {
            group.actions.append(action)
            return
        }
        let group = _UndoGroup()
        group.actions.append(action)
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
        }
    }

    func setActionName(_ actionName: String) {
        if let group = openGroup {
            group.name = actionName
        } else if isUndoing {
            redoStack.last?.name = actionName
        } else {
            undoStack.last?.name = actionName
        }
    }

    func beginUndoGrouping() {
        groupingLevel += 1
        if openGroup == nil { openGroup = _UndoGroup() }
    }

    func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, let group = openGroup else { return }
        openGroup = nil
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
        }
    }

    func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        beginUndoGrouping()
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        openGroup?.name = group.name
        endUndoGrouping()
        isUndoing = false
    }

    func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        beginUndoGrouping()
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        openGroup?.name = group.name
        endUndoGrouping()
        isRedoing = false
    }

    func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    func removeAllActions(withTarget target: AnyObject) {
        for group in undoStack + redoStack {
            group.actions.removeAll { $0.target === target }
        }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }
}

struct _UndoManagerKey: EnvironmentKey {
    static let defaultValue: UndoManager? = UndoManager()
}

extension EnvironmentValues {
    var undoManager: UndoManager? {
        get { self[_UndoManagerKey.self] }
        set { self[_UndoManagerKey.self] = newValue }
    }
}
"""#)
}
