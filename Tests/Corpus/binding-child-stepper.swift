// Demonstrates: a child writing through @Binding — to parent @State and to $model.value of an ObservableObject.
import SwiftUI

class Settings: ObservableObject {
    @Published var fontSize = 14
}

struct SizeStepper: View {
    @Binding var size: Int
    let title: String

    var body: some View {
        HStack {
            Text("\(title): \(size)")
            Button("Bigger \(title)") { size += 1 }
            Button("Smaller \(title)") { size -= 1 }
        }
    }
}

struct ContentView: View {
    @State private var iconSize = 24
    @StateObject private var settings = Settings()

    var body: some View {
        VStack {
            SizeStepper(size: $iconSize, title: "icon")
            SizeStepper(size: $settings.fontSize, title: "font")
            Stepper("Icon \(iconSize)", value: $iconSize, in: 8...64, step: 8)
            Text("Preview")
                .font(.system(size: CGFloat(settings.fontSize)))
        }
    }
}

#Preview {
    ContentView()
}
