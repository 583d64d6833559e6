import Testing
@testable import VivariumInterpreter

/// The virtual clock's queue: jobs come out earliest first and, at one time, in the order
/// they were scheduled; an unscheduled job never comes out; a drain at one instant takes only
/// the jobs scheduled before it began. Taking a job costs O(log n) (a heap), so thousands of
/// suspended tasks resume in time linear in their number.
@Suite struct VirtualClockTests {
    func coroutine(_ id: Int) -> Coroutine { Coroutine(id: id, name: "task \(id)", body: .void) }

    func drain(_ clock: inout VirtualClock, upTo limit: Int64) -> [Int] {
        var order: [Int] = []
        while let job = clock.popDue(upTo: limit) { order.append(job.coroutine.id) }
        return order
    }

    @Test func jobsComeOutEarliestFirstAndInScheduleOrderAtOneTime() {
        var clock = VirtualClock()
        let tasks = (0..<6).map(coroutine)
        for (task, time) in zip(tasks, [30, 10, 20, 10, 30, 10] as [Int64]) { clock.schedule(task, at: time) }
        #expect(clock.nextTime == 10)
        #expect(clock.pendingCount == 6)
        #expect(drain(&clock, upTo: 15) == [1, 3, 5])
        #expect(drain(&clock, upTo: 100) == [2, 0, 4])
        #expect(clock.nextTime == nil)
        #expect(clock.pendingCount == 0)
    }

    @Test func anUnscheduledJobNeverComesOutAndARescheduledOneComesOutOnce() {
        var clock = VirtualClock()
        let tasks = (0..<4).map(coroutine)
        for (index, task) in tasks.enumerated() { clock.schedule(task, at: Int64(index + 1) * 10) }
        clock.unschedule(tasks[0])
        #expect(clock.nextTime == 20, "the earliest job was cancelled")
        #expect(clock.pendingCount == 3)
        // A task woken early: taken off its time and scheduled now.
        clock.unschedule(tasks[3])
        clock.schedule(tasks[3], at: 0)
        #expect(clock.scheduled.map(\.coroutine.id) == [3, 1, 2])
        #expect(drain(&clock, upTo: 100) == [3, 1, 2])
        clock.unschedule(tasks[1])
        #expect(clock.pendingCount == 0)
    }

    @Test func aDrainAtOneInstantTakesOnlyWhatWasScheduledBeforeIt() {
        var clock = VirtualClock()
        let tasks = (0..<5).map(coroutine)
        clock.schedule(tasks[0], at: 0)
        clock.schedule(tasks[1], at: 5)
        clock.schedule(tasks[2], at: 0)
        let mark = clock.sequenceMark
        clock.schedule(tasks[3], at: 0)
        var taken: [Int] = []
        while let job = clock.popDue(at: 0, before: mark) { taken.append(job.coroutine.id) }
        #expect(taken == [0, 2])
        // A job left due earlier (a run stopped midway) is not one due at 5, nor taken.
        #expect(clock.popDue(at: 5, before: clock.sequenceMark)?.coroutine.id == 1)
        #expect(clock.popDue(at: 5, before: clock.sequenceMark) == nil)
        #expect(drain(&clock, upTo: 0) == [3])
    }

    @Test func tenThousandJobsComeOutInOrder() {
        var clock = VirtualClock()
        let count = 10_000
        for id in 0..<count { clock.schedule(coroutine(id), at: Int64((id * 7_919) % count)) }
        var last: (Int64, Int) = (-1, -1)
        var taken = 0
        while let job = clock.popDue(upTo: Int64(count)) {
            #expect((job.time, job.sequence) > last)
            last = (job.time, job.sequence)
            taken += 1
        }
        #expect(taken == count)
    }
}
