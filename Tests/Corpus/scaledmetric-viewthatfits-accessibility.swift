// Demonstrates: Dynamic Type and accessibility in a card: @ScaledMetric for an icon size, @Environment(\.dynamicTypeSize) switching layout with isAccessibilitySize, ViewThatFits choosing between an HStack and a VStack, accessibilityElement(children: .combine), accessibilityLabel/Value/Hint, accessibilityAction with a name, and environment overrides in two previews.
// Source: vendor sample style (a platform vendor's accessibility sample's card view); written for Vivarium in that style, not copied.
// First paste: failed at load: scaledmetric-viewthatfits-accessibility.swift:18:17: error: not supported in the playground: 'ViewThatFits'
import SwiftUI

struct WeatherCard: View {
    let city: String
    let temperature: Int
    @Binding var favorite: Bool
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading) { content }
            } else {
                ViewThatFits {
                    HStack { content }
                    VStack { content }
                }
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(city), \(temperature) degrees")
        .accessibilityValue(favorite ? "Favorite" : "")
        .accessibilityHint("Double tap to open the forecast")
        .accessibilityAction(named: favorite ? "Unfavorite" : "Favorite") {
            favorite.toggle()
            print("accessibility action: favorite \(favorite)")
        }
    }

    @ViewBuilder private var content: some View {
        Image(systemName: "sun.max")
            .frame(width: iconSize, height: iconSize)
        Text(city).font(.headline)
        Text("\(temperature)°")
        Button(favorite ? "★" : "☆") { favorite.toggle() }
    }
}

struct CitiesView: View {
    @State private var favorites: Set<String> = ["Lima"]

    var body: some View {
        List(["Lima", "Oslo"], id: \.self) { city in
            WeatherCard(city: city, temperature: city == "Lima" ? 19 : 4, favorite: Binding(
                get: { favorites.contains(city) },
                set: { isOn in
                    if isOn { favorites.insert(city) } else { favorites.remove(city) }
                    print("favorites: \(favorites.sorted())")
                }
            ))
        }
    }
}

#Preview("Default") {
    CitiesView()
}

#Preview("Accessibility XL") {
    CitiesView()
        .environment(\.dynamicTypeSize, .accessibility3)
}
