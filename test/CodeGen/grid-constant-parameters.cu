// A kernel's `const` by-value struct parameter is `__grid_constant__` (none
// of its members mutable, sm_70 and above): a pointer to it is its
// kernel-parameter address (cvta.param), shared by all threads, where
// NVPTX otherwise copies the struct into every thread's local memory first.
// CUTLASS's `device_kernel(Params const params)` hands the TMA descriptors in
// its Params to inline asm by address, and writes `__grid_constant__` for
// nvcc only. Non-const and mutable-member parameters keep their copy; so
// does a target without cvta.param (sm_60), and upstream Clang.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_60 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not=nvvm.grid_constant
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=NONE --implicit-check-not=nvvm.grid_constant
// The host compilation is unchanged.
// RUN: %scale_cxx %hermetic_cuda --cuda-host-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o /dev/null

struct Descriptor {
  long words[16];
};
struct Cached {
  mutable long words[16];
};

__device__ __noinline__ void prefetch(const void *address) {
  asm volatile("prefetch.global.L2 [%0];" ::"l"(address) : "memory");
}

// IR-LABEL: define {{.*}}@_Z11constStruct10Descriptor(ptr noundef byval(%struct.Descriptor) align 8 "nvvm.grid_constant"
// PTX-LABEL: .entry _Z11constStruct10Descriptor(
// PTX-NOT: __local_depot
// PTX: cvta.param.u64
// PTX: call.uni {{.*}}prefetch
// NONE-LABEL: define {{.*}}@_Z11constStruct10Descriptor(ptr noundef byval(%struct.Descriptor) align 8 %
__global__ void constStruct(const Descriptor d) { prefetch(&d.words[3]); }

// IR-LABEL: define {{.*}}@_Z11nonConstArg10Descriptor(ptr noundef byval(%struct.Descriptor) align 8 %
// PTX-LABEL: .entry _Z11nonConstArg10Descriptor(
// PTX: __local_depot
__global__ void nonConstArg(Descriptor d) { prefetch(&d.words[3]); }

// IR-LABEL: define {{.*}}@_Z6cached6Cached(ptr noundef byval(%struct.Cached) align 8 %
// PTX-LABEL: .entry _Z6cached6Cached(
// PTX: __local_depot
__global__ void cached(const Cached c) { prefetch(&c.words[3]); }

// IR-LABEL: define {{.*}}@_Z10instanceOfI10DescriptorEvT_(ptr noundef byval(%struct.Descriptor) align 8 "nvvm.grid_constant"
// PTX-LABEL: .entry _Z10instanceOfI10DescriptorEvT_(
// PTX-NOT: __local_depot
// PTX: cvta.param.u64
template <class Params> __global__ void instanceOf(Params const params) {
  prefetch(&params.words[3]);
}
template __global__ void instanceOf<Descriptor>(Descriptor const);

// CUTLASS's epilogue scalars: `alpha_ptr ? *alpha_ptr : params.alpha`, the
// parameter's address escaping to inline asm as above. The pointer in the
// parameter is global (the kernel cannot write a __grid_constant__
// parameter), and the choice of the parameter's own memory or a global
// pointer becomes a branch: ld.param and ld.global, no generic load (as
// nvcc's PTX has it).
struct Scalars {
  float alpha;
  const float *alpha_ptr;
  long words[16];
};
// PTX-LABEL: .entry _Z7scalars7ScalarsPf(
// PTX-NOT: {{(ld|st)\.(b|f|u|s)32}}
// PTX-DAG: ld.param.b32
// PTX-DAG: ld.global.b32
// PTX-NOT: {{(ld|st)\.(b|f|u|s)32}}
// PTX: ret;
__global__ void scalars(const Scalars s, float *out) {
  prefetch(&s.words[0]);
  const float *alpha = s.alpha_ptr ? s.alpha_ptr : &s.alpha;
  *out = *alpha;
}
