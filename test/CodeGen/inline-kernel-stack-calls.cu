// A functor's operator() that CUB calls on the copy of a transform
// iterator in its agent (XGBoost's lambdarank GetGradOp in
// DeviceSegmentedReduceKernel) reaches the kernel as a call only when the
// agent is inlined, after the inliner has passed the functor: upstream it
// stays a call given a pointer to the kernel's copy of the iterator, which
// stays in the stack frame (here 184 bytes and six calls; XGBoost's 24
// kernels 536 to 616 bytes). InlineKernelStackCalls inlines such calls
// after the walk, as nvcc does, and SROA makes the copy values.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM
// Every -O level above 0.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O1 -S %s -o - | FileCheck %s --check-prefix=PTX

struct Tables { const float *values[8]; const int *index[8]; float weight[8]; int n; };

struct Gradient {
  Tables t;
  bool update;
  __device__ float operator()(size_t i) const {
    float s = 0;
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      int j = t.index[k][i % t.n];
#pragma unroll
      for (int r = 0; r < 8; ++r) {
        float v = t.values[k][j + r];
        s = v > s ? s * t.weight[k] + v / (1.0f + s) : s - v * t.weight[r];
      }
    }
    if (update)
      ((float *)t.values[0])[i] = s;
    return s;
  }
};

template <typename F> struct TransformIterator {
  F f;
  size_t offset;
  __device__ float operator[](size_t i) const { return f(offset + i); }
};

template <typename It> struct Agent {
  It in;
  __device__ explicit Agent(It in) : in(in) {}
  __device__ float consume(size_t base, size_t n) {
    float sum = 0;
#pragma unroll
    for (int k = 0; k < 5; ++k)
      if (base + k < n)
        sum += in[base + k];
    return sum;
  }
};

// CHECK-LABEL: define {{.*}} @_Z15segmentedReduceI17TransformIteratorI8GradientEEvT_Pfm(
// CHECK-NOT: alloca
// CHECK-NOT: call {{.*}}float @
// CHECK: ret void
// PTX-LABEL: .entry _Z15segmentedReduceI17TransformIteratorI8GradientEEvT_Pfm(
// PTX-NOT: __local_depot
// PTX-NOT: call.uni
// PTX: ret;
// UPSTREAM-LABEL: .entry _Z15segmentedReduceI17TransformIteratorI8GradientEEvT_Pfm(
// UPSTREAM: __local_depot
// UPSTREAM: call.uni
template <typename It>
__global__ void segmentedReduce(It in, float *out, size_t n) {
  It segment = in;
  segment.offset += blockIdx.y * n;
  Agent<It> agent(segment);
  size_t thread = blockIdx.x * blockDim.x + threadIdx.x;
  out[thread] = agent.consume(thread * 5, n);
}

// The functor given by value: its call inlined too, not given a pointer
// into the parameter space.
// CHECK-LABEL: define {{.*}} @_Z7forEachI8GradientEvT_m(
// CHECK-NOT: call {{.*}}float @
// CHECK: ret void
// PTX-LABEL: .entry _Z7forEachI8GradientEvT_m(
// PTX-NOT: cvta.param
// PTX-NOT: call.uni
// PTX: ret;
template <typename F> __global__ void forEach(F f, size_t n) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    f(i);
}

template __global__ void segmentedReduce(TransformIterator<Gradient>, float *, size_t);
template __global__ void forEach(Gradient, size_t);
