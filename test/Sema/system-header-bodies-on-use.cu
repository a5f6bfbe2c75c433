// The body checker's errors in functions of foreign system headers are
// deferred: reported only for a function emitted on the side being compiled,
// with "called by" notes. Their bodies are checked at the end of the
// translation unit, after the last instantiation, and only if the function
// is referenced or emitted for itself: what is reported must be what
// checking every body as it is finished reported. Calls, constructors and
// destructors of locals, lambdas, templates instantiated by a kernel, a
// __host__ __device__ template; a non-inline function is reported without a
// use; a function referenced only by an unused one is not.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=dev %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-host-only -DUNUSED -Xclang -verify=unused-host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -DUNUSED -Xclang -verify=unused-dev %s
// And in the modes that generate code: the error stops the compilation.
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=DEV
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck %s --check-prefix=HOST
// unused-dev-no-diagnostics

#include <postponed_bodies.h>

// unused-host-error@postponed_bodies.h:15 {{cannot read an object of type '__device int' in a host function: the __device address space is not accessible in host code}}
// host-error@postponed_bodies.h:15 {{cannot read an object of type '__device int' in a host function}}

#ifndef UNUSED
// host-error@postponed_bodies.h:11 {{cannot read an object of type '__device int' in a host function}}
// host-error@postponed_bodies.h:17 {{cannot read an object of type '__device int' in a host function}}
// host-error@postponed_bodies.h:18 {{cannot read an object of type '__device int' in a host function}}
// host-note@postponed_bodies.h:18 {{called by 'hostUse'}}
// host-error@postponed_bodies.h:20 {{cannot read an object of type '__device int' in a host function}}
void hostUse() {
  host_peek(); // host-note {{called by 'hostUse'}}
  HostGuard guard; // host-note {{called by 'hostUse'}}
  auto lambda = host_lambda();
  lambda(); // host-note {{called by 'hostUse'}}
}

// dev-error@postponed_bodies.h:24 {{cannot read an object of type '__flat int' in a device function: the __flat address space is not accessible anywhere without a cast}}
// dev-error@postponed_bodies.h:27 {{cannot read an object of type '__flat int' in a device function}}
// dev-error@postponed_bodies.h:28 {{cannot read an object of type '__flat int' in a device function}}
// dev-note@postponed_bodies.h:28 {{called by 'kernel'}}
// dev-error@postponed_bodies.h:30 {{cannot read an object of type '__flat int' in a device function}}
__global__ void kernel(__flat int *f) {
  flat_read(f); // dev-note {{called by 'kernel'}}
  FlatGuard<__flat int> guard(f); // dev-note {{called by 'kernel'}}
  hd_read(f); // dev-note {{called by 'kernel'}}
}
#endif

// DEV: postponed_bodies.h:24:{{[0-9]+}}: error: cannot read an object of type '__flat int'
// DEV: errors generated when compiling for sm_90
// HOST: postponed_bodies.h:15:{{[0-9]+}}: error: cannot read an object of type '__device int'
// HOST: errors generated when compiling for host
