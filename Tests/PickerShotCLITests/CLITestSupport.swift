import Foundation
import PickerShotCLI

/// Runs the CLI in-process and keeps what it printed.
struct CLIRun {
  let status: Int32
  let out: String
  let err: String

  init(_ arguments: String...) {
    self.init(arguments)
  }

  /// Runs `arguments`; `interactive` makes the terminal claim stderr is a terminal (for the
  /// progress line), `escapes: false` that escape sequences are not allowed (`NO_COLOR`).
  init(_ arguments: [String], interactive: Bool = false, escapes: Bool = true) {
    final class Box: @unchecked Sendable {
      var out = ""
      var err = ""
    }
    let box = Box()
    let terminal = Terminal(
      out: { box.out += $0 }, err: { box.err += $0 }, interactive: interactive,
      escapes: escapes)
    status = PickerShotCommand.run(arguments, terminal: terminal)
    out = box.out
    err = box.err
  }
}

/// A fresh empty folder under the system temp directory.
func temporaryFolder() -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("pickershot-tests-\(UUID().uuidString)").path
  try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
