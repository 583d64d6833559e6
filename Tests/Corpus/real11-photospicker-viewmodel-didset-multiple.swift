// Demonstrates: photo selection moved into a view model as a concurrency course teaches it: `@MainActor final class PhotoPickerViewModel: ObservableObject` with `@Published var imageSelection: PhotosPickerItem? = nil { didSet { setImage(from: imageSelection) } }` and an array twin `imageSelections: [PhotosPickerItem]`, `private func setImage(from:)` starting a `Task` with `try await selection.loadTransferable(type: Data.self)`, `@Published private(set) var selectedImages: [UIImage]`, and `PhotosPicker(selection: $viewModel.imageSelections, maxSelectionCount: 5, matching: .images)` with a horizontal strip of the results.
// Source: public app code (a "SwiftConcurrencyBootcamp" photo picker view model, found through a search for PhotosPickerItem didSet); written for Vivarium in that style, not copied.
// First paste: failed at load: generic struct 'ForEach' requires that 'UIImage' conform to 'Hashable'
import SwiftUI
import PhotosUI

@MainActor
final class PhotoPickerViewModel: ObservableObject {
    @Published private(set) var selectedImage: UIImage? = nil
    @Published var imageSelection: PhotosPickerItem? = nil {
        didSet {
            setImage(from: imageSelection)
        }
    }

    @Published private(set) var selectedImages: [UIImage] = []
    @Published var imageSelections: [PhotosPickerItem] = [] {
        didSet {
            setImages(from: imageSelections)
        }
    }

    private func setImage(from selection: PhotosPickerItem?) {
        guard let selection else { return }

        Task {
            do {
                let data = try await selection.loadTransferable(type: Data.self)
                guard let data, let uiImage = UIImage(data: data) else {
                    throw URLError(.badServerResponse)
                }
                selectedImage = uiImage
            } catch {
                print(error)
            }
        }
    }

    private func setImages(from selections: [PhotosPickerItem]) {
        Task {
            var images: [UIImage] = []
            for selection in selections {
                if let data = try? await selection.loadTransferable(type: Data.self) {
                    if let uiImage = UIImage(data: data) {
                        images.append(uiImage)
                    }
                }
            }
            selectedImages = images
        }
    }
}

struct PhotoPickerBootcamp: View {
    @StateObject private var viewModel = PhotoPickerViewModel()

    var body: some View {
        VStack(spacing: 40) {
            Text("Hello, World!")

            if let image = viewModel.selectedImage {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 200, height: 200)
                    .cornerRadius(10)
            }

            PhotosPicker(selection: $viewModel.imageSelection, matching: .images) {
                Text("Open the photo picker!")
                    .foregroundColor(.red)
            }

            if !viewModel.selectedImages.isEmpty {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(viewModel.selectedImages, id: \.self) { image in
                            Image(uiImage: image)
                                .resizable()
                                .scaledToFill()
                                .frame(width: 50, height: 50)
                                .cornerRadius(10)
                        }
                    }
                }
            }

            PhotosPicker(selection: $viewModel.imageSelections, maxSelectionCount: 5, matching: .images) {
                Text("Open the photos picker!")
                    .foregroundColor(.red)
            }
        }
    }
}

#Preview {
    PhotoPickerBootcamp()
}
