#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables a command reads, each with `getenv`.
///
/// `ProcessInfo.processInfo.environment` builds a dictionary of every variable on each call;
/// a one-scene `verify` asked it four times (record mode, font cache folder, CI metadata) for
/// about 0.2 ms of its start.
public enum Environment {
  /// The variables `names` that are set, by name.
  public static func variables(_ names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { found[name] = String(cString: value) }
    }
    return found
  }
}
