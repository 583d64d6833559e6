// Demonstrates: a view init that customizes UIKit appearance proxies before SwiftUI builds the screen — UINavigationBar.appearance() title attributes, UITableView.appearance().backgroundColor, UISegmentedControl.appearance() colors — plus a List inside a NavigationView.
import SwiftUI

struct ThemedListView: View {
    @State private var filter = 0
    let fruits = ["Apple", "Banana", "Cherry", "Date"]

    init() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        print("appearance configured")
    }

    var filtered: [String] {
        filter == 0 ? fruits : fruits.filter { $0.count <= 5 }
    }

    var body: some View {
        NavigationView {
            VStack {
                Picker("Filter", selection: $filter) {
                    Text("All").tag(0)
                    Text("Short").tag(1)
                }
                .pickerStyle(SegmentedPickerStyle())
                .padding(.horizontal)

                List(filtered, id: \.self) { fruit in
                    Text(fruit)
                }
            }
            .navigationTitle("Fruits")
        }
        .onChange(of: filter) { value in
            print("filter \(value): \(filtered)")
        }
    }
}

struct ThemedListView_Previews: PreviewProvider {
    static var previews: some View {
        ThemedListView()
    }
}
