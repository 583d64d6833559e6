// Demonstrates: a widget extension's file pasted as is (the Xcode widget template filled in by a learner): `import WidgetKit`, `struct Provider: TimelineProvider` with `placeholder(in:)`, `getSnapshot(in:completion:)` and `getTimeline(in:completion:)` building hourly entries with `Calendar.current.date(byAdding:)` and `Timeline(entries:policy: .atEnd)`, a `WaterEntry: TimelineEntry`, an entry view reading `@Environment(\.widgetFamily)` with a `Gauge`, `Text(entry.date, style: .time)`, a `Widget` with `StaticConfiguration`, `.containerBackground(for: .widget)` under `#available`, `.supportedFamilies`, and the `#Preview(as: .systemSmall) { … } timeline: { … }` preview.
// Source: Xcode template (the widget extension template, filled in by a learner for a water tracker); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'TimelineProvider' (from WidgetKit, which the playground does not model)
//
//  WaterWidget.swift
//  WaterWidget
//

import WidgetKit
import SwiftUI

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 3, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> ()) {
        let entry = WaterEntry(date: Date(), glasses: 5, goal: 8)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [WaterEntry] = []
        let stored = UserDefaults(suiteName: "group.com.example.water")?.integer(forKey: "glasses") ?? 0

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = WaterEntry(date: entryDate, glasses: stored, goal: 8)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int

    var progress: Double { min(Double(glasses) / Double(goal), 1) }
}

struct WaterWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(spacing: 6) {
                Gauge(value: entry.progress) {
                    Image(systemName: "drop.fill")
                } currentValueLabel: {
                    Text("\(entry.glasses)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.blue)
                Text("of \(entry.goal) glasses")
                    .font(.caption)
            }
        default:
            HStack {
                VStack(alignment: .leading) {
                    Text("Water")
                        .font(.headline)
                    Text("\(entry.glasses) of \(entry.goal) glasses")
                    Text(entry.date, style: .time)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                ProgressView(value: entry.progress)
                    .frame(width: 80)
            }
        }
    }
}

struct WaterWidget: Widget {
    let kind: String = "WaterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            if #available(iOS 17.0, *) {
                WaterWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                WaterWidgetEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Water")
        .description("See how much you drank today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2, goal: 8)
    WaterEntry(date: .now, glasses: 7, goal: 8)
}
