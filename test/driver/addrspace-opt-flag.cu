// The address-space passes run in the device pipeline at -O1 and above,
// without any flag; -fno-scale-addrspace-opt (driver and cc1) turns them off,
// and -O0 and the host compilation never run them.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=ON
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm -fno-scale-addrspace-opt %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm -fno-scale-addrspace-opt -fscale-addrspace-opt %s -o - | FileCheck %s --check-prefix=ON
// RUN: %scale_cxx -cc1 -triple nvptx64-nvidia-cuda -aux-triple x86_64-unknown-linux-gnu -fcuda-is-device -x cuda -O2 -emit-llvm -fno-scale-addrspace-opt -internal-isystem %resource_dir/include -isystem %inputs -include cuda.h %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only --offload-arch=gfx90a -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMD

__device__ __noinline__ float load(const float *p, int i) { return p[i]; }

__global__ void kernel(const float *in, float *out) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  out[threadIdx.x] = load(tile, threadIdx.x) + load(in, threadIdx.x);
}

// ON-DAG: define internal {{.*}}float @_Z4loadPKfi.scale.shared(ptr addrspace(3)
// ON-DAG: define internal {{.*}}float @_Z4loadPKfi.scale.device(ptr addrspace(1)
// ON-DAG: load float, ptr addrspace(3)
// OFF: define {{.*}}float @_Z4loadPKfi(ptr
// OFF-NOT: .scale.
// AMD-DAG: define internal {{.*}}float @_Z4loadPKfi.scale.shared(ptr addrspace(3)
// AMD-DAG: define internal {{.*}}float @_Z4loadPKfi.scale.device(ptr addrspace(1)
// Through -Xclang too.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S -emit-llvm -Xclang -fno-scale-addrspace-opt %s -o - | FileCheck %s --check-prefix=OFF
