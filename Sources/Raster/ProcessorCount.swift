import Foundation

/// How many cores this process may use, asked of the system once per process.
///
/// Foundation's `activeProcessorCount` honours the CPU affinity mask and a cgroup CPU quota, and
/// reads the cgroup files again on every call; batch commands, the banded raster and the PNG
/// encoder all size their threads by it, so it is read once here.
public enum ProcessorCount {
  /// The cores available to this process, at least 1.
  public static let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
