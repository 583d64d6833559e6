// Demonstrates: a view model capturing [weak self] in a stored completion closure and in a Task, deinit printing, an optional chained call on a weak reference, a sheet owning the model via @StateObject so it is freed on dismiss.
import SwiftUI

final class ImageLoader {
    var onFinish: ((String) -> Void)?

    func load(name: String) {
        Task {
            try? await Task.sleep(for: .milliseconds(200))
            onFinish?("\(name).png")
        }
    }
}

final class GalleryViewModel: ObservableObject {
    @Published var loaded: [String] = []
    private let loader = ImageLoader()

    init() {
        print("GalleryViewModel init")
        loader.onFinish = { [weak self] file in
            self?.loaded.append(file)
        }
    }

    deinit {
        print("GalleryViewModel deinit")
    }

    func loadAll() {
        for name in ["cat", "dog"] {
            loader.load(name: name)
        }
    }
}

struct GalleryView: View {
    @StateObject private var model = GalleryViewModel()

    var body: some View {
        VStack {
            ForEach(model.loaded, id: \.self) { Text($0) }
            Button("Load") { model.loadAll() }
        }
    }
}

struct GalleryHost: View {
    @State private var showsGallery = false

    var body: some View {
        Button("Open gallery") { showsGallery = true }
            .sheet(isPresented: $showsGallery) {
                GalleryView()
            }
    }
}

#Preview {
    GalleryHost()
}
