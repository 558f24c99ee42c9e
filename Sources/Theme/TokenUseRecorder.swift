import Foundation

/// Notes which slots a theme was asked for (``Theme/recording(into:)``); safe to share between
/// threads.
public final class TokenUseRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var used: Set<TokenSlot> = []

  /// An empty recorder.
  public init() {}

  /// Notes one look-up.
  func note(_ slot: TokenSlot) {
    lock.lock()
    used.insert(slot)
    lock.unlock()
  }

  /// Every slot looked up so far.
  public var slots: Set<TokenSlot> {
    lock.lock()
    defer { lock.unlock() }
    return used
  }
}
