// cuda::annotated_ptr and cuda::associate_access_property: on sm_80 and
// later every load and store through the annotated pointer is nvcc's
// `ld/st.global.L2::cache_hint` with the property's policy (the SCALE
// constants are those nvcc's PTX computes with selp; ptxas folds them).
// `__shared`, sm_75, -O0 and -fno-scale-addrspaces stay plain;
// cuda::apply_access_property and cuda::discard_memory are CCCL's inline PTX
// under every compiler. The COMMON lines hold for nvcc too, with the NVCC
// ones (cache-hints-nvcc.test).
//
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s --check-prefixes=COMMON,SCALE
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_80 -O1 -S %s -o - | FileCheck %s --check-prefixes=COMMON,SCALE
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_75 -O3 -S %s -o - | FileCheck %s --check-prefix=PLAIN
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -S %s -o - | FileCheck %s --check-prefix=PLAIN
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -fno-scale-addrspaces -S %s -o - | FileCheck %s --check-prefix=PLAIN
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o /dev/null -Rpass=scale-cache-hints 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// REMARK: cache-hints.cu:[[#@LINE+18]]:{{[0-9]+}}: remark: 'persisting': 1 loads and 0 stores with an L2 cache hint
// Separate compilation: the same hints.
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version -std=c++17 \
// RUN:   --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -fgpu-rdc -S %s -o - | FileCheck %s --check-prefix=COMMON
//
// PLAIN-NOT: cache_hint
// PLAIN-NOT: __scale_l2_cache_hint

#include <cuda/annotated_ptr>
#include <cuda/discard_memory>

using cuda::access_property;

// COMMON-LABEL: .entry _Z10persistingPfPKfi(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1508705875169116160;
// SCALE:          ld.global.L2::cache_hint.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[POLICY]];
// NVCC:           ld.global.L2::cache_hint.f32
// COMMON:         st.global.{{[bf]}}32
__global__ void persisting(float *out, const float *in, int n) {
  cuda::annotated_ptr<const float, access_property::persisting> p{in};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = p[i];
}

// COMMON-LABEL: .entry _Z9streamingPfPKfi(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1364590687093260288;
// COMMON:         ld.global.L2::cache_hint.{{[bf]}}32
__global__ void streaming(float *out, const float *in, int n) {
  cuda::annotated_ptr<const float, access_property::streaming> p{in};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = p[i];
}

// COMMON-LABEL: .entry _Z6normalPfPKfi(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1652821063244972032;
// COMMON:         ld.global.L2::cache_hint.{{[bf]}}32
__global__ void normal(float *out, const float *in, int n) {
  cuda::annotated_ptr<const float, access_property::normal> p{in};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = p[i];
}

// COMMON-LABEL: .entry _Z6globalPfPKfi(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1220475499017404416;
// COMMON:         ld.global.L2::cache_hint.{{[bf]}}32
__global__ void global(float *out, const float *in, int n) {
  cuda::annotated_ptr<const float, access_property::global> p{in};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = p[i];
}

// A fractional property: half of the accesses persisting.
// COMMON-LABEL: .entry _Z8fractionPfPKfi(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1441151880758558720;
// COMMON:         ld.global.L2::cache_hint.{{[bf]}}32
__global__ void fraction(float *out, const float *in, int n) {
  cuda::annotated_ptr<const float, access_property> p{
      in, access_property(access_property::persisting{}, 0.5f)};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = p[i];
}

// COMMON-LABEL: .entry _Z5storePfPKfi(
// COMMON:         ld.global.{{[bf]}}32
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1364590687093260288;
// SCALE:          st.global.L2::cache_hint.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}}, [[POLICY]];
// NVCC:           st.global.L2::cache_hint.f32
__global__ void store(float *out, const float *in, int n) {
  cuda::annotated_ptr<float, access_property::streaming> o{out};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = in[i] * 2.0f;
}

// A float4 copy, and a float4 read member by member: the vector forms.
// COMMON-LABEL: .entry _Z6vectorP6float4PKS_i(
// COMMON:         ld.global.L2::cache_hint.v4.{{[bu]}}32
// COMMON:         st.global.L2::cache_hint.v4.{{[bu]}}32
__global__ void vector(float4 *out, const float4 *in, int n) {
  cuda::annotated_ptr<const float4, access_property::persisting> p{in};
  cuda::annotated_ptr<float4, access_property::streaming> o{out};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = p[i];
}

// COMMON-LABEL: .entry _Z7membersPfPK6float4(
// COMMON:         ld.global.L2::cache_hint.v4.{{[bf]}}32
__global__ void members(float *out, const float4 *in) {
  cuda::annotated_ptr<const float4, access_property::persisting> p{in};
  int i = threadIdx.x;
  out[i] = p[i].x + p[i].y + p[i].z + p[i].w;
}

// The seed's grid-stride update: persisting coefficients, streaming data.
// COMMON-LABEL: .entry _Z6updatePiN4cuda{{.*}}(
// COMMON-COUNT-3: ld.global.L2::cache_hint.{{[bu]}}32
// COMMON:         st.global.L2::cache_hint.{{[bu]}}32
__global__ void update(int *, cuda::annotated_ptr<int, access_property::streaming> x,
                       cuda::annotated_ptr<const int, access_property::persisting> a,
                       cuda::annotated_ptr<const int, access_property::persisting> b,
                       size_t n) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    x[i] = a[i] * x[i] + b[i];
}

// COMMON-LABEL: .entry _Z9associatePfPKfi(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1364590687093260288;
// COMMON:         ld.global.L2::cache_hint.{{[bf]}}32
// COMMON:         st.global.{{[bf]}}32
__global__ void associate(float *out, const float *in, int n) {
  const float *p =
      cuda::associate_access_property(in, access_property::streaming{});
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = p[i];
}

// The raw pointer of get() is associated with the `global` property.
// COMMON-LABEL: .entry _Z3getPfN4cuda{{.*}}(
// SCALE:          mov.b64 [[POLICY:%rd[0-9]+]], 1220475499017404416;
// COMMON:         ld.global.L2::cache_hint.{{[bf]}}32
__global__ void get(float *out,
                    cuda::annotated_ptr<const float, access_property::streaming> p,
                    int n) {
  const float *raw = p.get();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = raw[i];
}

// COMMON-LABEL: .entry _Z6sharedPf(
// COMMON-NOT:     cache_hint
// COMMON:         ld.shared
// COMMON-NOT:     cache_hint
// COMMON:         ret;
__global__ void shared(float *out) {
  __shared__ float tile[256];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  cuda::annotated_ptr<float, access_property::shared> s{tile};
  out[threadIdx.x] = s[255 - threadIdx.x];
}

// COMMON-LABEL: .entry _Z5applyPfi(
// COMMON:         prefetch.global.L2::evict_last [%rd{{[0-9]+}}];
// COMMON:         prefetch.global.L2::evict_normal [%rd{{[0-9]+}}];
__global__ void apply(float *in, int n) {
  cuda::apply_access_property(in, n * sizeof(float),
                              access_property::persisting{});
  cuda::apply_access_property(in, n * sizeof(float), access_property::normal{});
}

// COMMON-LABEL: .entry _Z7discardPfi(
// COMMON:         discard.global.L2 [%rd{{[0-9]+}}], 128;
__global__ void discard(float *in, int n) {
  cuda::discard_memory(in, n * sizeof(float));
}
