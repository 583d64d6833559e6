extension Interpreter {
    /// A cheap witness of change, taken before and after a command: equal only if the command
    /// ran no statement, created no object or task, registered no type, moved no clock, logged
    /// nothing and stored, overwrote or dropped no reference. A failed command with an equal
    /// mark needs no rollback.
    public var changeMark: [Int] {
        [steps, heap.nextObjectID, heap.counts.changes, types.typeOrder.count, nextCoroutineID,
         coroutines.count, Int(now), log.entries.count, uuidCount, frames.count]
    }
}
