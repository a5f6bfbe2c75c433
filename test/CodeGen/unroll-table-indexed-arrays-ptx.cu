// A loop that indexes a local array through a table of constants
// (keccak's rho-pi step, `st[keccakf_piln[i]]`), inside a loop (the 24
// rounds) whose accesses to the array are all at constant offsets once the
// loops inside it are unrolled: it is unrolled fully, so that LICM keeps
// the array's elements in registers across the rounds, though a later loop
// indexes the array by data and it stays in memory there
// (llvm/.../UnrollPreferences.h). xmrig-cuda's KawPow
// `ethash_calculate_dag_item`: 140 registers where nvcc's takes 80; 76
// now. LLVM's own threshold leaves the 24-step loop rolled (peeled once),
// and each round then loads and stores the state in local memory.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null \
// RUN:   -Rpass-analysis=scale-unroll-preferences 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

typedef unsigned long long u64;
typedef unsigned int u32;

union State {
  u64 lanes[25];
  u32 words[50];
};

__device__ __forceinline__ u64 rotl(u64 x, u32 n) {
  return (x << n) | (x >> (64 - n));
}

__device__ __forceinline__ void round(u64 st[25], u64 constant) {
  const u32 rotc[24] = {1,  3,  6,  10, 15, 21, 28, 36, 45, 55, 2,  14,
                        27, 41, 56, 8,  25, 43, 62, 18, 39, 61, 20, 44};
  const u32 piln[24] = {10, 7,  11, 17, 18, 3, 5,  16, 8,  21, 24, 4,
                        15, 23, 19, 13, 12, 2, 20, 14, 22, 9,  6,  1};
  u64 t, bc[5];
  for (int i = 0; i < 5; i++)
    bc[i] = st[i] ^ st[i + 5] ^ st[i + 10] ^ st[i + 15] ^ st[i + 20];
  for (int i = 0; i < 5; i++) {
    t = bc[(i + 4) % 5] ^ rotl(bc[(i + 1) % 5], 1);
    for (int j = 0; j < 25; j += 5)
      st[j + i] ^= t;
  }
// REMARK: unroll-table-indexed-arrays-ptx.cu:[[@LINE+2]]:3: remark: loop indexes a local array: unrolled fully ({{[0-9]+}} instructions) so that its elements can stay in registers
  t = st[1];
  for (int i = 0; i < 24; i++) {
    u32 j = piln[i];
    bc[0] = st[j];
    st[j] = rotl(t, rotc[i]);
    t = bc[0];
  }
  for (int j = 0; j < 25; j += 5) {
    for (int i = 0; i < 5; i++)
      bc[i] = st[j + i];
    for (int i = 0; i < 5; i++)
      st[j + i] ^= (~bc[(i + 1) % 5]) & bc[(i + 2) % 5];
  }
  st[0] ^= constant;
}

__constant__ u64 round_constants[24];

// The rounds loop reads and writes the state in registers: no local
// access between its header and its back edge.
// CHECK-LABEL: .entry _Z4hashPyPKyi(
// CHECK: [[ROUNDS:\$L__BB0_[0-9]+]]:
// CHECK-NOT: {{ld|st}}.local
// CHECK: @%p{{[0-9]+}} bra [[ROUNDS]];
// UPSTREAM-LABEL: .entry _Z4hashPyPKyi(
// UPSTREAM: [[ROUNDS:\$L__BB0_[0-9]+]]:
// UPSTREAM: ld.local
// UPSTREAM: bra{{(.uni)?}} [[ROUNDS]];
__global__ void hash(u64 *out, const u64 *in, int n) {
  State state;
  for (int i = 0; i < 25; i++)
    state.lanes[i] = in[i];
  for (int r = 0; r < 24; r++)
    round(state.lanes, round_constants[r]);
  // Indexed by data: the array stays in local memory here.
  u32 mix = 0;
  for (int i = 0; i < n; i++)
    mix ^= state.words[(mix + i) % 50];
  out[threadIdx.x] = mix;
}
