// The bodies of the function templates of libscale's force-included headers
// are parsed when a call first instantiates them (Clang's late template
// parsing, switched on only inside those headers; docs/nvcc.md, "Compile
// time"): an unused template has no body in the AST, a used one compiles to
// nvcc's instruction and reports its errors at the call, and the program's
// own templates are parsed as upstream parses them. -fno-scale-addrspaces is
// upstream Clang with nvcc's headers: every body parsed. A precompiled
// header keeps the unparsed bodies for the TU that uses it; -fmodules parses
// every body. -fdelayed-template-parsing of the compilation's own stays on.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && split-file %s %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang __ldca %t/use.cu | FileCheck %s --check-prefix=LATE
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang __ldlu %t/use.cu | FileCheck %s --check-prefix=PARSED
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang generic_address %t/use.cu | FileCheck %s --check-prefix=LATE-API
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang userTemplate %t/use.cu | FileCheck %s --check-prefix=PARSED
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fno-scale-addrspaces -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang __ldca %t/use.cu | FileCheck %s --check-prefix=PARSED
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -fmodules -fmodules-cache-path=%t/cache -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang __ldca %t/use.cu | FileCheck %s --check-prefix=PARSED
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -fdelayed-template-parsing -Xclang -ast-dump -Xclang -ast-dump-filter -Xclang userTemplate %t/use.cu | FileCheck %s --check-prefix=LATE
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -o - %t/use.cu | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -DBAD_CALLS -Xclang -verify %t/use.cu
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -x cuda -S -Xclang -emit-pch -o %t/device.pch %t/header.cuh
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -include-pch %t/device.pch -o - %t/use-pch.cu | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -fsyntax-only -include-pch %t/device.pch -DBAD_CALLS -Xclang -verify %t/use-pch.cu

// LATE: FunctionDecl {{.*}} {{__ldca|userTemplate}} '
// LATE-NEXT: ParmVarDecl
// LATE-NEXT: <<<NULL>>>

// LATE-API: FunctionDecl {{.*}} generic_address 'void *(__device T *)'
// LATE-API-NEXT: ParmVarDecl
// LATE-API-NEXT: <<<NULL>>>

// PARSED: FunctionDecl {{.*}} {{__ldca|__ldlu|userTemplate}} '
// PARSED-NEXT: ParmVarDecl
// PARSED-NEXT: CompoundStmt

// PTX-LABEL: kernel
// PTX: ld.global.lu.f32
// PTX: atom.relaxed.gpu.add.s32
// PTX: ld.global.cs.v2.u32

//--- use.cu
template <class T> __device__ T userTemplate(const T *p) { return *p + 1; }

__global__ void kernel(float *f, int *i, uint2 *v) {
  f[0] = __ldlu(f + 1);
  __nv_atomic_fetch_add(i, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  v[0] = __ldcs(v + 1);
}

#ifdef BAD_CALLS
// The errors of a body parsed late are those of a body parsed eagerly, at
// the end of the TU as every instantiation's, with the call named.
__device__ void bad(float *f, long long *l) {
  __nv_atomic_fetch_min(f, 1.0f, __NV_ATOMIC_RELAXED); // expected-note {{in instantiation of function template specialization '__nv_atomic_fetch_min<float>' requested here}}
  __nv_atomic_fetch_add(l, 1, __NV_ATOMIC_RELAXED); // expected-note {{in instantiation of function template specialization '__nv_atomic_fetch_add<long long>' requested here}}
  __ldlu((bool *)f); // expected-error {{no matching function for call to '__ldlu'}}
  // expected-note@*:* 0+ {{candidate}}
}
// expected-error@*:* {{atomic operations min are not supported on any floating-point types}}
// expected-error@*:* {{atomic operations add and sub are not valid on signed integer of size 8}}
#endif

//--- header.cuh
template <class T> __device__ T fromHeader(const T *p) { return __ldlu(p); }

//--- use-pch.cu
__global__ void kernel(float *f, int *i, uint2 *v) {
  f[0] = fromHeader(f + 1);
  __nv_atomic_fetch_add(i, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  v[0] = __ldcs(v + 1);
}

#ifdef BAD_CALLS
__device__ void bad(float *f) {
  __nv_atomic_fetch_min(f, 1.0f, __NV_ATOMIC_RELAXED); // expected-note {{in instantiation of function template specialization '__nv_atomic_fetch_min<float>' requested here}}
}
// expected-error@*:* {{atomic operations min are not supported on any floating-point types}}
#endif
