// Host-side classification without a usable GPU: sp::pointerMemory,
// sp::is_addrspace and sp::try_addrspace_cast ask cudaPointerGetAttributes
// about a __flat (or, without the extension, plain) pointer, and the
// runtime's failure comes back as sp::CudaError naming the call and the
// caller's line. Questions the type answers (a generic pointer is in the
// generic space of the host; the host holds no __shared addresses) need no
// runtime and do not throw.
//
// UNSUPPORTED: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s --check-prefixes=CHECK,EXT
// RUN: %scale_cxx -std=c++17 -x c++ -fscale-addrspaces %rt_inc %s -o %t/cxx %rt_link
// RUN: %t/cxx | FileCheck %s --check-prefixes=CHECK,EXT
// RUN: %scale_cxx %rt_cuda -fno-scale-addrspaces %s -o %t/off %rt_link
// RUN: %t/off | FileCheck %s --check-prefixes=CHECK,FALLBACK
// RUN: %clang22 %rt_cuda -I%libscale_inc %s -o %t/clang %rt_link
// RUN: %t/clang | FileCheck %s --check-prefixes=CHECK,FALLBACK
// RUN: %if gxx %{ g++ -std=c++17 -x c++ -I%libscale_inc %rt_inc %s -o %t/gxx %rt_link %}
// RUN: %if gxx %{ %t/gxx | FileCheck %s --check-prefixes=CHECK,FALLBACK %}
//
// CHECK: pointerMemory: cudaPointerGetAttributes failed: [[ERR:(no CUDA-capable device is detected \(cudaErrorNoDevice\)|CUDA driver version is insufficient for CUDA runtime version \(cudaErrorInsufficientDriver\)|initialization error \(cudaErrorInitializationError\))]] at {{.*}}pointer-classification.cu:[[#LINE_MEMORY:]] in main
// CHECK-NEXT: line [[#LINE_MEMORY]]
// CHECK-NEXT: points_to_device: cudaPointerGetAttributes failed: [[ERR]] at {{.*}}pointer-classification.cu:{{[0-9]+}}
// EXT-NEXT: is_addrspace<DEVICE>(__flat): cudaPointerGetAttributes failed: [[ERR]]
// EXT-NEXT: is_addrspace<GENERIC>(__flat): cudaPointerGetAttributes failed: [[ERR]]
// EXT-NEXT: try_addrspace_cast<__device int *>: cudaPointerGetAttributes failed: [[ERR]]
// EXT-NEXT: try_addrspace_cast<__device int &>: cudaPointerGetAttributes failed: [[ERR]]
// FALLBACK-NEXT: is_addrspace<DEVICE>(p): 1
// FALLBACK-NEXT: try_addrspace_cast<int *>: 1
// CHECK-NEXT: is_addrspace<GENERIC>(generic): 1
// CHECK-NEXT: points_to_shared: 0
// CHECK-NEXT: done

#include <spec/cuda/Runtime.hpp>

#include <cstdio>

template <class F> static void report(const char *Label, F &&Call) {
  try {
    std::printf("%s: %d\n", Label, static_cast<int>(Call()));
  } catch (const sp::CudaError &E) {
    std::printf("%s: %s\n", Label, E.what());
  } catch (const sp::AddressSpaceError &E) {
    std::printf("%s: wrong space: %s\n", Label, E.what());
  }
}

int main() {
  int X = 0;
  int *Generic = &X;
  int Line = 0;
  try {
    Line = __LINE__ + 1;
    sp::PointerMemory M = sp::pointerMemory(Generic);
    std::printf("pointerMemory: %d\n", static_cast<int>(M));
  } catch (const sp::CudaError &E) {
    std::printf("pointerMemory: %s\n", E.what());
  }
  std::printf("line %d\n", Line);
  report("points_to_device", [&] { return sp::points_to_device(Generic); });
#ifdef __SCALE_ADDRSPACES__
  __flat int *Flat = Generic;
  report("is_addrspace<DEVICE>(__flat)",
         [&] { return sp::is_addrspace<sp::AddressSpace::DEVICE>(Flat); });
  report("is_addrspace<GENERIC>(__flat)",
         [&] { return sp::is_addrspace<sp::AddressSpace::GENERIC>(Flat); });
  report("try_addrspace_cast<__device int *>", [&] {
    return sp::try_addrspace_cast<__device int *>(Flat) != nullptr;
  });
  report("try_addrspace_cast<__device int &>", [&] {
    return &sp::try_addrspace_cast<__device int &>(*Flat) != nullptr;
  });
#else
  report("is_addrspace<DEVICE>(p)",
         [&] { return sp::is_addrspace<sp::AddressSpace::DEVICE>(Generic); });
  report("try_addrspace_cast<int *>",
         [&] { return sp::try_addrspace_cast<int *>(Generic) == Generic; });
#endif
  report("is_addrspace<GENERIC>(generic)",
         [&] { return sp::is_addrspace<sp::AddressSpace::GENERIC>(Generic); });
  report("points_to_shared", [&] { return sp::points_to_shared(Generic); });
  std::printf("done\n");
  return 0;
}
