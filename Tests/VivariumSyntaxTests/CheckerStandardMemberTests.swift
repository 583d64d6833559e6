import Testing
@testable import VivariumSyntax

/// Members of the standard library's and Foundation's types that swiftc rejects, reported at
/// load in its words (swiftc 6.3.1 with Foundation on the same lines). Found by the fuzz pass's
/// guarantee: each was accepted and failed when the line ran ("type 'Duration' has no member
/// 'secondsself'", "type 'Notification.Name' has no member 'ping'", "value of type 'Function'
/// has no member 'or'", "type 'Any' has no member 'map'").
@Suite struct CheckerStandardMemberTests {
    /// `Duration`'s statics are all listed, and each one's overloads: a call that matches none
    /// is matched as a user function's would be.
    @Test func durationStaticsAndTheirArguments() {
        expectDiagnostics("""
        let lap: Duration = .seconds(1️⃣)
        let lap2 = Duration.2️⃣secondsself(90)
        let lap3: Duration = .3️⃣minutes(2)
        print(Duration.nanoseconds(4️⃣), Duration.milliseconds5️⃣(x: 2))
        """, ["1️⃣ error: missing argument for parameter #1 in call",
              "2️⃣ error: type 'Duration' has no member 'secondsself'",
              "3️⃣ error: type 'Duration' has no member 'minutes'",
              "4️⃣ error: missing argument for parameter #1 in call",
              "5️⃣ error: extraneous argument label 'x:' in call"])
        expectClean("""
        let e: Duration = .zero
        let f = Duration.milliseconds
        let g = Duration.seconds(2) + .milliseconds(500) + Duration.nanoseconds(5)
        let h = Duration.seconds(1.5) < .seconds(2)
        print(e, f(1), g, h)
        """)
    }

    /// A notification name in lower case is the program's own: declared by an extension, or
    /// missing. The SDK's keep their framework's prefix (`NSCalendarDayChanged`), and are not checked.
    @Test func notificationNamesNoExtensionDeclares() {
        expectDiagnostics("""
        let a = Notification.Name.1️⃣ping
        let b: Notification.Name = .2️⃣pong
        print(Notification.3️⃣Namename)
        """, ["1️⃣ error: type 'Notification.Name' (aka 'NSNotification.Name') has no member 'ping'",
              "2️⃣ error: type 'Notification.Name' (aka 'NSNotification.Name') has no member 'pong'",
              "3️⃣ error: type 'Notification' has no member 'Namename'"])
        expectClean("""
        extension Notification.Name { static let ping = Notification.Name("ping") }
        let a = Notification.Name.ping
        let b: Notification.Name = .ping
        let c = Notification.Name.NSCalendarDayChanged
        let d = Notification.Name("x")
        print(a, b, c, d)
        """)
    }

    /// `type` is `type(of:)` named as a value (`type .or`, a mutation of `type: .or`); `print`'s
    /// argument is `Any`, which has no static members, called or not.
    @Test func membersOfTypeOfAndOfAny() {
        expectDiagnostics("""
        print(type .1️⃣or, .2️⃣filter { $0 })
        """, ["1️⃣ error: value of type '(_) -> _.Type' has no member 'or'",
              "2️⃣ error: type 'Any' has no member 'filter'"])
        expectClean("""
        print(type(of: 1))
        """)
    }

    /// `CancellationError` has the members of an `Error`; what it lacks is swiftc's error. Found by
    /// the fuzz pass's guarantee: `(CancellationError).localizedDescription` failed at run time with
    /// "type 'CancellationError' has no member", which an instance member named on its type is not.
    @Test func membersOfCancellationError() {
        expectDiagnostics("""
        print(CancellationError().1️⃣bogus, CancellationError.2️⃣bogus2)
        """, ["1️⃣ error: value of type 'CancellationError' has no member 'bogus'",
              "2️⃣ error: type 'CancellationError' has no member 'bogus2'"])
        expectClean("""
        print(CancellationError().localizedDescription)
        """)
    }

    /// `Mirror`'s members (found by the fuzz pass's guarantee: "value of type 'Mirror' has no
    /// member 'childrenmap'" when the line ran).
    @Test func membersOfAMirror() {
        expectDiagnostics("""
        print(Mirror(reflecting: (x: 1, 2)).1️⃣childrenmap { $0.label ?? "nil" })
        let mirror = Mirror(reflecting: [10, 20])
        print(mirror.2️⃣childrenchildren.first?.label as Any, Mirror.3️⃣Childd.self)
        """, ["1️⃣ error: value of type 'Mirror' has no member 'childrenmap'",
              "2️⃣ error: value of type 'Mirror' has no member 'childrenchildren'",
              "3️⃣ error: type 'Mirror' has no member 'Childd'"])
        expectClean("""
        let mirror = Mirror(reflecting: (x: 1, 2))
        print(mirror.children.map { $0.label ?? "nil" }, mirror.displayStyle as Any, mirror.subjectType, Mirror.Child.self)
        """)
    }

    /// An instance method named on its type is a function of an instance (`URL.deletingLastPathComponent`),
    /// not a missing static member.
    @Test func instanceMethodsNamedOnTheirType() {
        expectClean("""
        let h = [URL(fileURLWithPath: "/a")].map(URL.deletingLastPathComponent)
        print(h.count)
        """)
    }

    /// A regex literal's match has its captures as dynamic members, and `output` and `range`;
    /// checked where every capture is a plain `Substring` (no alternation, no quantified group).
    @Test func membersOfARegexLiteralsMatch() {
        expectDiagnostics("""
        if let match = "a@b.org".firstMatch(of: /@(?<domain>[^@\\s]+)$/) { print(match.1️⃣domainn) }
        for m in "x 1".matches(of: /(?<d>\\d)/) { print(m.2️⃣dd) }
        if let m = "Order 42".firstMatch(of: /(\\d+)/) { print(m.3️⃣3) }
        """, ["1️⃣ error: value of type 'Regex<(Substring, domain: Substring)>.Match' has no dynamic member 'domainn' using key path from root type '(Substring, domain: Substring)'",
              "2️⃣ error: value of type 'Regex<(Substring, d: Substring)>.Match' has no dynamic member 'dd' using key path from root type '(Substring, d: Substring)'",
              "3️⃣ error: value of type 'Regex<(Substring, Substring)>.Match' has no dynamic member '3' using key path from root type '(Substring, Substring)'"])
        expectClean("""
        if let match = "a@b.org".firstMatch(of: /@(?<domain>[^@\\s]+)$/) { print(match.domain, match.1, match.0, match.output.domain, match.range) }
        if let m = "ab".firstMatch(of: /(a)|(b)/) { print(m.2 ?? "none") }
        if let m = "ab".wholeMatch(of: /\\w+/) { print(m.count, m.isEmpty) }
        for m in "x 1".matches(of: /(?<d>\\d)?/) { print(m.d ?? "") }
        """)
    }
}
