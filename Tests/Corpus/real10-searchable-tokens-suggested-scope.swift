// Demonstrates: a blog's companion app for search tokens and scopes: `enum MealSearchToken: String, Hashable, CaseIterable, Identifiable` with `func icon() -> String`, a view model with `@Published var selectedTokens = [MealSearchToken]()` and `@Published var suggestedTokens = MealSearchToken.allCases`, a computed `filteredMeals` that switches on an enum scope with a payload (`case category(MealCategory)`) and loops the tokens, `.searchable(text:tokens:suggestedTokens:token:)` with a `Label` styled by the app's own `encapsulate(color:foregroundColor:)` modifier, `.searchScopes($viewModel.scope) { … .tag(MealSearchScope.category(category)) }`, `.listRowSeparator(.hidden, edges: .all)`, a `DataService` loading sample meals, and `localizedCaseInsensitiveContains`.
// Source: blog companion (a SwiftUI teaching blog's search example app, its tokens-and-scope view; repository gahntpo/SearchExampleApp studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum MealCategory: String, CaseIterable, Hashable {
    case breakfast, lunch, dinner
}

struct Meal: Identifiable {
    let id = UUID()
    let name: String
    let category: MealCategory
    let rating: Int
    let tags: [String]

    func containsTag(_ tag: String) -> Bool {
        tags.contains { $0.caseInsensitiveCompare(tag) == .orderedSame }
    }
}

struct DataService {
    func loadMealsFromDataStorage() -> [Meal] {
        [
            Meal(name: "Pancakes", category: .breakfast, rating: 5, tags: ["On sale"]),
            Meal(name: "Omelette", category: .breakfast, rating: 3, tags: ["To go"]),
            Meal(name: "Ramen", category: .lunch, rating: 4, tags: ["coupon", "To go"]),
            Meal(name: "Caesar Salad", category: .lunch, rating: 2, tags: []),
            Meal(name: "Lasagna", category: .dinner, rating: 5, tags: ["On sale", "coupon"]),
        ]
    }
}

enum MealSearchToken: String, Hashable, CaseIterable, Identifiable {
    case fourStarReview = "4+ star review"
    case onSale = "On sale"
    case toGo = "To go"
    case coupon = "coupon"

    var id: String { rawValue }

    func icon() -> String {
        switch self {
            case .fourStarReview:
               return "star"
            case .onSale:
               return "paperplane"
            case .toGo:
               return "figure.walk"
            case .coupon:
               return "tag"
        }
    }
}

enum MealSearchScope: Hashable {
    case all
    case category(MealCategory)
}

class MealTokenListViewModel: ObservableObject {
    @Published var meals = [Meal]()
    @Published var searchText: String = ""

    @Published var selectedTokens = [MealSearchToken]()
    @Published var suggestedTokens = MealSearchToken.allCases

    @Published var mealSearchScope: MealSearchScope = .all

    var filteredMeals: [Meal] {
        var meals = self.meals

        switch mealSearchScope {
            case .all: break
            case .category(let category):
                meals = meals.filter { $0.category == category }
        }

        if searchText.count > 0 {
            meals = meals.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }

        for token in selectedTokens {
            switch token {
                case .fourStarReview:
                    meals = meals.filter({ $0.rating >= 4 })
                case .onSale, .coupon, .toGo:
                    meals = meals.filter({ $0.containsTag(token.rawValue) })
            }
        }
        return meals
    }

    private let service = DataService()

    init() {
        meals = service.loadMealsFromDataStorage()
    }
}

struct EncapsulateModifier: ViewModifier {
    let color: Color
    let foregroundColor: Color

    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .foregroundColor(foregroundColor)
            .background(Capsule().fill(color))
    }
}

extension View {
    func encapsulate(color: Color, foregroundColor: Color) -> some View {
        modifier(EncapsulateModifier(color: color, foregroundColor: foregroundColor))
    }
}

struct MealCardView: View {
    let meal: Meal

    var body: some View {
        VStack(alignment: .leading) {
            Text(meal.name)
                .font(.headline)
            HStack {
                Text(String(repeating: "★", count: meal.rating))
                ForEach(meal.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption)
                        .encapsulate(color: .gray.opacity(0.2), foregroundColor: .primary)
                }
            }
        }
    }
}

struct SearchTokenMealListView: View {

    @StateObject var viewModel = MealTokenListViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.filteredMeals) { meal in
                   MealCardView(meal: meal)
                }
                .listRowSeparator(.hidden, edges: .all)
            }
            .listStyle(.plain)
            .navigationTitle("Find Your Next Meal")

            .searchable(text: $viewModel.searchText,
                        tokens: $viewModel.selectedTokens,
                        suggestedTokens: $viewModel.suggestedTokens,
                        token: { token in
                Label(token.rawValue, systemImage: token.icon())
                    .encapsulate(color: Color.cyan,
                                 foregroundColor: .white)
            })
            .searchScopes($viewModel.mealSearchScope) {
                Text("All").tag(MealSearchScope.all)
                ForEach(MealCategory.allCases, id: \.self) { category in
                    Text(category.rawValue.capitalized).tag(MealSearchScope.category(category))
                }
            }
            .toolbar {
                Button("4+ stars") {
                    viewModel.selectedTokens = [.fourStarReview]
                }
                Button("Dinner") {
                    viewModel.mealSearchScope = .category(.dinner)
                }
            }
        }
    }
}

struct SearchTokenMealListView_Previews: PreviewProvider {
    static var previews: some View {
        SearchTokenMealListView()
    }
}
