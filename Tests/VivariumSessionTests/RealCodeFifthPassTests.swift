import Testing
@testable import VivariumSession

/// Public SwiftUI code that failed or answered wrongly as pasted (the fifth real-code discovery
/// pass): `if let _ = error`, the CoreGraphics geometry types' printed form and equality,
/// `UIActivityIndicatorView.color`, `CircularProgressViewStyle(tint:)` with a color of the
/// program's own, a representable's context type spelled out, Combine's `subscribe(on:)`,
/// `UnevenRoundedRectangle(cornerRadii: .init(…))`, and a row closure's number given to
/// `Text(_:)`, which swiftc refuses.
@Suite struct RealCodeFifthPassTests: PastedCodeOutputs {
    @Test func aWildcardOptionalBindingTestsForAValueAndBindsNothing() {
        #expect(output("""
            let failure: String? = "timed out"
            let missing: Int? = nil
            if let _ = failure { print("failed") }
            if let _ = missing { print("value") } else { print("no value") }
            func check(_ code: Int?) {
                guard let _ = code else { print("no code"); return }
                print("code")
            }
            check(nil)
            check(404)
            """) == ["failed", "no value", "no code", "code"])
    }

    @Test func geometryValuesPrintAsCoreGraphicsDescribesThem() {
        #expect(output("""
            import SwiftUI
            let corner = CGPoint(x: 1, y: 2.5)
            print(corner)
            print("at \\(corner.debugDescription)")
            print(CGSize(width: 3, height: 4))
            print(CGRect(x: 1, y: 2, width: 3, height: 4))
            print([corner])
            print(corner == CGPoint(x: 1, y: 2.5), CGSize.zero == CGSize(width: 0, height: 1))
            """) == ["(1.0, 2.5)", "at (1.0, 2.5)", "(3.0, 4.0)", "(1.0, 2.0, 3.0, 4.0)", "[(1.0, 2.5)]", "true false"])
    }

    @Test func aGeometryReadersSizeAndFramePrintAsCoreGraphicsValues() {
        let session = Session()
        _ = output(session, """
            struct Measure: View {
                var body: some View {
                    GeometryReader { proxy in
                        Text("\\(proxy.size)")
                            .onAppear {
                                print(proxy.frame(in: .local))
                                print(proxy.frame(in: .global).origin)
                            }
                    }
                }
            }
            """)
        let reply = session.execute("mount Measure()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.tree?.all.contains { $0.type == "Text" && $0.label == #""(393.0, 759.0)""# } == true)
        #expect(reply.output == ["(0.0, 0.0, 393.0, 759.0)", "(0.0, 59.0)"])
    }

    @Test func onChangeOfAPointLoadsBecauseCGPointIsEquatable() {
        let session = Session()
        _ = output(session, """
            struct Tracker: View {
                @State private var position: CGPoint = .zero
                var body: some View {
                    Button("Move") { position = CGPoint(x: 10, y: 0) }
                        .onChange(of: position) { oldValue, newValue in print(oldValue, newValue) }
                }
            }
            """)
        _ = output(session, "mount Tracker()")
        #expect(output(session, #"tap "Move""#) == ["(0.0, 0.0) (10.0, 0.0)"])
    }

    @Test func anActivityIndicatorsColorAndATintedCircularStyleLoad() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            import UIKit
            extension Color {
                static let brand = Color("brand")
            }
            struct Spinner: UIViewRepresentable {
                func makeUIView(context: Context) -> UIActivityIndicatorView {
                    let view = UIActivityIndicatorView(style: .large)
                    view.color = UIColor.red
                    view.startAnimating()
                    return view
                }
                func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
            }
            struct Loading: View {
                var body: some View {
                    ProgressView()
                        .progressViewStyle(CircularProgressViewStyle(tint: .brand))
                }
            }
            """)
        #expect(session.execute("mount Loading()").ok)
    }

    @Test func aRepresentablesContextTypeSpelledOutLoads() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            import UIKit
            struct Wrapped: UIViewControllerRepresentable {
                func makeUIViewController(context: UIViewControllerRepresentableContext<Wrapped>) -> UIViewController {
                    print("made")
                    return UIViewController()
                }
                func updateUIViewController(_ uiViewController: UIViewController, context: UIViewControllerRepresentableContext<Wrapped>) {}
            }
            """)
        let reply = session.execute("mount Wrapped()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["made"])
    }

    @Test func subscribeOnSubscribesOnTheSchedulerAndNotAfterACancel() {
        let session = Session()
        #expect(output(session, """
            import Combine
            import Foundation
            var bag = Set<AnyCancellable>()
            [1, 2].publisher
                .subscribe(on: DispatchQueue.global(qos: .background))
                .receive(on: DispatchQueue.main)
                .sink { print("got", $0) }
                .store(in: &bag)
            print("subscribed")
            let early = Just(9).subscribe(on: DispatchQueue.main).sink { print("never", $0) }
            early.cancel()
            """) == ["subscribed", "got 1", "got 2"])
    }

    @Test func anUnevenRoundedRectanglesCornerRadiiTakeAnImplicitInitializer() {
        let session = Session()
        let loaded = session.execute("""
            struct Ticket: View {
                @State private var flipped = false
                var body: some View {
                    VStack {
                        UnevenRoundedRectangle(cornerRadii: .init(topLeading: flipped ? 8 : 40, bottomTrailing: 40), style: .continuous)
                        UnevenRoundedRectangle(topLeadingRadius: 12)
                        Button("Flip") { flipped.toggle() }
                    }
                }
            }
            """)
        #expect(loaded.ok, "\(loaded.error?.message ?? "")")
        let mounted = session.execute("mount Ticket()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.filter { $0.type == "UnevenRoundedRectangle" }.count == 2)
        #expect(session.execute(#"tap "Flip""#).ok)
    }

    @Test func aNumberARowClosureGivesToTextIsRefusedAsSwiftcRefusesIt() {
        let reply = Session().execute("""
            struct Hours: View {
                let hours = [0, 1, 2]
                var body: some View {
                    ForEach(hours, id: \\.self) {
                        Text($0)
                    }
                }
            }
            """)
        #expect(reply.error?.message.contains("5:13: error: initializer 'init(_:)' requires that 'Int' conform to 'StringProtocol'") == true,
                "\(reply.error?.message ?? "")")
        // A string row, and a number interpolated, are what `Text` takes.
        let fine = Session().execute("""
            struct Names: View {
                let names = ["ann", "bob"]
                let hours = [0, 1]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in Text(name.capitalized) }
                        ForEach(hours, id: \\.self) { Text("\\($0) h") }
                    }
                }
            }
            """)
        #expect(fine.ok, "\(fine.error?.message ?? "")")
    }
}
