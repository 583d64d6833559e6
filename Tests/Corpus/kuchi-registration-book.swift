// Demonstrates: a book's registration screen: keyboard notifications observed with #selector, a custom LabelStyle, ModifiedContent(content:modifier:), PropertyListEncoder into UserDefaults.
// Source: book (a SwiftUI book's sample project); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'UIResponder'
// In the style of a book's sample project: a registration screen with a keyboard-aware form.

import SwiftUI
import Combine

final class UserManager: ObservableObject {
  @Published var profile: Profile = Profile()
  @Published var settings: Settings = Settings()
  @Published var isRegistered: Bool

  init() {
    isRegistered = false
  }

  init(name: String) {
    isRegistered = name.isEmpty == false
    self.profile.name = name
  }

  func setRegistered() {
    isRegistered = profile.name.isEmpty == false
  }

  func persistProfile() {
    if settings.rememberUser {
      UserDefaults.standard.set(try? PropertyListEncoder().encode(profile), forKey: "user-profile")
    }
  }

  func load() {
    if let data = UserDefaults.standard.value(forKey: "user-profile") as? Data {
      guard let profile = try? PropertyListDecoder().decode(Profile.self, from: data) else { return }
      self.profile = profile
    }
    setRegistered()
  }

  func isUserNameValid() -> Bool {
    return profile.name.count >= 3
  }
}

struct Profile: Codable {
  var name: String = ""
}

struct Settings {
  var rememberUser: Bool = false
}

final class KeyboardFollower: ObservableObject {
  @Published var keyboardHeight: CGFloat = 0
  @Published var isVisible = false

  init() {
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                           name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                           name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc private func keyboardWillShow(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
          let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    isVisible = true
    keyboardHeight = frame.height
  }

  @objc private func keyboardWillHide(_ notification: Notification) {
    isVisible = false
    keyboardHeight = 0
  }
}

struct WelcomeMessageView: View {
  var body: some View {
    Label {
      VStack(alignment: .leading) {
        Text("Welcome to")
          .font(.headline)
          .bold()
        Text("Kuchi")
          .font(.largeTitle)
          .bold()
      }
      .foregroundColor(.red)
      .lineLimit(2)
      .multilineTextAlignment(.leading)
      .padding(.horizontal)
    } icon: {
      Image(systemName: "table")
        .resizable()
        .frame(width: 30, height: 30)
        .background(Color(white: 0.9))
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
    .labelStyle(HorizontallyAlignedLabelStyle())
  }
}

struct HorizontallyAlignedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .center) {
      configuration.icon
      configuration.title
    }
  }
}

struct BorderedViewModifier: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
      .background(Color.white)
      .overlay(
        RoundedRectangle(cornerRadius: 8)
          .stroke(lineWidth: 2)
          .foregroundColor(.blue)
      )
      .shadow(color: Color.gray.opacity(0.4), radius: 3, x: 1, y: 2)
  }
}

extension View {
  func bordered() -> some View {
    ModifiedContent(content: self, modifier: BorderedViewModifier())
  }
}

struct RegisterView: View {
  enum Field: Hashable { case name }
  @EnvironmentObject var userManager: UserManager
  @FocusState var focusedField: Field?

  var body: some View {
    VStack {
      Spacer()
      WelcomeMessageView()
      TextField("Type your name...", text: $userManager.profile.name)
        .focused($focusedField, equals: .name)
        .submitLabel(.done)
        .onSubmit(registerUser)
        .bordered()
      HStack {
        Spacer()
        Text("\(userManager.profile.name.count)")
          .font(.caption)
          .foregroundColor(userManager.isUserNameValid() ? .green : .red)
          .padding(.trailing)
      }
      .padding(.bottom)
      HStack {
        Spacer()
        Toggle(isOn: $userManager.settings.rememberUser) {
          Text("Remember me")
            .font(.subheadline)
            .foregroundColor(.gray)
        }
        .fixedSize()
      }
      Button(action: registerUser) {
        HStack {
          Image(systemName: "checkmark")
            .resizable()
            .frame(width: 16, height: 16, alignment: .center)
          Text("OK")
            .font(.body)
            .bold()
        }
      }
      .bordered()
      .disabled(!userManager.isUserNameValid())
      Spacer()
    }
    .padding()
    .background(WelcomeBackgroundImage())
    .onAppear { focusedField = .name }
  }

  func registerUser() {
    focusedField = nil
    if userManager.settings.rememberUser {
      userManager.persistProfile()
    } else {
      userManager.clear()
    }
    userManager.setRegistered()
  }
}

extension UserManager {
  func clear() {
    UserDefaults.standard.removeObject(forKey: "user-profile")
  }
}

struct WelcomeBackgroundImage: View {
  var body: some View {
    Image("welcome-background")
      .resizable()
      .aspectRatio(1 / 1, contentMode: .fill)
      .edgesIgnoringSafeArea(.all)
      .saturation(0.5)
      .blur(radius: 5)
      .opacity(0.08)
  }
}

struct RegisterView_Previews: PreviewProvider {
  static let user = UserManager(name: "Ray")

  static var previews: some View {
    RegisterView()
      .environmentObject(user)
  }
}
