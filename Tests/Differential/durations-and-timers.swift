import Foundation
// Durations as timer and workout apps compute them.
let lap = Duration.seconds(90)
let split = Duration.milliseconds(1500)
print(lap, split, lap + split, lap * 2, lap / 3)
print(lap > split, lap.components.seconds, split.components.seconds, Duration.zero)
let total = [Duration.seconds(30), .seconds(45), .milliseconds(250)].reduce(.zero, +)
print(total)
func format(_ seconds: Int) -> String {
    let minutes = seconds / 60, rest = seconds % 60
    return "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
}
print(format(125), format(59), format(3600))
struct Countdown {
    private(set) var remaining: Int
    var isFinished: Bool { remaining == 0 }
    var progress: Double { 1 - Double(remaining) / 10 }
    mutating func tick() { if remaining > 0 { remaining -= 1 } }
}
var countdown = Countdown(remaining: 3)
while !countdown.isFinished {
    countdown.tick()
    print(countdown.remaining, countdown.progress)
}
countdown.tick()
print(countdown.remaining)
struct Stopwatch {
    var laps: [Double] = []
    var best: Double? { laps.min() }
    var average: Double { laps.isEmpty ? 0 : laps.reduce(0, +) / Double(laps.count) }
}
var watch = Stopwatch()
print(watch.best as Any, watch.average)
watch.laps = [61.2, 59.8, 60.5]
print(watch.best!, (watch.average * 10).rounded() / 10, watch.laps.sorted().first!)
print(Duration.seconds(2) == .milliseconds(2000), Duration.seconds(0.5))
