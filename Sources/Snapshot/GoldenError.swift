/// Problems with the golden store, one line each.
public enum GoldenError: Error, Equatable, CustomStringConvertible {
  /// `PICKERSHOT_RECORD` or `--record` named no mode.
  case badRecordMode(String)
  /// A sidecar JSON next to a golden cannot be read.
  case badSidecar(String)
  /// No package root with a `goldens` folder above a test file.
  case noPackageRoot(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .badRecordMode(let text):
      "unknown record mode '\(text)' (use never, missing, failed or all)"
    case .badSidecar(let path): "cannot read golden sidecar \(path): not a PickerShot sidecar"
    case .noPackageRoot(let path): "no Package.swift with a goldens folder above \(path)"
    }
  }
}
