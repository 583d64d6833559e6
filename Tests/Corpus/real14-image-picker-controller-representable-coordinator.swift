// Demonstrates: a profile screen presenting `UIImagePickerController` through `UIViewControllerRepresentable`, a `Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate` with `imagePickerController(_:didFinishPickingMediaWithInfo:)` and `imagePickerControllerDidCancel`, `@Environment(\.presentationMode)` dismissed from the coordinator, an optional `UIImage` shown with `Image(uiImage:)`, and `.sheet(isPresented:onDismiss:)`.
// Source: blog post (an image picker in SwiftUI tutorial from the iOS 14 era, found through a search for UIImagePickerController UIViewControllerRepresentable Coordinator didFinishPickingMediaWithInfo presentationMode); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    var sourceType: UIImagePickerController.SourceType = .photoLibrary
    @Environment(\.presentationMode) private var presentationMode

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.sourceType = sourceType
        picker.allowsEditing = false
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: ImagePicker

        init(_ parent: ImagePicker) {
            self.parent = parent
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            if let uiImage = info[.originalImage] as? UIImage {
                parent.image = uiImage
            }
            parent.presentationMode.wrappedValue.dismiss()
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            parent.presentationMode.wrappedValue.dismiss()
        }
    }
}

class ProfileViewModel: ObservableObject {
    @Published var name = "Jamie"
    @Published var bio = "Likes hiking and SwiftUI"
    @Published var avatar: UIImage?
    @Published var changeCount = 0

    func avatarChanged() {
        changeCount += 1
        print("avatar changed \(changeCount) time(s), has image: \(avatar != nil)")
    }
}

struct AvatarView: View {
    let image: UIImage?

    var body: some View {
        Group {
            if let image = image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            } else {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .foregroundColor(.gray)
            }
        }
        .frame(width: 120, height: 120)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.white, lineWidth: 4))
        .shadow(radius: 6)
    }
}

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()
    @State private var showingPicker = false
    @State private var useCamera = false

    var body: some View {
        NavigationView {
            Form {
                Section {
                    HStack {
                        Spacer()
                        AvatarView(image: viewModel.avatar)
                        Spacer()
                    }
                    Button("Choose Photo") {
                        useCamera = false
                        showingPicker = true
                    }
                    Button("Take Photo") {
                        useCamera = true
                        showingPicker = true
                    }
                    .disabled(!UIImagePickerController.isSourceTypeAvailable(.camera))
                }
                Section(header: Text("About")) {
                    TextField("Name", text: $viewModel.name)
                    TextField("Bio", text: $viewModel.bio)
                }
            }
            .navigationBarTitle("Profile")
            .sheet(isPresented: $showingPicker, onDismiss: viewModel.avatarChanged) {
                ImagePicker(image: $viewModel.avatar, sourceType: useCamera ? .camera : .photoLibrary)
            }
        }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
    }
}
