import Testing
@testable import VivariumSession

/// Foundation's `Data` as a collection of bytes (Apple, "Data": "A byte buffer in memory";
/// it conforms to `RandomAccessCollection` with `UInt8` elements and is its own
/// `SubSequence`). Each expectation is what swiftc-compiled Swift prints on Linux and iOS.
@Suite struct DataBytesTests: PastedCodeOutputs {
    /// `print(data)` is its size: what a network call's debugging line shows. It printed the
    /// module's storage (`Data(_text: "hi!")`).
    @Test func printsItsSize() {
        #expect(output("""
            import Foundation
            let data = "hi!".data(using: .utf8)!
            print(data)
            print("received \\(data)", [Data(), Data([1])])
            """) == ["3 bytes", "received 3 bytes [0 bytes, 1 bytes]"])
    }

    /// Bytes that are not UTF-8 stay bytes: `Data([0xFF, 0x00]).count` was 4 (the bytes kept as
    /// text, 0xFF turned into U+FFFD's three), and `String(data:encoding:)` is nil for them.
    @Test func bytesThatAreNotText() {
        #expect(output("""
            import Foundation
            let raw = Data([0xFF, 0x00])
            print(raw.count, raw[0], raw.last!)
            print(String(data: raw, encoding: .utf8) == nil, String(decoding: raw, as: UTF8.self).count)
            print(raw.base64EncodedString(), Data(base64Encoded: "/wA=") == raw)
            """) == ["2 255 0", "true 2", "/wA= true"])
    }

    /// A device token as the push-notification tutorials turn it into hex: `map` over the
    /// bytes, `for in`, `[UInt8](data)`, `reduce`, `contains`.
    @Test func iteratesItsBytes() {
        #expect(output("""
            import Foundation
            let token = Data([0x0A, 0xFF, 0x3C])
            print(token.map { String(format: "%02x", $0) }.joined())
            print([UInt8](token), Array(token))
            for byte in token { print(byte, terminator: " ") }
            print()
            print(token.reduce(0) { $0 + Int($1) }, token.contains(0xFF), token.first!)
            """) == ["0aff3c", "[10, 255, 60] [10, 255, 60]", "10 255 60 ", "325 true 10"])
    }

    /// Its slices and appends are `Data` (its `SubSequence`), printed as their size.
    @Test func slicesAndAppendsAreData() {
        #expect(output("""
            import Foundation
            var data = Data("hello".utf8)
            print(data.prefix(2), data.dropFirst(), data.suffix(1), data[1..<3])
            data.append(contentsOf: [33, 33])
            data.append(Data(" ok".utf8))
            data.append(0x2E)
            print(data.count, String(data: data, encoding: .utf8)!)
            print(data.prefix(5) == Data("hello".utf8))
            """) == ["2 bytes 4 bytes 1 bytes 2 bytes", "11 hello!! ok.", "true"])
    }

    /// JSON still goes through the bytes: an encoded value's size and text, and a decode.
    @Test func jsonRoundTrip() {
        #expect(output("""
            import Foundation
            struct Note: Codable { var title: String }
            let data = try! JSONEncoder().encode(Note(title: "Milk"))
            print(data, String(data: data, encoding: .utf8)!)
            print(try! JSONDecoder().decode(Note.self, from: data).title)
            """) == ["16 bytes {\"title\":\"Milk\"}", "Milk"])
    }
}
