// A kernel template launched from host code, whose body calls an overload
// that only the device pass declares (tiny-cuda-nn's grid encoding:
// `atomic_add_gmem(__half *, __half)` under `__CUDA_ARCH__ >= 600`). nvcc's
// host pass needs only the launched kernel's stub and does not instantiate
// its body; Clang's host compilation does and reports "no matching
// function". Under __NVCC__ the host compilation instantiates such a body
// as an empty statement: the stub is emitted, the device compilation
// instantiates and checks the body. An explicit instantiation (which nvcc
// checks too), a non-template kernel, and scale-clang++ (no __NVCC__) keep
// upstream's checks.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=host %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=device %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=clang %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DEXPLICIT -Xclang -verify=explicit %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -S -emit-llvm -o - --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ %s | FileCheck %s --check-prefix=HOST
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -S -emit-llvm -o - --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ %s | FileCheck %s --check-prefix=DEVICE
// host-no-diagnostics
// device-no-diagnostics

struct Half { unsigned short bits; };

__device__ void add(float *dst, float v) { *dst += v; } // #float-add
#ifdef __CUDA_ARCH__
__device__ void add(Half *dst, Half v) { dst->bits += v.bits; }
#endif

template <typename T> __global__ void accumulate(T *g, T v) {
  add(g + threadIdx.x, v); // clang-error {{no matching function for call to 'add'}} explicit-error {{no matching function for call to 'add'}}
}
// clang-note@#float-add {{candidate function not viable: no known conversion from 'Half *' to 'float *' for 1st argument}}
// explicit-note@#float-add {{candidate function not viable: no known conversion from 'Half *' to 'float *' for 1st argument}}

#ifdef EXPLICIT
template __global__ void accumulate<Half>(Half *, Half); // explicit-note {{in instantiation of function template specialization 'accumulate<Half>' requested here}}
#endif

// The launched specialization's stub is emitted on the host side; the
// device side has the body.
// HOST-LABEL: define {{.*}}void @_Z25__device_stub__accumulateI4HalfEvPT_S1_(
// HOST: call {{.*}}@cudaLaunchKernel(
// DEVICE-LABEL: define {{.*}}void @_Z10accumulateI4HalfEvPT_S1_(
// DEVICE: call void @_Z3addP4HalfS_(
void launch(Half *g, float *f) {
  accumulate<Half><<<1, 32>>>(g, Half{1}); // clang-note {{in instantiation of function template specialization 'accumulate<Half>' requested here}}
  accumulate<float><<<1, 32>>>(f, 1.0f);
}
