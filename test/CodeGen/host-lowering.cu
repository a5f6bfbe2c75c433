// Host (x86-64): every space lowers to LLVM address space 0, so that host code
// with qualified pointers has exactly the IR types (and ABI) of the same code
// without qualifiers. The qualified program is compiled with the extension
// on; the same program with the qualifiers defined away is compiled with
// -fno-scale-addrspaces; after dropping the address-space part of the mangled
// names (U3AS1...), the two IR files are identical.
//
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O0 %s -o %t.on.ll
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O0 %s -o %t.off.ll \
// RUN:   -fno-scale-addrspaces -D__device= -D__shared= -D__constant= -D__local=
// RUN: FileCheck %s --input-file=%t.on.ll
// RUN: FileCheck %s --check-prefix=OFF --input-file=%t.off.ll
// RUN: sed -E -e 's/U[0-9]+AS[0-9]+//g' -e '/^(; ModuleID|source_filename)/d' %t.on.ll > %t.on.norm
// RUN: sed -E -e '/^(; ModuleID|source_filename)/d' %t.off.ll > %t.off.norm
// RUN: diff %t.off.norm %t.on.norm
//
// Upstream Clang gives address_space(N) the LLVM address space N also on the
// host; -fno-scale-addrspaces is upstream.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O0 %s -o - \
// RUN:   -fno-scale-addrspaces -DUPSTREAM | FileCheck %s --check-prefix=UPSTREAM

// CHECK-NOT: addrspace
// OFF: %struct.Buffers = type { ptr, ptr, ptr, ptr, ptr }
// CHECK: %struct.Buffers = type { ptr, ptr, ptr, ptr, ptr }

#ifdef UPSTREAM
// UPSTREAM: @_Z8upstreamPU3AS1i(ptr addrspace(1)
void upstream(__attribute__((address_space(1))) int *p) {}
#else
struct Buffers {
  __device float *d;
  __shared int *s;
  __constant int *c;
  __local int *l;
  int *g;
};

__device__ int devVar;
__constant__ int constVar;
__shared__ int sharedVar;

// CHECK: @devVar = internal global i32 undef
// CHECK: @constVar = internal global i32 undef

// CHECK: define {{.*}}@_Z21__device_stub__kernelPU3AS1f7Buffers(ptr noundef %{{.*}}, ptr noundef byval(%struct.Buffers)
__global__ void kernel(__device float *p, Buffers b) {}

// CHECK: define {{.*}}ptr @_Z6passesPU3AS1fRU3AS3i(ptr noundef %{{.*}}, ptr noundef nonnull align 4 dereferenceable(4) %{{.*}})
__device float *passes(__device float *p, __shared int &r) {
  __device float *local = p;
  __device float **addr = &local;
  return *addr;
}

int *up(__device int *p) { return (int *)p; }
__device int *down(int *p) { return (__device int *)p; }

Buffers make(__device float *p) {
  Buffers b{p, nullptr, nullptr, nullptr, nullptr};
  return b;
}

// Addresses of device variables in host code are the shadows' addresses.
__device int *deviceVarAddress() { return (__device int *)&devVar; }
__constant int *constantVarAddress() { return (__constant int *)&constVar; }

void launch(__device float *p, Buffers b) { kernel<<<1, 1>>>(p, b); }
#endif
