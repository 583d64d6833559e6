import Testing
@testable import VivariumSession

/// `Task.value`, a string's bytes in one encoding, and a date formatter whose style comes after
/// its format: found by running programs through swiftc 6.3.1 and a session side by side (issue
/// 23). Each expectation is swiftc's output; before, the first two stopped with "value of type
/// 'Task' has no member 'value'" and "inferring the type of '.utf8'", the last printed the format.
@Suite struct TaskValueAndEncodingTests {
    @Test func awaitingATasksValueWaitsForItsResultOrItsError() {
        let session = Session()
        let replies = run(session, [
            """
            enum LoadError: Error { case missing }
            func load(_ name: String) async throws -> String {
                try await Task.sleep(nanoseconds: 100_000_000)
                if name.isEmpty { throw LoadError.missing }
                return name.uppercased()
            }
            Task {
                let first = Task { try await load("cat") }
                let failing = Task { try await load("") }
                let count = Task { () -> Int in 42 }
                print("waiting")
                print(try await first.value, await count.value)
                do { _ = try await failing.value } catch { print("failed:", error) }
            }
            """,
            "advance 1s",
            // A finished task's value is read at once, outside a task too.
            "let done = Task { 21 * 2 }",
            "print(await done.value)",
        ])
        #expect(replies.map(\.ok) == [true, true, true, true])
        #expect(replies[0].output == ["waiting"])
        #expect(replies[1].output == ["CAT 42", "failed: missing"])
        #expect(replies[3].output == ["42"])
    }

    @Test func awaitingAnUnfinishedTaskOutsideATaskSaysWhy() {
        let session = Session()
        run(session, ["let slow = Task { () -> Int in try? await Task.sleep(nanoseconds: 1_000_000_000); return 1 }"])
        let reply = session.execute("print(await slow.value)")
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("'await' at the top level on a task that waits for the virtual clock") == true)
    }

    @Test func anObjectATaskReturnedLivesWhileItsResultIsKept() {
        let session = Session()
        let replies = run(session, [
            """
            final class Photo { deinit { print("photo freed") } }
            let loading = Task { Photo() }
            """,
            "advance 1s",
            "let photo = await loading.value",
        ])
        #expect(replies.allSatisfy { $0.ok })
        // The task runs as its input ends: its Photo is held by its kept result from then on.
        #expect(replies.flatMap(\.created).map(\.holder) == ["result of Task at 2:15"])
        #expect(replies.flatMap(\.freed).isEmpty)
    }

    @Test func aStringsBytesInAnEncodingInALaterInput() {
        let session = Session()
        let replies = run(session, [
            #"let text = "Hello""#,
            "print(text.data(using: .utf8)!.count, text.lengthOfBytes(using: .utf8), text.lengthOfBytes(using: .utf16))",
        ])
        #expect(replies.map(\.ok) == [true, true])
        #expect(replies[1].output == ["5 5 10"])
    }

    @Test func aDateStyleSetAfterAFormatReplacesIt() {
        let replies = run(Session(), ["""
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            formatter.timeZone = TimeZone(identifier: "UTC")
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            print(formatter.string(from: date))
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            print(formatter.string(from: date))
            formatter.dateFormat = "HH:mm"
            print(formatter.string(from: date))
            """])
        #expect(replies[0].output == ["2023-11-14 22:13", "Nov 14, 2023", "22:13"])
    }
}

extension TaskValueAndEncodingTests {
    @Test func decimalsEncodeAndDecodeAsJSONNumbers() {
        let replies = run(Session(), [#"""
            struct Expense: Codable { var title: String; var amount: Decimal }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let lunch = Expense(title: "Lunch", amount: Decimal(string: "12.50")!)
            let json = String(data: try! encoder.encode(lunch), encoding: .utf8)!
            print(json)
            let back = try! JSONDecoder().decode(Expense.self, from: Data(#"{"title": "Train", "amount": 30.25}"#.utf8))
            print(back.amount + 1)
            let money = NumberFormatter()
            money.numberStyle = .currency
            print(money.string(from: lunch.amount as NSDecimalNumber)!)
            """#])
        #expect(replies[0].output == [#"{"amount":12.5,"title":"Lunch"}"#, "31.25", "$12.50"])
    }

    @Test func nsErrorsCarryTheirDomainCodeAndDescription() {
        let replies = run(Session(), ["""
            func divide(_ a: Double, _ b: Double) throws -> Double {
                guard b != 0 else {
                    throw NSError(domain: "Calc", code: 1, userInfo: [NSLocalizedDescriptionKey: "Division by zero"])
                }
                return a / b
            }
            do { _ = try divide(1, 0) } catch { print(error.localizedDescription) }
            do { _ = try divide(1, 0) } catch let error as NSError { print(error.domain, error.code) }
            print(NSError(domain: "Net", code: -1).localizedDescription)
            """])
        #expect(replies[0].output == ["Division by zero", "Calc 1", "The operation couldn’t be completed. (Net error -1.)"])
    }
}
