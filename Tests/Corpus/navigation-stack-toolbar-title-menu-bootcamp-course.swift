// Demonstrates: a video course's lesson files: NavigationStack(path:) pushed several screens at once, value links over strings and a range, an init that prints, toolbar items in the navigation bar's corners, a title menu, a resizable sheet whose detent a child binds, frame alignment animated per value.
// Source: course (a video bootcamp's lesson repository, one file a lesson); written for Vivarium in that style, not copied.
// First paste: ran
//
//  NavigationBootcamp.swift
//  SwiftUIBootcamp
//
//  Created by a student following the course on 6/2/24.
//

import SwiftUI

struct NavigationBootcamp: View {

    let fruits = ["Apple", "Orange", "Banana"]

    @State private var stackPath: [String] = []
    @State private var showSheet: Bool = false
    @State private var detent: PresentationDetent = .medium

    var body: some View {
        NavigationStack(path: $stackPath) {
            ScrollView {
                VStack(spacing: 40) {

                    Button("Super segue!") {
                        stackPath.append(contentsOf: [
                            "Coconut", "Watermelon", "Mango"
                        ])
                    }

                    Button("Open sheet") {
                        showSheet.toggle()
                    }

                    ForEach(fruits, id: \.self) { fruit in
                        NavigationLink(value: fruit) {
                            Text(fruit)
                        }
                    }

                    ForEach(0..<4) { x in
                        NavigationLink(value: x) {
                            Text("Click me: \(x)")
                        }
                    }
                }
            }
            .navigationTitle("Nav Bootcamp")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Image(systemName: "heart.fill")
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Image(systemName: "gear")
                }
            }
            .toolbarTitleMenu {
                Button("Screen 1") {
                    stackPath.append("Screen 1")
                }
                Button("Screen 2") {
                    stackPath.append("Screen 2")
                }
            }
            .navigationDestination(for: Int.self) { value in
                MySecondScreen(value: value)
            }
            .navigationDestination(for: String.self) { value in
                Text("ANOTHER SCREEN: \(value)")
            }
            .sheet(isPresented: $showSheet) {
                DetentPickerView(detent: $detent)
            }
        }
    }
}

struct MySecondScreen: View {

    let value: Int

    init(value: Int) {
        self.value = value
        print("INIT SCREEN: \(value)")
    }

    var body: some View {
        Text("Screen \(value)")
    }
}

struct DetentPickerView: View {

    @Binding var detent: PresentationDetent
    @State private var moveLeft: Bool = false
    @State private var moveUp: Bool = false

    var body: some View {
        ZStack {
            Color.red.ignoresSafeArea()

            VStack(spacing: 20) {
                Button("20%") { detent = .fraction(0.2) }
                Button("MEDIUM") { detent = .medium }
                Button("600 PX") { detent = .height(600) }
                Button("LARGE") { detent = .large }

                Button("Slide") { moveLeft.toggle() }
                Button("Lift") { moveUp.toggle() }

                ZStack {
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .frame(maxWidth: .infinity, alignment: moveLeft ? .leading : .trailing)
                        .background(Color.green)
                        .frame(maxHeight: .infinity, alignment: moveUp ? .top : .bottom)
                        .background(Color.orange)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .animation(.spring(), value: moveLeft)
                .animation(.linear(duration: 5), value: moveUp)
            }
        }
        .presentationDetents([.fraction(0.2), .medium, .height(600), .large], selection: $detent)
        .presentationDragIndicator(.hidden)
    }
}

struct NavigationBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        NavigationBootcamp()
    }
}
