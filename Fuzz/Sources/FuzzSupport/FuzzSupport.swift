import CLibFuzzer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's callback: one input, its bytes and size; returns 0.
package typealias FuzzInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// Runs libFuzzer with the program's arguments on `input`, and exits with libFuzzer's status
/// (0 when nothing was found, non-zero on a crash, timeout, leak or out-of-memory).
///
/// Each harness also exports `input` as `LLVMFuzzerTestOneInput`, so whichever `main` the
/// linker keeps (SwiftPM's, which calls this, or libFuzzer's own) runs the same harness.
package func runFuzzer(_ input: FuzzInput) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, input))
}

/// The input's bytes.
package func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeRawBufferPointer {
  UnsafeRawBufferPointer(start: data, count: size)
}

/// The input as text; invalid UTF-8 becomes U+FFFD, as a lenient file read would.
package func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
  String(decoding: bytes(data, size), as: UTF8.self)
}
