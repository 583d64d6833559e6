// Demonstrates: the iOS 18 `#Preview { @Previewable @State var value = … ; ControlView(value: $value) }` for a view taking a `@Binding`, `#Preview("Dark", traits: .sizeThatFitsLayout)`, a reusable `RatingControl` with `@Binding var rating: Int` and a `maximum` default, `Image(systemName:)` switching on comparison, `.accessibilityValue`, and `.onTapGesture` per star.
// Source: Apple documentation sample (the Previewable macro's documentation example adapted to a rating control, found through a search for Previewable State var Preview binding traits sizeThatFitsLayout); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct RatingControl: View {
    @Binding var rating: Int
    var maximum = 5
    var onColor: Color = .yellow

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .foregroundStyle(star <= rating ? onColor : .gray)
                    .onTapGesture {
                        rating = star == rating ? 0 : star
                    }
            }
            Button("−") { rating = max(0, rating - 1) }
            Button("+") { rating = min(maximum, rating + 1) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) of \(maximum)")
    }
}

struct ReviewForm: View {
    @Binding var rating: Int
    @Binding var comment: String

    var body: some View {
        Form {
            RatingControl(rating: $rating)
            TextField("Comment", text: $comment)
            Text(rating >= 4 ? "Glad you liked it!" : "Thanks for the feedback")
        }
    }
}

#Preview {
    @Previewable @State var rating = 3
    RatingControl(rating: $rating)
}

#Preview("Form", traits: .sizeThatFitsLayout) {
    @Previewable @State var rating = 5
    @Previewable @State var comment = ""
    ReviewForm(rating: $rating, comment: $comment)
}
