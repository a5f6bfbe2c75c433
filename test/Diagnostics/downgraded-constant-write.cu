// A downgraded or silenced -Wscale-addrspace-constant-write compiles, at
// every -O level, to PTX and AMDGPU, into what clang++-22 (no rules) makes
// of the same source. The write is reported once, by Sema: the device
// pipeline's own report of writes to constant memory (the IR still stores
// to it at -O0) leaves out the writes that were in the constant space
// before the optimiser ran, the ones Sema saw (its reports of writes it
// could not see, in the group too, are in CodeGen/constant-atomics.cu).
//
// The rule is an error by default, in Sema and in every mode, once.
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O0 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O2 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: error: cannot modify an object of type '__constant float' in a device function: __constant memory is read-only{{.*}} [-Wscale-addrspace-constant-write]
// ERROR: 1 error generated
//
// Downgraded: one warning, and PTX as clang++-22's. At -O0 the store goes
// through the generic address of the variable.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o %t.ptx -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: FileCheck %s --check-prefix=PTX-O0 < %t.ptx
// RUN: %clang22 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o %t.upstream.ptx
// RUN: FileCheck %s --check-prefix=PTX-O0 < %t.upstream.ptx
// WARN: warning: cannot modify an object of type '__constant float' in a device function: __constant memory is read-only{{.*}} [-Wscale-addrspace-constant-write]
// WARN: 1 warning generated
// PTX-O0: cvta.const.u64 [[GENERIC:%rd[0-9]+]],
// PTX-O0: st.b32 [[[GENERIC]]],
//
// At -O2 the variable is a constant global to LLVM: the optimiser drops the
// store, upstream's and ours alike.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o %t.o2.ptx -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: FileCheck %s --check-prefix=PTX-O2 < %t.o2.ptx
// RUN: %clang22 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o %t.upstream.o2.ptx
// RUN: FileCheck %s --check-prefix=PTX-O2 < %t.upstream.o2.ptx
// PTX-O2-LABEL: .entry _Z5halvev
// PTX-O2-NOT: st.
// PTX-O2: ret;
//
// AMDGPU: a flat store at -O0, none at -O2, as upstream.
// RUN: %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O0 -S %s -o %t.s -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: FileCheck %s --check-prefix=GCN-O0 < %t.s
// RUN: %clang22 -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O0 -S %s -o %t.upstream.s
// RUN: FileCheck %s --check-prefix=GCN-O0 < %t.upstream.s
// GCN-O0: flat_store_dword
// RUN: %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O2 -S %s -o %t.o2.s -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// The optimised pipelines in between, and the IR mode, likewise once.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O1 -S %s -o /dev/null -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O3 -S %s -o /dev/null -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O1 -S %s -o /dev/null -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S -emit-llvm %s -o /dev/null -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
// RUN: FileCheck %s --check-prefix=GCN-O2 < %t.o2.s
// GCN-O2-LABEL: _Z5halvev:
// GCN-O2-NOT: store
// GCN-O2: s_endpgm
//
// Silenced, on the command line or by a pragma around the kernel: no
// diagnostic at all, in both modes.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o - -Wno-scale-addrspace 2>&1 | FileCheck %s --check-prefix=SILENT
// RUN: %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O0 -S %s -o - -Wno-scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=SILENT
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o - -DPRAGMA 2>&1 | FileCheck %s --check-prefix=SILENT
// RUN: %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O0 -S %s -o - -DPRAGMA 2>&1 | FileCheck %s --check-prefix=SILENT
// Under -Werror the group's own -Wno-error= and -Wno- still decide, for the
// device pipeline's report too: a whole compilation (host and device) to an
// object.
// Both sides check the kernel's body, each once; the device pipeline adds
// nothing.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -O0 -c %s -o %t.werror.o -Werror -Wno-error=scale-addrspace-constant-write 2>&1 | FileCheck %s --check-prefix=WHOLE --implicit-check-not=warning: --implicit-check-not=error:
// WHOLE: warning: cannot modify an object of type '__constant float' in a device function: __constant memory is read-only{{.*}} [-Wscale-addrspace-constant-write]
// WHOLE: 1 warning generated when compiling for sm_90
// WHOLE: warning: cannot modify an object of type '__constant float' in a device function: __constant memory is read-only{{.*}} [-Wscale-addrspace-constant-write]
// WHOLE: 1 warning generated when compiling for host
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -O0 -c %s -o %t.werror-silent.o -Werror -Wno-scale-addrspace 2>&1 | count 0
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -O0 -c %s -o %t.werror-error.o -Werror 2>&1 | FileCheck %s --check-prefix=ERROR
// SILENT-NOT: warning:
// SILENT-NOT: error:
// SILENT: _Z5halvev

__constant__ float scale;

#ifdef PRAGMA
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wscale-addrspace-constant-write"
#endif
__global__ void halve() { scale *= 0.5f; }
#ifdef PRAGMA
#pragma clang diagnostic pop
#endif
