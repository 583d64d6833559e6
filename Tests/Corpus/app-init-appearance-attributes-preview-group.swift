// Demonstrates: an `@main` App whose `init()` styles UIKit proxies with attribute dictionaries (`UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]`, `titleTextAttributes`, `UISegmentedControl.appearance().selectedSegmentTintColor`), a `PreviewProvider` with a `Group` of previews using `.previewLayout(.sizeThatFits)`, `.previewDevice(PreviewDevice(rawValue: "iPhone 15"))`, `.previewDisplayName`, `.preferredColorScheme(.dark)`, `.environment(\.sizeCategory, .extraExtraLarge)`.
// Source: tutorial site (an iOS 14-era "customize the navigation bar in SwiftUI" article, still near the top of searches); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@main
struct ColorfulApp: App {
    init() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        UINavigationBar.appearance().titleTextAttributes = [
            .foregroundColor: UIColor.systemPink,
            .font: UIFont.systemFont(ofSize: 18, weight: .semibold),
        ]
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    }

    var body: some Scene {
        WindowGroup {
            FlavorsView()
        }
    }
}

struct FlavorsView: View {
    @State private var selection = 0
    let flavors = ["Vanilla", "Chocolate", "Strawberry"]

    var body: some View {
        NavigationView {
            VStack {
                Picker("Flavor", selection: $selection) {
                    ForEach(0..<flavors.count) { index in
                        Text(flavors[index]).tag(index)
                    }
                }
                .pickerStyle(SegmentedPickerStyle())
                Text("You picked \(flavors[selection])")
                    .padding()
                Button("Next flavor") {
                    selection = (selection + 1) % flavors.count
                    print(flavors[selection])
                }
            }
            .navigationBarTitle("Flavors")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct FlavorsView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            FlavorsView()
                .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                .previewDisplayName("iPhone 15")
            FlavorsView()
                .preferredColorScheme(.dark)
                .environment(\.sizeCategory, .extraExtraLarge)
            Text("Chip")
                .padding()
                .previewLayout(.sizeThatFits)
        }
    }
}
