internal import CCairo

/// Collects the bytes a Cairo stream surface writes.
final class VectorSink {
  /// Everything written so far.
  var bytes: [UInt8] = []

  /// Cairo's write callback: `closure` is an unretained `VectorSink`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }
}
