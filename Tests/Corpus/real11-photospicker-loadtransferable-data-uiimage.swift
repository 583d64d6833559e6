// Demonstrates: the PhotosPicker pattern most apps use: `@State private var selectedItem: PhotosPickerItem? = nil`, `@State private var selectedImageData: Data? = nil`, `PhotosPicker(selection: $selectedItem, matching: .images, photoLibrary: .shared()) { Text(…) }`, `.onChange(of: selectedItem) { newItem in Task { if let data = try? await newItem?.loadTransferable(type: Data.self) { selectedImageData = data } } }`, `if let selectedImageData, let uiImage = UIImage(data: selectedImageData)` showing `Image(uiImage:)`, and a remove button.
// Source: public app code (a SwiftUI basics repository's PhotosUI page, found through a search for loadTransferable); written for Vivarium in that style, not copied.
// First paste: failed at mount: type 'Any' has no member 'shared'
import SwiftUI
import PhotosUI

struct PhotosUIView: View {
    @State private var selectedItem: PhotosPickerItem? = nil
    @State private var selectedImageData: Data? = nil

    var body: some View {
        VStack(spacing: 20) {
            if let selectedImageData,
               let uiImage = UIImage(data: selectedImageData) {
                Image(uiImage: uiImage)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 250, height: 250)
            } else {
                Image(systemName: "photo")
                    .font(.system(size: 80))
                    .foregroundColor(.gray)
            }

            PhotosPicker(
                selection: $selectedItem,
                matching: .images,
                photoLibrary: .shared()
            ) {
                Text("Select a photo")
            }
            .onChange(of: selectedItem) { newItem in
                Task {
                    if let data = try? await newItem?.loadTransferable(type: Data.self) {
                        selectedImageData = data
                    }
                }
            }

            if selectedImageData != nil {
                Button("Remove", role: .destructive) {
                    selectedItem = nil
                    selectedImageData = nil
                }
            }
        }
    }
}

struct PhotosUIView_Previews: PreviewProvider {
    static var previews: some View {
        PhotosUIView()
    }
}
