// Demonstrates: an iOS 17 widget extension file as Xcode's "Include Configuration App Intent" template leaves it, filled in for a habit counter: `struct ConfigurationAppIntent: WidgetConfigurationIntent` with `static var title: LocalizedStringResource` and `@Parameter(title: "Favorite Emoji", default: "🔥") var emoji: String`, `struct Provider: AppIntentTimelineProvider` with async `snapshot(for:in:)` and `timeline(for:in:)`, a `SimpleEntry: TimelineEntry`, the entry view, an `AppIntentConfiguration` widget with `.containerBackground(.fill.tertiary, for: .widget)`, and `#Preview(as: .systemSmall)` with a `timeline:` closure.
// Source: Xcode template (the widget extension template with a configuration App Intent, filled in by a learner for a streak counter); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'WidgetConfigurationIntent' (from one of WidgetKit, AppIntents, which the playground does not model)
import WidgetKit
import SwiftUI
import AppIntents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("Shows your current streak.")

    @Parameter(title: "Favorite Emoji", default: "🔥")
    var emoji: String
}

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), streak: 3, configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
        SimpleEntry(date: Date(), streak: 3, configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
        var entries: [SimpleEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate, streak: 3 + hourOffset, configuration: configuration)
            entries.append(entry)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let streak: Int
    let configuration: ConfigurationAppIntent
}

struct StreakWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
        VStack {
            Text(entry.configuration.emoji)
                .font(.largeTitle)
            Text("\(entry.streak) days")
                .font(.headline)
            Text(entry.date, style: .time)
                .font(.caption)
        }
    }
}

struct StreakWidget: Widget {
    let kind: String = "StreakWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            StreakWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

extension ConfigurationAppIntent {
    fileprivate static var smiley: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.emoji = "😀"
        return intent
    }
}

#Preview(as: .systemSmall) {
    StreakWidget()
} timeline: {
    SimpleEntry(date: .now, streak: 3, configuration: .smiley)
}
