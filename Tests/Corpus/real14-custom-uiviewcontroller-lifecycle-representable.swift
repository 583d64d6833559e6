// Demonstrates: a legacy UIKit screen embedded in SwiftUI: a `UIViewController` subclass building a `UILabel` and a `UIButton` in `viewDidLoad` with `addTarget(_:action:for:)` and an `@objc` method, logging `viewWillAppear`/`viewDidDisappear`, a delegate protocol back to SwiftUI through a `Coordinator`, `UIViewControllerRepresentable` with `updateUIViewController` pushing a value in, and `dismantleUIViewController(_:coordinator:)`; the parent toggles the embedded screen on and off.
// Source: vendor migration guide (adopting SwiftUI incrementally in a UIKit app, found through a search for UIViewControllerRepresentable viewDidLoad addTarget objc delegate Coordinator dismantleUIViewController); written for Vivarium in that style, not copied.
// First paste: failed at load: type 'NSLayoutConstraint' has no member 'activate'
import SwiftUI
import UIKit

protocol CounterControllerDelegate: AnyObject {
    func counterController(_ controller: CounterViewController, didChange value: Int)
}

final class CounterViewController: UIViewController {
    weak var delegate: CounterControllerDelegate?
    var step = 1 {
        didSet { label.text = "Step \(step) · Count \(count)" }
    }
    private var count = 0
    private let label = UILabel()
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.textAlignment = .center
        label.text = "Step \(step) · Count \(count)"
        button.setTitle("Increment", for: .normal)
        button.addTarget(self, action: #selector(incrementTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        print("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("viewWillAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("viewDidDisappear")
    }

    @objc private func incrementTapped() {
        count += step
        label.text = "Step \(step) · Count \(count)"
        delegate?.counterController(self, didChange: count)
    }

    deinit {
        print("CounterViewController deinit")
    }
}

struct CounterScreen: UIViewControllerRepresentable {
    var step: Int
    @Binding var lastValue: Int

    func makeUIViewController(context: Context) -> CounterViewController {
        let controller = CounterViewController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: CounterViewController, context: Context) {
        if controller.step != step {
            controller.step = step
        }
    }

    static func dismantleUIViewController(_ controller: CounterViewController, coordinator: Coordinator) {
        controller.delegate = nil
        print("dismantled")
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(lastValue: $lastValue)
    }

    final class Coordinator: NSObject, CounterControllerDelegate {
        var lastValue: Binding<Int>

        init(lastValue: Binding<Int>) {
            self.lastValue = lastValue
        }

        func counterController(_ controller: CounterViewController, didChange value: Int) {
            lastValue.wrappedValue = value
        }
    }
}

struct HostView: View {
    @State private var step = 1
    @State private var lastValue = 0
    @State private var showLegacy = true

    var body: some View {
        VStack(spacing: 16) {
            Text("SwiftUI sees: \(lastValue)")
                .font(.headline)
            Stepper("Step \(step)", value: $step, in: 1...5)
            Toggle("Show UIKit screen", isOn: $showLegacy)
            if showLegacy {
                CounterScreen(step: step, lastValue: $lastValue)
                    .frame(height: 200)
                    .border(Color.gray)
            }
        }
        .padding()
    }
}

struct HostView_Previews: PreviewProvider {
    static var previews: some View {
        HostView()
    }
}
