// Demonstrates: a reusable rating control — @Binding Int, ForEach over 1...maximum, onTapGesture on images, optional label and custom images with default values, used in a review form with .constant previews.
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5
    var offImage: Image?
    var onImage = Image(systemName: "star.fill")
    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            if !label.isEmpty {
                Text(label)
            }
            ForEach(1...maximumRating, id: \.self) { number in
                image(for: number)
                    .foregroundColor(number > rating ? offColor : onColor)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
    }

    private func image(for number: Int) -> Image {
        if number > rating {
            return offImage ?? onImage
        } else {
            return onImage
        }
    }
}

struct Review {
    var title = ""
    var rating = 3
    var body = ""
}

struct ReviewFormView: View {
    @State private var review = Review()
    @State private var submitted: [String] = []

    var body: some View {
        Form {
            Section("Your review") {
                TextField("Title", text: $review.title)
                RatingView(rating: $review.rating, label: "Rating")
                TextEditor(text: $review.body)
                    .frame(height: 80)
            }
            Section {
                Button("Five stars") { review.rating = 5 }
                Button("Submit") {
                    submitted.append("\(review.title.isEmpty ? "Untitled" : review.title): \(String(repeating: "★", count: review.rating))")
                    review = Review()
                }
            }
            if !submitted.isEmpty {
                Section("Submitted") {
                    ForEach(submitted, id: \.self, content: Text.init)
                }
            }
        }
    }
}

#Preview("Form") {
    ReviewFormView()
}

#Preview("Rating only") {
    RatingView(rating: .constant(4))
}
