// Demonstrates: onAppear/onDisappear order when an if/else swaps two branches.
//
//  LifeCycleDemo.swift
//  SwiftUI-Lifecycle
//
//  Created on 2023/4/2.
//

import SwiftUI

struct BranchView: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .onAppear { print("\(title) onAppear") }
            .onDisappear { print("\(title) onDisappear") }
    }
}

struct IfElseLifecycleDemo: View {
    @State private var showFirst = true

    var body: some View {
        VStack {
            if showFirst {
                BranchView(title: "First")
            } else {
                BranchView(title: "Second")
            }
            Button("Switch branch") {
                showFirst.toggle()
            }
        }
        .onAppear { print("container onAppear") }
    }
}

#if DEBUG
struct IfElseLifecycleDemo_Previews: PreviewProvider {
    static var previews: some View {
        IfElseLifecycleDemo()
    }
}
#endif
