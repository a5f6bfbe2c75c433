//===- SanitizerDefaults.cpp - Runtime options of the sanitized build -----===//
//
// Linked only with -DSCALE_SANITIZE=ON. cc1 frees nothing at exit on purpose
// (-disable-free), so leak checking would fail every compilation; every
// other finding stops the compiler with a stack trace and a non-zero exit,
// which the lit suite and the fuzzer see as a failure.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "detect_leaks=0:abort_on_error=0:exitcode=86";
}

extern "C" const char *__ubsan_default_options() {
  return "print_stacktrace=1:halt_on_error=1:exitcode=87";
}
