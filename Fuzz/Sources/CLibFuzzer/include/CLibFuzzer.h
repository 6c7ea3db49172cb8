// libFuzzer's entry for programs that have their own main (LLVM's documented
// LLVMFuzzerRunDriver, https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library).
// Swift executables built by SwiftPM have their own main, so the harnesses call it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
