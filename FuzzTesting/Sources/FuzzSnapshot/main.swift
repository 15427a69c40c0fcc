import CFuzzDriver
import StemmaInvariants

/// libFuzzer's callback: one input a call. A broken invariant traps, so libFuzzer saves the
/// input as a crash and the run fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  if let violation = SnapshotInvariants.check(bytes: bytes).first {
    fatalError("invariant broken: \(violation)")
  }
  return 0
}

/// The process entry point SwiftPM links as `main` (see CFuzzDriver.h).
@_cdecl("FuzzSnapshot_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv) { fuzzOne($0, $1) }
}
