// __shared and __local pointers in structs passed to __noinline__ helpers,
// by value and by reference (issue 19's AMDGPU note): the generic-sized
// form against -fscale-short-pointers, docs/codegen.md. Compiled with
//   scale-clang++ -std=c++17 -x hip -nogpulib -nogpuinc -isystem test/Inputs
//     -include cuda.h --offload-arch=gfx942 --cuda-device-only -O2 -S
//     [-fscale-short-pointers] bench/kernels/shared_structs.hip
struct Tiles {
  __shared float *a, *b;
  int n;
};
struct Scratch {
  __local float *p;
  int n;
};
__device__ __noinline__ float dotTiles(Tiles t) {
  float s = 0;
  for (int i = 0; i < t.n; ++i)
    s += t.a[i] * t.b[i];
  return s;
}
__device__ __noinline__ void fillTiles(const Tiles &t, const float *in) {
  t.a[threadIdx.x] = in[threadIdx.x];
  t.b[threadIdx.x] = in[threadIdx.x + 64];
}
__device__ __noinline__ float sumScratch(Scratch s) {
  float r = 0;
  for (int i = 0; i < s.n; ++i)
    r += s.p[i];
  return r;
}
__global__ void kernel(const float *in, float *out, int n) {
  __shared__ float a[64], b[64];
  Tiles t{a, b, n};
  fillTiles(t, in);
  __builtin_amdgcn_s_barrier();
  __local float priv[16];
  for (int i = 0; i < 16; ++i)
    priv[i] = in[i] * threadIdx.x;
  Scratch s{priv, n < 16 ? n : 16};
  out[threadIdx.x] = dotTiles(t) + sumScratch(s);
}
