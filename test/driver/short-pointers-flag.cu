// -f[no-]scale-short-pointers: the driver hands it to every cc1 job, the last
// one wins, cc1 takes it too, and without the extension it does nothing.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -fscale-short-pointers -c %s -o /dev/null -### 2>&1 \
// RUN:   | FileCheck %s --check-prefix=JOBS
// JOBS: "-cc1" {{.*}}"-fscale-short-pointers"
// JOBS: "-cc1" {{.*}}"-fscale-short-pointers"
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fgpu-rdc \
// RUN:   -fscale-short-pointers -fno-scale-short-pointers -S -emit-llvm %s -o - | FileCheck %s --check-prefix=WIDE
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fgpu-rdc \
// RUN:   -fno-scale-short-pointers -fscale-short-pointers -S -emit-llvm %s -o - | FileCheck %s --check-prefix=SHORT
// RUN: %scale_cxx -cc1 -triple amdgcn-amd-amdhsa -aux-triple x86_64-unknown-linux-gnu -fcuda-is-device -fgpu-rdc -x hip \
// RUN:   -fscale-short-pointers -emit-llvm -internal-isystem %resource_dir/include -isystem %inputs -include cuda.h %s -o - \
// RUN:   | FileCheck %s --check-prefix=SHORT
// RUN: %scale_cxx -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fgpu-rdc \
// RUN:   -fno-scale-addrspaces -fscale-short-pointers -S -emit-llvm %s -o - | FileCheck %s --check-prefix=OFF

#ifdef __SCALE_ADDRSPACES__
// WIDE: define {{.*}}i64 @_Z4sizePU3AS3i(ptr noundef
// WIDE: ret i64 8
// SHORT: define {{.*}}i64 @_Z4sizePU3AS3i(ptr addrspace(3) noundef
// SHORT: ret i64 4
__device__ unsigned long size(__shared int *p) { return sizeof(p); }
#else
// OFF: define {{.*}}i64 @_Z4sizePi(
// OFF: ret i64 8
__device__ unsigned long size(int *p) { return sizeof(p); }
#endif
