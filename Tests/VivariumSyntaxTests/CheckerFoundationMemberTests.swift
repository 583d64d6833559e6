import Testing
@testable import VivariumSyntax

/// Members Foundation's value types do not have are swiftc's errors, reported at load wherever
/// the checker knows the value's type (swiftc 6.3.1 with Foundation on the same lines). Found by
/// the fuzz pass's guarantee: the interpreter failed at run time with "value of type 'URL' has
/// no member 'pathself'".
@Suite struct CheckerFoundationMemberTests {
    @Test func misspelledMembersOfFoundationValues() {
        expectDiagnostics("""
        let u = URL(string: "https://a.com/x")
        print(u?.1️⃣bogus as Any)
        print(URL.documentsDirectory.2️⃣pathself(), URL.temporaryDirectory.lastPathComponent)
        print(Calendar.current.3️⃣firstWeekdayfirstWeekday)
        print(Date().4️⃣bogus, Date.5️⃣bogus, URL.6️⃣bogusDirectory, UUID().7️⃣uuidStringz)
        func weekStart(_ calendar: Calendar) -> Int { calendar.8️⃣firstWeekdayy }
        """, ["1️⃣ error: value of type 'URL' has no member 'bogus'",
              "2️⃣ error: value of type 'URL' has no member 'pathself'",
              "3️⃣ error: value of type 'Calendar' has no member 'firstWeekdayfirstWeekday'",
              "4️⃣ error: value of type 'Date' has no member 'bogus'",
              "5️⃣ error: type 'Date' has no member 'bogus'",
              "6️⃣ error: type 'URL' has no member 'bogusDirectory'",
              "7️⃣ error: value of type 'UUID' has no member 'uuidStringz'",
              "8️⃣ error: value of type 'Calendar' has no member 'firstWeekdayy'"])
    }

    /// The standard library's numbers and strings, and `Decimal`: their static members are
    /// checked (swiftc 6.3.1's words); a protocol extension's static (`extension
    /// BinaryFloatingPoint { static var half }`) and a user extension's count as members.
    @Test func misspelledStaticsOfNumbersAndStrings() {
        expectDiagnostics("""
        print(Decimal.1️⃣zerozero, Int.2️⃣maxValue, Double.3️⃣pie)
        print(["a/b"].map(String.4️⃣selfinit))
        """, ["1️⃣ error: type 'Decimal' has no member 'zerozero'",
              "2️⃣ error: type 'Int' has no member 'maxValue'",
              "3️⃣ error: type 'Double' has no member 'pie'",
              "4️⃣ error: type 'String' has no member 'selfinit'"])
        expectClean("""
        extension BinaryFloatingPoint { static var half: Self { 0.5 } }
        extension Int { static let answer = 42 }
        print(Int.max, Int.random(in: 1...3) > 0, Double.pi, Double.half, Int.answer, CGFloat.zero, Decimal.pi)
        print(String.localizedStringWithFormat("%d", 3), Bool.random() || true, Double.maximum(1, 2), UInt8.max)
        print(String.Index.self, Double.self)
        """)
    }

    /// Real members are never rejected, whether the playground has them or not (a member it
    /// lacks is reported when it runs, as not supported); nor are a user extension's members,
    /// or members of a user type that shares a Foundation name.
    @Test func realAndExtendedMembersAreAccepted() {
        expectClean("""
        extension URL { var isSecure: Bool { scheme == "https" } }
        extension Date { static var tomorrow: Date { Date().addingTimeInterval(86_400) } }
        let url = URL(string: "https://example.com/a/b?q=1")!
        print(url.host ?? "", url.pathComponents, url.lastPathComponent, url.isSecure, url.absoluteString)
        print(URL.documentsDirectory.appending(path: "notes.json").path(percentEncoded: false))
        let calendar = Calendar.current
        print(calendar.startOfDay(for: .now), calendar.isDateInWeekend(Date.tomorrow), calendar.firstWeekday)
        print(Date.now.timeIntervalSince1970, UUID().uuidString, Locale.current.identifier, TimeZone.current.identifier)
        print(url.hashValue, url.description, Date.distantPast.distance(to: .now))
        """)
        expectClean("""
        struct Date { var day = 1; func shifted() -> Date { Date(day: day + 1) } }
        print(Date().shifted().day)
        """)
    }
}
