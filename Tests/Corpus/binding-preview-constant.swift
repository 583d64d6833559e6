// Demonstrates: a @Binding child previewed with .constant(...) in a PreviewProvider, and driven by a parent's @State.
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { star in
                Button(star <= rating ? "★\(star)" : "☆\(star)") {
                    rating = star
                }
            }
        }
    }
}

struct ReviewForm: View {
    @State private var rating = 3

    var body: some View {
        VStack {
            RatingView(rating: $rating)
            Text("You rated \(rating) of 5")
        }
    }
}

struct RatingView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RatingView(rating: .constant(4))
            ReviewForm()
        }
    }
}
