// nvcc's 16-byte atomicCAS and atomicExch (crt/sm_90_rt.h), for any
// 16-byte, 16-byte-aligned, trivially copyable type, in the three scopes:
// the b128 atom instructions nvcc emits; other types keep Clang's
// overloads; ptxas accepts the instructions.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -c %s -o %t/k.o
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-nvcc-compat %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: no matching function for call to 'atomicCAS'

struct alignas(16) Pair {
  long long First, Second;
};

// CHECK-LABEL: .entry cas_int128(
// CHECK: atom.cas.b128
extern "C" __global__ void cas_int128(__int128 *p) {
  p[1] = atomicCAS(p, (__int128)1, (__int128)2);
}

// CHECK-LABEL: .entry exch_block_u128(
// CHECK: atom.cta.exch.b128
extern "C" __global__ void exch_block_u128(unsigned __int128 *p) {
  p[1] = atomicExch_block(p, (unsigned __int128)3);
}

// CHECK-LABEL: .entry cas_system_struct(
// CHECK: atom.sys.cas.b128
extern "C" __global__ void cas_system_struct(Pair *p) {
  p[1] = atomicCAS_system(p, Pair{1, 2}, Pair{3, 4});
}

// A 4-byte type is not theirs.
// CHECK-LABEL: .entry cas_int(
// CHECK-NOT: b128
// CHECK: cas.b32
extern "C" __global__ void cas_int(int *p) { p[1] = atomicCAS(p, 1, 2); }
