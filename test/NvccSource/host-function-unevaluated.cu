// A host function named from device code in an unevaluated operand
// (`decltype`, `sizeof`, `noexcept`): NCCL's symmetric kernels use a
// host-only `declval` in the trailing return type of a `__device__` member
// template, which nvcc accepts. Upstream drops the candidate in overload
// resolution (its call check already allows unevaluated calls). Under
// __NVCC__ it is viable there, after any candidate of the right side; an
// evaluated call stays an error, and scale-clang++ keeps Clang's reading.
// Clang adds every call's candidates under an unevaluated context of its
// own, so an evaluated call must not take that for an operand: host code's
// `pow(2.0, n)` kept resolving to libstdc++'s host template, not to the
// `__device__ pow(double, int)` of Clang's CUDA headers (NPB's EP).
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=host %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang %s
// host-no-diagnostics

template <typename T> T &&declval() noexcept; // clang-note {{candidate function not viable: call to __host__ function from __global__ function}} clang-note {{candidate function not viable: call to __host__ function from __device__ function}} nvcc-note {{candidate function not viable: call to __host__ function from __device__ function}}

struct Session {
  template <typename Elt, typename F>
  __device__ auto recvReduce(F f) -> decltype(f(declval<Elt>())) { // clang-note {{candidate template ignored: substitution failure}}
    return f(Elt());
  }
};

struct Twice {
  __device__ float operator()(float x) const { return 2 * x; }
};

// The right side's overload is still preferred.
int side(int);
__device__ long side(long);
__device__ long side(int);

__global__ void kernel(float *out) {
  Session s;
  *out = s.recvReduce<float>(Twice{}); // clang-error {{no matching member function for call to 'recvReduce'}}
  static_assert(sizeof(declval<double>()) == 8, ""); // clang-error {{no matching function for call to 'declval'}}
  static_assert(sizeof(side(1)) == sizeof(long), "");
}

// Device code only: the host compilation does not check device bodies' calls.
#ifdef __CUDA_ARCH__
__device__ int evaluated() {
  return (int)declval<int>(); // nvcc-error {{no matching function for call to 'declval'}} clang-error {{no matching function for call to 'declval'}}
}
#endif

// An evaluated host call: the host template, not the device overload that
// matches exactly.
template <class T, class U> T power(T, U) { return T(); }
__device__ double power(double, int);
double host_power(int n) { return power(2.0, n + 1); }
