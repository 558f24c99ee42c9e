import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How many cores this process may use, asked of the system once per process.
///
/// The same answer as Foundation's `activeProcessorCount`: the CPUs in this process's affinity
/// mask, fewer when a cgroup CPU quota allows fewer (rounded up). On Linux it is read here from
/// `/proc/self/status` and at most two small cgroup files, because `ProcessInfo` costs about 0.3 ms
/// of a cold `render` (its set-up and Foundation's file reading) for this one number. Batch
/// commands, the banded raster and the PNG encoder all size their threads by it.
public enum ProcessorCount {
  /// The cores available to this process, at least 1.
  public static let active: Int = {
    #if canImport(Glibc)
      // The affinity mask as the kernel lists it (`sched_getaffinity` is not in Swift's Glibc).
      let listed = text(of: "/proc/self/status").flatMap(allowedCPUs(inStatus:))
      let affinity = listed ?? sysconf(Int32(_SC_NPROCESSORS_ONLN))
      return cores(
        affinity: affinity,
        cgroupV2: text(of: "/sys/fs/cgroup/cpu.max").map(firstLine),
        cgroupV1Quota: text(of: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us").map(firstLine),
        cgroupV1Period: text(of: "/sys/fs/cgroup/cpu/cpu.cfs_period_us").map(firstLine))
    #else
      return max(1, ProcessInfo.processInfo.activeProcessorCount)
    #endif
  }()

  /// The cores a process may use, from its affinity count and its cgroup's CPU quota files'
  /// first lines (`nil`: no such file): cgroup v2's `cpu.max` (`max 100000`, or `150000 100000`
  /// for one and a half CPUs), else v1's `cpu.cfs_quota_us` (`-1`: none) over
  /// `cpu.cfs_period_us`. A quota allows `quota / period` CPUs, rounded up; anything unreadable
  /// is no quota. At least 1.
  static func cores(
    affinity: Int, cgroupV2: String?, cgroupV1Quota: String?, cgroupV1Period: String?
  ) -> Int {
    var limit = max(1, affinity)
    var quota: Int?
    var period: Int?
    if let line = cgroupV2 {
      let parts = line.split(separator: " ")
      if parts.count == 2 {
        quota = Int(parts[0])
        period = Int(parts[1])
      }
    } else if let line = cgroupV1Quota {
      quota = Int(line)
      period = cgroupV1Period.flatMap { Int($0) }
    }
    if let quota, let period, quota > 0, period > 0 {
      limit = min(limit, (quota + period - 1) / period)
    }
    return max(1, limit)
  }

  /// How many CPUs the `Cpus_allowed_list:` line of a `/proc/<pid>/status` text names
  /// (`0-1`, `0,2-5,7`); `nil` without such a line or when it does not parse.
  static func allowedCPUs(inStatus status: String) -> Int? {
    // Bytes, not Foundation's trimming: this runs in every process before its first image.
    let key = Array("Cpus_allowed_list:".utf8)
    for line in status.utf8.split(separator: UInt8(ascii: "\n")) where line.starts(with: key) {
      var count = 0
      for range in line.dropFirst(key.count).split(separator: UInt8(ascii: ",")) {
        let bounds = range.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
          .map(number)
        switch bounds.count {
        case 1:
          guard bounds[0] != nil else { return nil }
          count += 1
        case 2:
          guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
          count += high - low + 1
        default: return nil
        }
      }
      return count > 0 ? count : nil
    }
    return nil
  }

  /// The decimal number `digits` spell, blanks around it allowed; `nil` for anything else.
  private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
    var value: Int?
    var ended = false
    for byte in digits {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        if value != nil { ended = true }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard !ended, (value ?? 0) < 1_000_000 else { return nil }
        value = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
      default: return nil
      }
    }
    return value
  }

  /// `text` up to its first newline.
  private static func firstLine(_ text: String) -> String {
    String(text.prefix { $0 != "\n" })
  }

  /// A small text file (at most 16 KiB); `nil` when it cannot be read.
  private static func text(of path: String) -> String? {
    guard let bytes = try? BinaryFile.read(atPath: path, maxBytes: 16_384), !bytes.isEmpty
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
