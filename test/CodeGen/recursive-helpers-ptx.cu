// Recursive device functions called with a kernel's local variables: the
// recursive calls pass on a parameter (`mem`) and the address of the
// callee's own local variable (`&left`), so a function specialised one call
// at a time keeps them generic; specialised once for the whole recursion
// (docs/addrspace-passes.md, "Recursive functions"), every access is
// ld.local/st.local, even with no clone budget: the specialisation replaces
// the original. HeCBench logic-rewrite (sopFactorRec, minatoIsopRec).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   -mllvm -scale-addrspace-clone-growth-min=0 -mllvm -scale-addrspace-clone-growth-percent=0 | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   -fno-scale-addrspace-opt | FileCheck %s --check-prefix=OFF

struct Cover {
  int count;
  unsigned *cubes;
};

struct Arena {
  int size;
  unsigned words[64];
};

// CHECK-LABEL: .func {{.*}}factor
// CHECK-NOT: {{(ld|st)(\.volatile)?\.(b|u|s)(8|16|32|64)}}
// CHECK: ld.local
// CHECK-NOT: {{(ld|st)(\.volatile)?\.(b|u|s)(8|16|32|64)}}
// CHECK: ret;
// OFF-LABEL: .func {{.*}}factor
// OFF: {{(ld|st)\.(b|u|s)(32|64)}}
__device__ __noinline__ int factor(const Cover *cover, Arena *arena, int depth) {
  if (depth == 0 || cover->count < 2)
    return cover->count + int(arena->words[cover->count & 63]);
  Cover left, right;
  left.count = cover->count / 2;
  right.count = cover->count - left.count;
  left.cubes = right.cubes = arena->words + arena->size;
  arena->size = (arena->size + cover->count) & 31;
  for (int i = 0; i < cover->count && i < 8; ++i)
    arena->words[(arena->size + i) & 63] ^= unsigned(i * depth);
  return factor(&left, arena, depth - 1) * factor(&right, arena, depth - 1);
}

__global__ void kernel(int *out, int n) {
  Arena arena;
  arena.size = 0;
  for (int i = 0; i < 64; ++i)
    arena.words[i] = unsigned(i * n);
  Cover cover{n, arena.words};
  out[threadIdx.x] = factor(&cover, &arena, n);
}
