// Host variables that device compilation makes __constant__ for their
// constant initializer (const or constexpr at namespace scope, static data
// members) are in the device module only when device code uses them, as
// under nvcc: a .cu file's `extern const` table for the host alone (HeCBench
// sobol: 816 KB, over ptxas's 64 KB of constant data) is not device code.
// Those that device code reads are emitted and read from constant memory.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=@host_ --implicit-check-not=Limits
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=@host_ --implicit-check-not=Limits
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=PTX --implicit-check-not=host_ --implicit-check-not=Limits
// With -fgpu-rdc another module's device code may name an external one
// (`extern const int[]` there is promoted too), so all are emitted, as they
// are by upstream Clang (the extension off).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -fgpu-rdc -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefixes=IR,KEEP
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -fno-scale-addrspaces -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefixes=IR,KEEP
// The host module keeps every host variable.
// RUN: %scale_cxx %hermetic_cuda --cuda-host-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=HOST

#include "cuda.h"

struct primitive {
  unsigned degree;
  unsigned m[4];
};

// The host's table, declared as sobol declares it.
extern const struct primitive host_table[];
const struct primitive host_table[] = {{0, {}}, {1, {1}}, {2, {1, 3}}};

// Read by the kernel below: emitted, in constant memory.
extern const struct primitive device_table[];
const struct primitive device_table[] = {{3, {1, 3, 5}}, {4, {1, 3, 5, 7}}};
extern const int used_by_device[] = {11, 13, 17};

// Host only, of each kind that is promoted.
extern const int host_scalar = 5;
extern constexpr int host_constexpr[] = {1, 2, 3};
struct Limits {
  static const int table[3];
};
const int Limits::table[3] = {7, 8, 9};

// What device code names, wherever declared, is written as before.
__device__ int explicit_device_table[] = {21, 22};
__constant__ int explicit_constant_table[] = {31, 32};

__global__ void kernel(unsigned *out, int i) {
  out[i] = device_table[i].m[i] + used_by_device[i] +
           explicit_constant_table[i];
}

int host_sum(int i) {
  return host_table[i].m[0] + host_scalar + host_constexpr[i] +
         Limits::table[i];
}

// IR-DAG: @device_table = {{.*}}addrspace(4){{.*}}constant
// IR-DAG: @used_by_device = {{.*}}addrspace(4){{.*}}constant
// IR-DAG: @explicit_device_table = {{.*}}addrspace(1)
// IR-DAG: @explicit_constant_table = {{.*}}addrspace(4)
// KEEP-DAG: @host_table = {{.*}}addrspace(4)
// KEEP-DAG: @host_scalar = {{.*}}addrspace(4)
// KEEP-DAG: @_ZN6Limits5tableE = {{.*}}addrspace(4)

// PTX-DAG: .const .align 4 .b8 device_table[40]
// PTX-DAG: .const .align 4 .b8 used_by_device[12]
// PTX-DAG: ld.const

// HOST-DAG: @host_table = {{.*}}constant
// HOST-DAG: @host_scalar = {{.*}}constant
// HOST-DAG: @_ZN6Limits5tableE = {{.*}}constant
