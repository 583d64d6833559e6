import Foundation
import VivariumGraph
import VivariumWire

/// `objects --json` and `timeline --json`: what the two commands show, as one JSON object
/// (sorted keys) in the reply's message — for scripts, and for the web view, which draws the
/// live objects and the interactive timeline from them.
enum Listing {
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let text = String(data: try encoder.encode(value), encoding: .utf8) else {
            throw CommandError("cannot encode the listing as JSON")
        }
        return text
    }
}

/// `objects --json`: `{"objects": [{"id", "type", "holders", "leaked", "cycle"}]}`, in
/// creation order.
struct ObjectsListing: Codable, Equatable {
    var objects: [LiveObject]
}

/// `timeline --json`: the commands that changed the graph (the chart's columns, numbered from
/// 1 as `timeline` numbers them) and each object's lifetime over them, with every mark of it —
/// created, reused, freed, leaked — and who held it then.
struct TimelineListing: Codable, Equatable {
    struct Command: Codable, Equatable {
        var step: Int
        var line: String
    }

    struct Mark: Codable, Equatable {
        var step: Int
        /// `created`, `reused`, `freed` or `leaked`.
        var kind: String
        /// Who held it: the holder that created it, reused it, or held it last.
        var holder: String?
        /// Why, as the reply said it.
        var note: String?
    }

    struct Object: Codable, Equatable {
        var id: String
        var type: String
        /// The holder that created it (or, first seen reused, that held it then).
        var holder: String?
        /// The step it was created at; absent when it existed before the first step.
        var created: Int?
        var reused: [Int]
        var freed: Int?
        var leaked: Int?
        var marks: [Mark]
    }

    var commands: [Command]
    var objects: [Object]

    init(steps: [TimelineStep]) {
        let timeline = Timeline(steps: steps)
        commands = timeline.columns.map { Command(step: $0.step, line: $0.line) }
        var marks: [String: [Mark]] = [:]
        var types: [String: String] = [:]
        for (column, step) in steps.enumerated() {
            let groups = [("created", step.created), ("reused", step.reused), ("leaked", step.leaked), ("freed", step.freed)]
            for (kind, records) in groups {
                for record in records {
                    types[record.id] = record.type
                    marks[record.id, default: []].append(Mark(step: column + 1, kind: kind, holder: record.holder, note: record.note))
                }
            }
        }
        objects = timeline.rows.map { row in
            var freed: Int?, leaked: Int?
            switch row.end {
            case .freed(let column)?: freed = column + 1
            case .leaked(let column)?: leaked = column + 1
            case nil: break
            }
            return Object(id: row.id, type: types[row.id] ?? "", holder: row.holder, created: row.created.map { $0 + 1 },
                          reused: row.reused.map { $0 + 1 }, freed: freed, leaked: leaked, marks: marks[row.id] ?? [])
        }
    }
}
