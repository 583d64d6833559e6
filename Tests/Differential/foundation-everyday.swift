// Foundation as apps use it: a hex colour parsed with Scanner into a deferred-initialized tuple,
// LocalizedError, a UserDefaults suite, NotificationCenter observers, ByteCountFormatter,
// Measurement, UUIDs, and arithmetic helpers.
import Foundation

func rgb(fromHex text: String) -> (Double, Double, Double, Double) {
    let hex = text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
    var int: UInt64 = 0
    Scanner(string: hex).scanHexInt64(&int)
    let a, r, g, b: UInt64
    switch hex.count {
    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
    case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
    default: (a, r, g, b) = (1, 1, 1, 0)
    }
    return (Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255)
}
print(rgb(fromHex: "#FF8800"))
print(rgb(fromHex: "0f0"))
print(rgb(fromHex: "80FF000A"))

enum NetworkError: LocalizedError {
    case badURL, server(code: Int)
    var errorDescription: String? {
        switch self {
        case .badURL: "The address is not valid."
        case .server(let code): "The server answered \(code)."
        }
    }
}
let errors: [Error] = [NetworkError.badURL, NetworkError.server(code: 503)]
for error in errors { print(error.localizedDescription) }

let defaults = UserDefaults(suiteName: "vivarium.differential.foundation-everyday")!
defaults.set(3, forKey: "launches")
defaults.set(true, forKey: "onboarded")
defaults.set(["a", "b"], forKey: "recent")
print(defaults.integer(forKey: "launches"), defaults.bool(forKey: "onboarded"), defaults.stringArray(forKey: "recent") ?? [])
print(defaults.integer(forKey: "missing"), defaults.string(forKey: "missing") as Any, defaults.object(forKey: "missing") == nil)
defaults.removeObject(forKey: "launches")
print(defaults.integer(forKey: "launches"))
defaults.removePersistentDomain(forName: "vivarium.differential.foundation-everyday")
print(defaults.bool(forKey: "onboarded"))

let name = Notification.Name("didRefresh")
var received: [String] = []
let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
    received.append(note.userInfo?["source"] as? String ?? "?")
}
NotificationCenter.default.post(name: name, object: nil, userInfo: ["source": "pull"])
NotificationCenter.default.post(name: name, object: nil)
NotificationCenter.default.removeObserver(token)
NotificationCenter.default.post(name: name, object: nil, userInfo: ["source": "late"])
print(received)

let bytes = ByteCountFormatter.string(fromByteCount: 1_536_000, countStyle: .file)
print(bytes)
let distance = Measurement(value: 5, unit: UnitLength.kilometers)
print(distance.converted(to: .meters).value, distance.unit.symbol)
let ids = (1...3).map { _ in UUID() }
print(Set(ids).count, ids[0].uuidString.count)
var rng = [5, 3, 8].sorted(by: >)
rng.swapAt(0, 2)
print(rng, rng.min()!, rng.reduce(into: [:]) { $0[$1, default: 0] += 1 }.count)
print(Array(repeating: 0, count: 3), Array(0..<5).suffix(2), [1, 2, 3].reversed().map { $0 * 2 })
print((1...10).filter { $0.isMultiple(of: 3) }, 17 / 5, 17 % 5, -17 / 5, Double(17) / 5)
print(Int.random(in: 1...1), [7].randomElement()!, abs(-3), max(2, 9, 4), pow(2.0, 10.0))
