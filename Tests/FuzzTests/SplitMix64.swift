/// A small seeded pseudo-random generator (SplitMix64), so a fuzz case is reproducible from its
/// seed and index on every machine. Never `SystemRandomNumberGenerator`.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that starts from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The generator of case `index` in the run seeded with `seed`: independent of every other
  /// case, so one case can be replayed alone.
  init(seed: UInt64, index: Int) {
    var mixer = SplitMix64(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
