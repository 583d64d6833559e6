/// The one-line reasons a reply gives on its created/reused records for view-owned storage,
/// in SwiftUI's vocabulary (no "thunk", no "install"): why an object exists or was kept.
enum WrapperNote {
    /// `@StateObject(wrappedValue:)` takes an `@autoclosure`; SwiftUI evaluates it once, when
    /// the view's identity first appears in the tree.
    static let stateObjectInitialValue = "@StateObject's initial value, evaluated once when the view was installed"
    /// A later view value of the same identity: its autoclosure is dropped unevaluated and the
    /// storage keeps the object made the first time.
    static let stateObjectKept = "@StateObject keeps its object; the new view value's initial value was not evaluated"
    /// The `@State` macro's deferred initial value: evaluated once, like `@StateObject`'s.
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`: SwiftUI makes the delegate once, for the app.
    static let applicationDelegate = "@UIApplicationDelegateAdaptor's delegate, made once when the app launched"
    static let stateInitialValue = "@State's initial value, evaluated once when the view was installed"
}
