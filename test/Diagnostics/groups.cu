// Our rule violations are warnings that are errors by default, in groups under
// -Wscale-addrspace: -Wno-error=GROUP makes them warnings, -Wno-GROUP silences
// them, `#pragma clang diagnostic` controls them by region, and the message
// names its group. Sema's conversion errors stay errors.
// RUN: %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only -Xclang -verify=all,def,conv %s
// RUN: %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only -Wno-error=scale-addrspace-host-access -Xclang -verify=all,warn,conv,other %s
// RUN: %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only -Wno-error=scale-addrspace -Xclang -verify=all,warn,conv,otherwarn %s
// RUN: %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only -Wno-scale-addrspace-host-access -Xclang -verify=all,conv,other %s
// RUN: %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only -Wno-scale-addrspace -Xclang -verify=all,conv %s
// RUN: not %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not %scale_cxx -fsyntax-only %hermetic_cuda --cuda-host-only -Wno-scale-addrspace-host-acess %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// Without the extension the groups are unknown, as to clang++-22.
// RUN: %scale_cxx -fsyntax-only -x c++ -Wno-scale-addrspace /dev/null 2>&1 | FileCheck %s --check-prefix=OFF

// FLAG: error: cannot write an object of type '__device float' in a host function: the __device address space is not accessible in host code [-Wscale-addrspace-host-access]
// FLAG: error: cannot initialize a variable of type 'float *' with an rvalue of type '__device float *'
// FLAG-NOT: -Wscale-addrspace
// FLAG: error: cannot cast from '__device float *' to '__shared float *' in a host function: no cast converts the __device address space to the __shared address space [-Wscale-addrspace-cast]
// UNKNOWN: warning: unknown warning option '-Wno-scale-addrspace-host-acess'; did you mean '-Wno-scale-addrspace-host-access'?
// OFF: warning: unknown warning option '-Wno-scale-addrspace'

__device__ float Global;

void write() {
  Global = 1.0f; // def-error {{cannot write an object of type '__device float' in a host function}} \
                 // warn-warning {{cannot write an object of type '__device float' in a host function}}
}

void convert() {
  float *P = &Global; // conv-error {{cannot initialize a variable of type 'float *' with an rvalue of type '__device float *'}} \
                      // conv-note {{the __device address space does not convert implicitly to generic in a host function}}
}

void cast(__device float *D) {
  (void)(__shared float *)D; // def-error {{no cast converts the __device address space to the __shared address space}} \
                             // other-error {{no cast converts the __device address space to the __shared address space}} \
                             // otherwarn-warning {{no cast converts the __device address space to the __shared address space}}
}

#if !__has_warning("-Wscale-addrspace-host-access") || !__has_warning("-Wscale-addrspace")
#error the groups are known while the extension is on
#endif

// Pragmas override the command line for a region; a later pragma enables
// the group again whatever the command line said.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wscale-addrspace-host-access"
void ignoredHere() { Global = 2.0f; }
#pragma clang diagnostic warning "-Wscale-addrspace"
void warnedHere() {
  Global = 3.0f; // all-warning {{cannot write}}
}
#pragma clang diagnostic pop
