#if canImport(Glibc)
import Glibc
#endif
import CEngineLimits

/// A worker inherits the daemon's resource limits and cannot go past their hard values: the
/// limits it is given are checked against the daemon's own when the daemon starts, so that a
/// misfit is a clear error at start-up, never a worker that cannot start (or a graph that never
/// answers) later.
extension EngineLimits {
    /// The hard limits of this process (nil: unlimited).
    public struct ProcessLimits: Equatable, Sendable {
        public var addressSpaceBytes: UInt?
        public var cpuSeconds: UInt?
        public var openFiles: UInt?

        public init(addressSpaceBytes: UInt? = nil, cpuSeconds: UInt? = nil, openFiles: UInt? = nil) {
            self.addressSpaceBytes = addressSpaceBytes
            self.cpuSeconds = cpuSeconds
            self.openFiles = openFiles
        }

        public static func current() -> ProcessLimits {
            func hard(_ resource: Int32) -> UInt? {
                var value = rlimit()
                guard getrlimit(resource, &value) == 0, value.rlim_max != rlim_t.max else { return nil }
                return UInt(value.rlim_max)
            }
            return ProcessLimits(addressSpaceBytes: hard(vivarium_limit_address_space()), cpuSeconds: hard(vivarium_limit_cpu()),
                                 openFiles: hard(vivarium_limit_files()))
        }
    }

    /// The least address space a worker runs in: its engine thread's 256 MiB stack, the runtime,
    /// the program and a graph.
    static let smallestAddressSpace: UInt = 512 << 20

    /// Why the limits do not fit.
    public struct Misfit: Error, CustomStringConvertible {
        public var description: String
        init(description: String) { self.description = description }
    }

    /// These limits within `process`'s: an address space the caller chose (`addressSpaceGiven`)
    /// past the daemon's own is a `Misfit`; the default one, the CPU time and the descriptors
    /// are lowered to it, each with a note for the log.
    public func fitted(to process: ProcessLimits, addressSpaceGiven: Bool) throws(Misfit) -> (limits: EngineLimits, notes: [String]) {
        var fitted = self
        var notes: [String] = []
        if let limit = process.addressSpaceBytes, addressSpaceBytes > limit {
            if addressSpaceGiven {
                throw Misfit(description: "--engine-memory \(addressSpaceBytes >> 20) is more than this process's own address-space limit (ulimit -v: \(limit >> 20) MiB), which its engine workers inherit; give at most \(limit >> 20)")
            }
            fitted.addressSpaceBytes = limit
            notes.append("engine workers get \(limit >> 20) MiB of address space, the daemon's own limit (ulimit -v), not \(addressSpaceBytes >> 20)")
        }
        if fitted.addressSpaceBytes < Self.smallestAddressSpace {
            throw Misfit(description: "an engine worker needs at least \(Self.smallestAddressSpace >> 20) MiB of address space; this process's limit (ulimit -v) leaves it \(fitted.addressSpaceBytes >> 20)")
        }
        if let limit = process.cpuSeconds, cpuSeconds > limit {
            fitted.cpuSeconds = limit
            notes.append("engine workers get \(limit) s of CPU time, the daemon's own limit (ulimit -t), not \(cpuSeconds)")
        }
        if let limit = process.openFiles, openFiles > limit {
            fitted.openFiles = limit
            notes.append("engine workers get \(limit) file descriptors, the daemon's own limit (ulimit -n), not \(openFiles)")
        }
        return (fitted, notes)
    }
}
