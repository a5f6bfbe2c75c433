// Sema's unsequenced-operations and integer-overflow analyses report only
// warnings, and Clang drops those in system headers: with the extension on,
// full-expressions in system headers skip them (SystemHeaderHooks.cpp).
// What is reported must not change: the program's own warnings stay, the
// header's appear with -Wsystem-headers (even where a pragma made one an
// error), and the implicit-conversion checks, which can report errors, still
// run there.
//
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=USER --implicit-check-not=warning_analyses.h
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 -fno-scale-addrspaces %s 2>&1 | FileCheck %s --check-prefix=USER --implicit-check-not=warning_analyses.h
//
// USER-DAG: system-header-warning-analyses.cu:[[@LINE+20]]:{{[0-9]+}}: warning: multiple unsequenced modifications to 'i' [-Wunsequenced]
// USER-DAG: system-header-warning-analyses.cu:[[@LINE+21]]:{{[0-9]+}}: warning: overflow in expression; result is -2 with type 'int' [-Winteger-overflow]
//
// With -Wsystem-headers, the header's warnings (and the pragma's error) in
// its functions, the instantiation and the initializers outside functions,
// as upstream reports them:
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -Wsystem-headers %s 2>&1 | FileCheck %s --check-prefix=SYS
// RUN: not %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -Wsystem-headers -fno-scale-addrspaces %s 2>&1 | FileCheck %s --check-prefix=SYS
//
// SYS-DAG: warning_analyses.h:7:{{[0-9]+}}: warning: multiple unsequenced modifications to 'i' [-Wunsequenced]
// SYS-DAG: warning_analyses.h:11:{{[0-9]+}}: warning: overflow in expression; result is -2'147'483'648 with type 'int' [-Winteger-overflow]
// SYS-DAG: warning_analyses.h:16:{{[0-9]+}}: error: overflow in expression; result is -2 with type 'int' [-Werror,-Winteger-overflow]
// SYS-DAG: warning_analyses.h:21:{{[0-9]+}}: warning: multiple unsequenced modifications to 'i' [-Wunsequenced]
// SYS-DAG: warning_analyses.h:22:{{[0-9]+}}: warning: overflow in expression; result is 2'147'483'645 with type 'int' [-Winteger-overflow]
// SYS-DAG: warning_analyses.h:38:{{[0-9]+}}: warning: overflow in expression; result is -2'147'483'647 with type 'int' [-Winteger-overflow]
// SYS-DAG: warning_analyses.h:40:{{[0-9]+}}: warning: overflow in expression; result is -2'147'483'646 with type 'int' [-Winteger-overflow]

#include <warning_analyses.h>

__device__ int user(int i) {
  i = i++ + i++;
  return sys_unsequenced_template(i) + sys_unsequenced(i) + sys_overflow() +
         sys_overflow_as_error() + 2147483647 * 2;
}
