#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReferenceCounts {
    /// `VIVARIUM_VERIFY_COUNTS=1`: every safe point also walks every holder, as a collector
    /// that does not count would, and reports on stderr where the counts disagree (or appends
    /// to the file named, `VIVARIUM_VERIFY_COUNTS=/tmp/counts.log`, for a detached daemon).
    static let isVerifying = getenv("VIVARIUM_VERIFY_COUNTS") != nil
    static let verifyDescriptor: Int32 = {
        guard let value = getenv("VIVARIUM_VERIFY_COUNTS").map({ String(cString: $0) }), value.hasPrefix("/") else { return 2 }
        return open(value, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    }()
}

extension Interpreter {
    /// The whole-heap answer: for each live object, whether any root or live object holds it.
    private func walkedHeldObjects() -> Set<ObjectID> {
        var held = Set<ObjectID>()
        for root in rootValues() { held.formUnion(References.strongReferences(in: root.value)) }
        for object in heap.objects.values {
            held.formUnion(References.strongReferences(in: .structValue(StructValue(typeName: "", fields: object.fields))))
        }
        return held
    }

    func verifyCounts(scanned: [ObjectID: Int]) {
        let walks = heap.counts.rootWalks
        defer { heap.counts.rootWalks = walks }
        let held = walkedHeldObjects()
        for id in heap.objects.keys {
            let counted = heap.counts.count(id) + (scanned[id] ?? 0)
            if (counted > 0) != held.contains(id) {
                report("count of \(heap.name(of: id)): counted \(counted), walk says \(held.contains(id) ? "held" : "not held")")
            }
            if heap.counts.zeroes.contains(id) != (heap.counts.count(id) == 0) {
                report("zero set disagrees for \(heap.name(of: id)) (count \(heap.counts.count(id)))")
            }
        }
    }

    func verifyLeaks(_ newlyLeaked: [ObjectID]) {
        let walks = heap.counts.rootWalks
        defer { heap.counts.rootWalks = walks }
        var reachable = Set<ObjectID>()
        var queue: [ObjectID] = []
        for root in rootValues() {
            for id in References.strongReferences(in: root.value) where reachable.insert(id).inserted { queue.append(id) }
        }
        while let id = queue.popLast() {
            guard let object = heap.objects[id] else { continue }
            let fields = Value.structValue(StructValue(typeName: "", fields: object.fields))
            for target in References.strongReferences(in: fields) where reachable.insert(target).inserted { queue.append(target) }
        }
        for object in heap.objects.values {
            if !reachable.contains(object.id), !object.isLeaked {
                report("\(object.name) is unreachable but was not reported leaked")
            }
        }
        for id in newlyLeaked where reachable.contains(id) {
            report("\(heap.name(of: id)) was reported leaked but is reachable")
        }
    }

    /// Names kept without a walk must be the names a walk gives.
    func verifyHolderNames() {
        let walks = heap.counts.rootWalks
        defer { heap.counts.rootWalks = walks }
        for (id, holder) in firstHolders() where heap.objects[id]?.lastHolder != holder {
            report("holder of \(heap.name(of: id)) kept as \(heap.objects[id]?.lastHolder ?? "nil"), walk says \(holder)")
        }
    }

    private func report(_ message: String) {
        let line = Array("VIVARIUM_VERIFY_COUNTS: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(ReferenceCounts.verifyDescriptor, $0.baseAddress, $0.count) }
    }
}
