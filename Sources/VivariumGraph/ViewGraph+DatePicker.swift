import Foundation
import VivariumInterpreter

/// `type DatePicker "2027-03-04"` or `"2027-03-04 18:30"`: picks a day (and a time) in a
/// `DatePicker`. The device's calendar is Gregorian in GMT. A day alone keeps the time of day
/// of the current selection, as choosing a day in the calendar does; a time replaces its hour
/// and minute. Apple, "DatePicker": "in: The inclusive range of selectable dates" - a date
/// outside it cannot be chosen, so the pick is refused rather than written.
extension ViewGraph {
    func pickDate(_ node: Node, _ picker: BuiltinValue, text: String) throws {
        guard let current = boundValue(picker["selection"]).flatMap(DateValues.seconds(of:)) else {
            throw GraphError("the DatePicker at \(node.path) has no date selection to write")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = text.split(separator: " ")
        let day = parts.first.map { $0.split(separator: "-").compactMap { Int($0) } } ?? []
        let time = parts.count == 2 ? parts[1].split(separator: ":").compactMap { Int($0) } : []
        guard day.count == 3, parts.count == 1 || time.count == 2 else {
            throw GraphError("a DatePicker takes a day as YYYY-MM-DD, optionally with a time as HH:MM (\"2027-03-04 18:30\"), not \"\(text)\"")
        }
        var components = calendar.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: current))
        (components.year, components.month, components.day) = (day[0], day[1], day[2])
        if time.count == 2 { (components.hour, components.minute) = (time[0], time[1]) }
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day[2] else {
            throw GraphError("\"\(text)\" is not a day of the Gregorian calendar")
        }
        let seconds = date.timeIntervalSince1970
        if case .builtin(let range)? = picker["in"] {
            let lower = range["lowerBound"].flatMap(DateValues.seconds(of:))
            let upper = range["upperBound"].flatMap(DateValues.seconds(of:))
            if lower.map({ seconds < $0 }) == true || upper.map({ seconds > $0 }) == true {
                func shown(_ bound: Double) -> String {
                    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: bound))
                    return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
                }
                let offered = [lower.map { "from \(shown($0))" }, upper.map { "through \(shown($0))" }].compactMap { $0 }.joined(separator: " ")
                throw GraphError("\(text) is outside the dates the DatePicker at \(node.path) offers (\(offered)), so it cannot be chosen: nothing changed")
            }
        }
        try write(DateValues.date(seconds), through: picker["selection"], of: node)
    }
}
