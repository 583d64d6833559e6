// Demonstrates: #if in declarations, statements, view builders and postfix modifiers (iOS simulator debug build).
import SwiftUI

#if os(iOS)
let platformName = "iOS"
#elseif os(macOS)
let platformName = "macOS"
#else
let platformName = "other"
#endif

struct DebugBanner: View {
    var body: some View {
        #if DEBUG
        Text("Debug build on \(platformName)")
        #else
        EmptyView()
        #endif
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            DebugBanner()
            Text("Count \(count)")
                #if os(iOS)
                .padding()
                #endif
            Button("Add") {
                count += 1
                #if DEBUG
                print("count is now \(count)")
                #endif
            }
        }
    }
}

#if DEBUG
#Preview {
    ContentView()
}
#endif
