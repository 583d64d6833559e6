import Testing
@testable import VivariumSession

/// Foundation's formatters, `Calendar` arithmetic and `JSONDecoder` (bundled modules loaded on
/// first use): what a program prints with them, as on an en_US device in GMT whose clock reads
/// Monday, June 9, 2025, 9:41:00 UTC.
@Suite struct FoundationModulesTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func dateFormatterStylesAndFixedFormats() {
        #expect(output("""
            let styled = DateFormatter()
            styled.dateStyle = .full
            styled.timeStyle = .short
            print(styled.string(from: Date()))
            let fixed = DateFormatter()
            fixed.dateFormat = "yyyy-MM-dd HH:mm"
            print(fixed.string(from: Date()))
            print(fixed.date(from: "2024-02-29 18:30")!)
            print(fixed.date(from: "29 Feb") == nil)
            """) == ["Monday, June 9, 2025 at 9:41 AM", "2025-06-09 09:41", "2024-02-29 18:30:00 +0000", "true"])
    }

    @Test func numberFormatterStyles() {
        #expect(output("""
            let money = NumberFormatter()
            money.numberStyle = .currency
            money.currencyCode = "EUR"
            let plain = NumberFormatter()
            plain.numberStyle = .decimal
            let share = NumberFormatter()
            share.numberStyle = .percent
            share.minimumFractionDigits = 1
            print(money.string(from: NSNumber(value: 1234.5))!, plain.string(from: NSNumber(value: 1234567.891))!,
                  share.string(from: NSNumber(value: 0.125))!, plain.string(from: 42)!)
            """) == ["€1,234.50 1,234,567.891 12.5% 42"])
    }

    @Test func durationsAndByteCounts() {
        #expect(output("""
            let clock = DateComponentsFormatter()
            clock.allowedUnits = [.hour, .minute, .second]
            let padded = DateComponentsFormatter()
            padded.allowedUnits = [.hour, .minute, .second]
            padded.zeroFormattingBehavior = .pad
            let words = DateComponentsFormatter()
            words.unitsStyle = .full
            words.allowedUnits = [.day, .hour, .minute]
            print(clock.string(from: 3670)!, clock.string(from: 65)!, padded.string(from: 65)!, words.string(from: 90_060)!)
            print(ByteCountFormatter().string(fromByteCount: 2048), ByteCountFormatter.string(fromByteCount: 1_500_000, countStyle: .memory))
            """) == ["1:01:10 1:05 0:01:05 1 day, 1 hour, 1 minute", "2 KB 1.4 MB"])
    }

    @Test func calendarArithmeticOnTheVirtualClock() {
        #expect(output("""
            let calendar = Calendar.current
            let now = Date()
            let nextMonth = calendar.date(byAdding: .month, value: 1, to: now)!
            print(calendar.startOfDay(for: now), nextMonth)
            print(calendar.isDateInToday(now), calendar.isDateInTomorrow(calendar.date(byAdding: .hour, value: 15, to: now)!))
            print(calendar.dateComponents([.day], from: now, to: nextMonth).day!, calendar.component(.year, from: now))
            """) == ["2025-06-09 00:00:00 +0000 2025-07-09 09:41:00 +0000", "true true", "30 2025"])
    }

    @Test func jsonDecodingHonoursCodingKeysAndStrategies() {
        #expect(output(#"""
            struct Item: Codable {
                let title: String
                let price: Double
                let tags: [String]?
                enum CodingKeys: String, CodingKey {
                    case title = "name"
                    case price
                    case tags
                }
            }
            struct Event: Codable {
                let startsAt: Date
                let itemCount: Int
            }
            let items = try! JSONDecoder().decode([Item].self, from: Data(#"[{"name": "Mug", "price": 8}]"#.utf8))
            print(items[0].title, items[0].price, items[0].tags == nil)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            let event = try! decoder.decode(Event.self, from: #"{"starts_at": "2025-06-10T08:00:00Z", "item_count": 3}"#.data(using: .utf8)!)
            print(event.startsAt, event.itemCount)
            do {
                _ = try JSONDecoder().decode(Item.self, from: Data(#"{"name": 1, "price": 2}"#.utf8))
            } catch {
                print(error.localizedDescription)
            }
            """#) == ["Mug 8.0 true", "2025-06-10 08:00:00 +0000 3",
                      "The data couldn’t be read because it isn’t in the correct format."])
    }
}
