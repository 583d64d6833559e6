// Demonstrates: a struct conforming to Comparable with a static < operator, init?(_:) failable parsing with compactMap, zip over two arrays, Equatable synthesis, max() and sorted() on custom types, a List of releases.
import SwiftUI

struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int

    init?(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        major = parts[0]
        minor = parts[1]
        patch = parts[2]
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.minor != rhs.minor { return lhs.minor < rhs.minor }
        return lhs.patch < rhs.patch
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

struct ReleasesView: View {
    @State private var input = ["1.10.0", "1.2.3", "2.0.0", "bad", "1.2.10"]
    @State private var newest = false

    var versions: [Version] { input.compactMap(Version.init).sorted() }

    var body: some View {
        List {
            ForEach(Array(zip(versions.indices, versions)), id: \.0) { index, version in
                Text("\(index + 1). \(version.description)")
            }
            if let latest = versions.max() {
                Text("Latest: \(latest.description)")
            }
            Text("Invalid entries: \(input.count - versions.count)")
            Button("Add 1.2.4") {
                input.append("1.2.4")
                print(versions.map(\.description))
                print(Version("1.2.4")! == Version("1.2.4")!, Version("1.2.4")! < Version("1.10.0")!)
            }
        }
    }
}

#Preview {
    ReleasesView()
}
