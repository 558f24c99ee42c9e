import Foundation

/// Each checked image's fingerprint by sidecar path, written by the engine's workers and read
/// once they are done (``SnapshotEngine/Options/refreshFingerprints``).
final class FingerprintLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var fingerprints: [String: [String: String]] = [:]

  /// Keeps `fingerprint` for the sidecar at `path`.
  func set(_ fingerprint: [String: String], for path: String) {
    lock.withLock { fingerprints[path] = fingerprint }
  }

  /// The fingerprint kept for `path`, if any.
  func get(_ path: String) -> [String: String]? {
    lock.withLock { fingerprints[path] }
  }

  /// Forgets every fingerprint (a new run starts).
  func removeAll() {
    lock.withLock { fingerprints.removeAll() }
  }
}
