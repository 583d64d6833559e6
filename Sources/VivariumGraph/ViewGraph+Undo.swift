import VivariumInterpreter

/// The graph's part of a command's undo log (`UndoLog`). Its nodes, slots, container state and
/// large indexes (nodes by handle, readers by slot, object and property, controls by label)
/// record each write as it happens; what is left — the graph's own scalars and small sets, the
/// update in progress (empty between commands), the held values, the shown tree's bookkeeping —
/// is saved whole as a command starts: each is small, or copied only if the command writes it.
extension ViewGraph {
    /// Starts recording a command: the interpreter's state, then the graph's.
    public func beginUndoableCommand() {
        interpreter.beginUndoableCommand()
        let undo = interpreter.undo
        let saved = (root, nodesByHandle, nextHandle, nextSlot, update, contentKinds, releasedValues, profile,
                     scenePhase, editMode, reconciles, reconcilesInOrder, preferencesReconciles, observesPreferences,
                     hasPreferenceObservers, hasScrollPositions, distributingGroups, activeSearches, focusSlots)
        let more = (notificationObservers, notificationSubjects, observationTrackings, warnedLayouts, nextProxy, causes)
        let schemes = (hasColorSchemePreferences, colorSchemeReconciles, preferredColorSchemes)
        undo.record { [self] in
            (root, nodesByHandle, nextHandle, nextSlot, update, contentKinds, releasedValues, profile,
             scenePhase, editMode, reconciles, reconcilesInOrder, preferencesReconciles, observesPreferences,
             hasPreferenceObservers, hasScrollPositions, distributingGroups, activeSearches, focusSlots) = saved
            (notificationObservers, notificationSubjects, observationTrackings, warnedLayouts, nextProxy, causes) = more
            (hasColorSchemePreferences, colorSchemeReconciles, preferredColorSchemes) = schemes
        }
        for held in [inFlight, pendingRelease, dismissals, frameworkLeaks] { held.save(in: undo) }
        nodesByHandle.labels.save(in: undo)
        shownTree.save(in: undo)
    }
}

extension HeldValues {
    /// Saves what it holds for the undo log (the counts' tokens are the counts' own records).
    func save(in undo: UndoLog) {
        let saved = entries
        undo.record { [self] in entries = saved }
    }
}

extension ControlLabels {
    /// Saves its small state for the undo log; its indexes record each write.
    func save(in undo: UndoLog) {
        let saved = (stale, walks)
        undo.record { [self] in (stale, walks) = saved }
    }
}

extension ShownTreeState {
    /// Saves its bookkeeping for the undo log: nodes keep their own snapshots (`Node.shown`).
    func save(in undo: UndoLog) {
        let saved = (epoch, epochNumber, generation, rebuilt, volatile, stopped, bypass, rechecks, fresh, takenCount)
        undo.record { [self] in (epoch, epochNumber, generation, rebuilt, volatile, stopped, bypass, rechecks, fresh, takenCount) = saved }
    }
}

extension ViewGraph {
    /// What a rollback must have put back of the graph and its interpreter, as text (see
    /// `Interpreter.undoFingerprint`): every node with what it keeps, every slot, the readers
    /// by slot, object and property, the graph's own flags.
    public func undoFingerprint() -> [String] {
        func text(_ value: Value?) -> String { value.map { Describe.description(of: $0) } ?? "nil" }
        func sorted<T>(_ set: Set<T>, _ key: (T) -> String) -> String { set.map(key).sorted().joined(separator: ",") }
        var lines = interpreter.undoFingerprint()
        lines.append("graph next handle \(nextHandle) slot \(nextSlot) root \(root?.handle ?? 0) profile \(profile.name) phase \(scenePhase)"
                     + " edit \(editMode) groups \(distributingGroups.sorted()) searches \(activeSearches.sorted()) focus \(focusSlots.sorted())"
                     + " preference observers \(hasPreferenceObservers) scroll positions \(hasScrollPositions) proxies \(nextProxy)"
                     + " color schemes \(hasColorSchemePreferences) \(preferredColorSchemes.sorted { $0.key < $1.key })"
                     + " notifications \(notificationObservers.count)/\(notificationSubjects.count) modals \(nodesByHandle.modals.sorted())")
        for node in [userDefaults] + nodesByHandle.allNodes {
            var line = "@\(node.handle) \(node.typeName) parent \(node.parent?.handle ?? 0) children \(node.children.map(\.handle))"
            line += " segment \(node.segment) key \(node.key ?? "nil") mounted \(node.isMounted) value \(text(node.viewValue))"
            line += " storage [\(node.storage.map { "\($0.key)=#\($0.value.id) \(text($0.value.value))" }.joined(separator: ", "))]"
            line += " modifiers \(node.modifiers.map(\.kind)) observed objects \(node.observedObjects.map { "\($0.key)=\($0.value)" })"
            line += " invalidations \(node.invalidations) observed \(sorted(node.observed) { "\($0.object).\($0.property)" })"
            line += " environment \(node.readEnvironment.sorted()) element \(text(node.elementID)) read slots \(node.readSlots.sorted { $0.key < $1.key })"
            line += " rows \(node.rowObserved.keys.sorted()) row slots \(node.rowSlots.keys.sorted()) dirty rows \(node.dirtyRows.keys.sorted())"
            line += " tasks \(node.tasks.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.task)" }) subscriptions \(node.subscriptions.count)"
            line += " off \(node.isOffScreen) presentation \(node.presentation.map(String.init) ?? "nil") outer \(node.outerIdentity ?? "nil")"
            line += " on change \(node.onChangeValues.sorted { $0.key < $1.key }.map { "\($0.key)=\(text($0.value))" })"
            line += " preferences \(node.preferenceValues.sorted { $0.key < $1.key }.map { "\($0.key)=\(text($0.value))" })"
            if let container = node.containerState {
                line += " tab \(container.tabView.selected) visited \(container.tabView.visited.sorted()) scroll \(container.scroll.offset)"
                line += " rows \(container.rows.keys.count) expanded \(container.isExpanded) tick \(container.timelineTick) stack \(container.navigationStack.count)"
            }
            lines.append(line)
        }
        for (id, slot) in slots.storage.sorted(by: { $0.key < $1.key }) {
            lines.append("slot #\(id) \(slot.kind) \(slot.property) of \(slot.holderPath) = \(text(slot.value))")
        }
        for (id, readers) in dependents.bySlot.storage.sorted(by: { $0.key < $1.key }) where !readers.isEmpty {
            lines.append("readers of slot #\(id): \(readers.sorted())")
        }
        for (id, readers) in dependents.byObject.storage.sorted(by: { $0.key < $1.key }) where !readers.isEmpty {
            lines.append("readers of object \(id): \(readers.sorted())")
        }
        for (property, readers) in dependents.byProperty.storage.sorted(by: { ($0.key.object, $0.key.property) < ($1.key.object, $1.key.property) }) where !readers.isEmpty {
            lines.append("readers of \(property.object).\(property.property): \(readers.sorted())")
        }
        return lines
    }
}
