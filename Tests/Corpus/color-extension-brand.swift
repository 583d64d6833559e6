// Demonstrates: a user's extension Color with static brand colours, Color(red:green:blue:), .opacity.
import SwiftUI

extension Color {
    static let brand = Color(red: 0.20, green: 0.40, blue: 0.85)
    static let brandLight = Color.brand.opacity(0.3)

    static func grey(_ white: Double) -> Color {
        Color(white: white)
    }
}

struct BrandButton: View {
    let title: String
    var tint: Color = .brand
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .foregroundColor(.white)
                .padding()
                .background(tint)
                .cornerRadius(8)
        }
    }
}

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Tapped \(taps)")
                .foregroundColor(taps > 0 ? .brand : .grey(0.5))
            BrandButton(title: "Brand action") { taps += 1 }
            BrandButton(title: "Light action", tint: .brandLight) { taps = 0 }
        }
        .background(Color.grey(0.95))
    }
}

#Preview {
    ContentView()
}
