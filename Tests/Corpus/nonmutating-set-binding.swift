// Demonstrates: a computed property with a nonmutating set backed by a reference box, and Binding(get:set:) over it.
import SwiftUI

final class Box {
    var stored = 0
}

struct Settings {
    let box = Box()

    var level: Int {
        get { box.stored }
        nonmutating set { box.stored = newValue }
    }
}

struct LevelView: View {
    let settings = Settings()
    @State private var refresh = 0

    private var levelBinding: Binding<Int> {
        Binding(
            get: { settings.level },
            set: { newValue in
                settings.level = newValue
                refresh += 1
            }
        )
    }

    var body: some View {
        VStack {
            Text("Level \(settings.level) (refresh \(refresh))")
            Stepper("Level", value: levelBinding, in: 0...5)
            Button("Raise level") { levelBinding.wrappedValue += 1 }
        }
    }
}

#Preview {
    LevelView()
}
