// Demonstrates: GeometryReader sizing a custom progress bar from proxy.size.width, a reusable view with a clamped fraction, animated changes, a storage-usage screen.
import SwiftUI

struct UsageBar: View {
    let fraction: Double
    var tint: Color = .blue

    private var clamped: Double {
        min(max(fraction, 0), 1)
    }

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(tint)
                    .frame(width: geometry.size.width * clamped)
            }
        }
        .frame(height: 12)
        .animation(.easeOut(duration: 0.3), value: clamped)
    }
}

struct StorageCategory: Identifiable {
    let id = UUID()
    let name: String
    var gigabytes: Double
    let tint: Color
}

struct StorageView: View {
    @State private var categories = [
        StorageCategory(name: "Photos", gigabytes: 42.5, tint: .orange),
        StorageCategory(name: "Apps", gigabytes: 18.0, tint: .blue),
        StorageCategory(name: "Messages", gigabytes: 6.3, tint: .green),
    ]
    private let capacity = 128.0

    private var used: Double {
        categories.reduce(0) { $0 + $1.gigabytes }
    }

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading) {
                    Text(String(format: "%.1f GB of %.0f GB used", used, capacity))
                    UsageBar(fraction: used / capacity, tint: used / capacity > 0.8 ? .red : .accentColor)
                }
            }
            Section("Categories") {
                ForEach($categories) { $category in
                    VStack(alignment: .leading) {
                        HStack {
                            Text(category.name)
                            Spacer()
                            Text("\(category.gigabytes, specifier: "%.1f") GB")
                        }
                        UsageBar(fraction: category.gigabytes / capacity, tint: category.tint)
                    }
                }
            }
            Button("Import 20 GB of photos") {
                categories[0].gigabytes += 20
            }
            Button("Offload apps") {
                categories[1].gigabytes = 2
            }
        }
    }
}

#Preview {
    StorageView()
}
