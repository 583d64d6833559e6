// Demonstrates: GeometryReader exposing the container size; a layout that depends on proxy.size.
import SwiftUI

struct SizeReadout: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("Width \(Int(proxy.size.width))")
                Text("Height \(Int(proxy.size.height))")
                if proxy.size.width > proxy.size.height {
                    Text("Landscape")
                } else {
                    Text("Portrait")
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

struct ContentView: View {
    @State private var showReadout = true

    var body: some View {
        VStack {
            if showReadout {
                SizeReadout()
                    .onAppear { print("readout appeared") }
                    .onDisappear { print("readout disappeared") }
            }
            Button("Toggle readout") { showReadout.toggle() }
        }
    }
}
