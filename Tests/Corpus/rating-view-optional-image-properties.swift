// Demonstrates: a reusable rating control with defaulted stored properties (including Image and Image?), a helper returning Image from an if/else expression, Button labels built from that helper, and a parent Form that binds two ratings and an emoji for each score.
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
            if label.isEmpty == false {
                Text(label)
            }

            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundStyle(number > rating ? offColor : onColor)
                }
                .accessibilityLabel("\(number) star\(number == 1 ? "" : "s")")
            }
        }
        .buttonStyle(.plain)
    }

    func image(for number: Int) -> Image {
        if number > rating {
            offImage ?? onImage
        } else {
            onImage
        }
    }
}

struct EmojiRatingView: View {
    let rating: Int

    var body: some View {
        switch rating {
        case 1:
            Text("😴")
        case 2:
            Text("🙁")
        case 3:
            Text("😐")
        case 4:
            Text("🙂")
        default:
            Text("🤩")
        }
    }
}

struct ReviewForm: View {
    @State private var plot = 3
    @State private var acting = 4
    @State private var review = ""

    private var average: Double {
        Double(plot + acting) / 2
    }

    var body: some View {
        Form {
            Section("Scores") {
                RatingView(rating: $plot, label: "Plot")
                RatingView(rating: $acting, label: "Acting", maximumRating: 3,
                           offImage: Image(systemName: "star"), onColor: .orange)
            }
            Section("Summary") {
                HStack {
                    EmojiRatingView(rating: Int(average.rounded()))
                    Text("Average \(average, format: .number.precision(.fractionLength(1)))")
                }
                TextField("Write a review", text: $review, axis: .vertical)
            }
            Button("Submit") {
                print("plot \(plot), acting \(acting), average \(average)")
            }
            .disabled(review.isEmpty && average < 3)
        }
    }
}

#Preview {
    ReviewForm()
}
