@preconcurrency import CLibEdit

// NB: the interactive line editor arrives with the next issue. This file exists so that the
// CLibEdit system-library wiring (pkg-config, headers, `-ledit`) is compiled and linked now.

/// Facts about the libedit library the shell is linked against.
enum LibEdit {
    /// The readline-compatible library version libedit reports, e.g. `EditLine wrapper`.
    static var libraryVersion: String {
        guard let version = rl_library_version else { return "unknown" }
        return String(cString: version)
    }
}
