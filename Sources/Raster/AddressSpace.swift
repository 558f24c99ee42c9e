import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How much more memory the process may map under its address-space limit (`ulimit -v`,
/// `RLIMIT_AS`): the limit less what is mapped now. A render compares it with what it will need
/// (``OutOfMemory`` before the first allocation, rather than a failure half-way).
public enum AddressSpace {
  /// The bytes left under `RLIMIT_AS`, less a reserve for the allocator, the libraries and the
  /// threads; `nil` when there is no limit (or it cannot be read).
  public static func available() -> Int? {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
      let mapped = mappedBytes()
    else { return nil }
    let cap = Int(clamping: limit.rlim_cur)
    return max(0, cap - mapped - reserve)
  }

  /// What the process keeps free for everything but its image buffers: 8 MiB.
  public static let reserve = 8 << 20

  /// The bytes mapped now (`/proc/self/statm`'s first field, in pages).
  static func mappedBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").first.flatMap({ Int($0) })
    else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
