internal import CCairo
import Raster

/// Collects the bytes a Cairo stream surface writes.
final class VectorSink {
  /// Everything written so far.
  var bytes: [UInt8] = []

  /// Cairo's write callback: `closure` is an unretained `VectorSink`. Room to grow is first
  /// taken and given back through ``CheckedBuffer``: where the memory is not there, Cairo is told
  /// `CAIRO_STATUS_NO_MEMORY` (``OutOfMemory``, exit 71) rather than the array trapping.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue()
    let needed = sink.bytes.count + Int(length)
    if needed > sink.bytes.capacity {
      let capacity = max(needed, 2 * sink.bytes.capacity)
      guard (try? CheckedBuffer(bytes: capacity)) != nil else { return CAIRO_STATUS_NO_MEMORY }
      sink.bytes.reserveCapacity(capacity)
    }
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }
}
