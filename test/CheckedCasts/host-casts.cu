// In host code -fscale-checked-casts checks the casts the CUDA runtime can
// verify: __flat to generic and __flat to __device, through
// __scale_checked_cast_host (cudaPointerGetAttributes). A
// __host__ __device__ function gets the checks of the side being compiled.
// Without the runtime's headers the host checks cannot be built: an error
// says so.
//
// REQUIRES: cuda-toolkit
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only \
// RUN:   -S -emit-llvm -O0 -fscale-checked-casts %s -o - | FileCheck %s --check-prefixes=HOST,CUDAHOST
// RUN: %scale_cxx -std=c++17 --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-device-only \
// RUN:   -fgpu-rdc -S -emit-llvm -O0 -fscale-checked-casts %s -o - | FileCheck %s --check-prefix=DEVICE
// RUN: %scale_cxx -std=c++17 -x c++ -fscale-addrspaces -I%cuda_path/include \
// RUN:   -S -emit-llvm -O0 -fscale-checked-casts %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only \
// RUN:   -fsyntax-only -fscale-checked-casts %s 2>&1 | FileCheck %s --check-prefix=NORUNTIME

#include <spec/cuda/Addrspace.hpp>

// HOST-LABEL: define {{.*}} @_Z8hostOnlyPU9AS8388608iS0_(
// HOST: call {{.*}} @_Z25__scale_checked_cast_hostIU9AS8388608iEPT_S2_iiPKciS4_(ptr {{.*}}, i32 noundef 99, i32 noundef 0, ptr noundef @{{.*}}, i32 noundef [[@LINE+6]],
// HOST: call {{.*}} @_Z25__scale_checked_cast_hostIU9AS8388608iEPT_S2_iiPKciS4_(ptr {{.*}}, i32 noundef 1, i32 noundef 0, ptr noundef @{{.*}}, i32 noundef [[@LINE+8]],
// HOST-NOT: __scale_checked
// HOST: ret
// NORUNTIME: host-casts.cu:[[@LINE+2]]:{{[0-9]+}}: error: -fscale-checked-casts cannot check this cast in a host function: libscale's '__scale_checked_cast_host' is not available (host checks need the CUDA runtime's headers)
int hostOnly(__flat int *p, __flat int *q) {
  int *g = (int *)p;
  // Generic to __device is allowed in host code, but the runtime cannot
  // tell where a generic pointer came from better than the type: unchecked.
  __device int *d = (__device int *)q;
  __device int *unchecked = (__device int *)g;
  return g != nullptr && d != nullptr && unchecked != nullptr;
}

#ifdef __CUDA__
// DEVICE-LABEL: define {{.*}} @_Z9bothSidesPU9AS8388608iPf(
// DEVICE: call {{.*}} @_Z27__scale_checked_cast_deviceIU9AS8388608iEPT_S2_iiPKciS4_(ptr {{.*}}, i32 noundef 1, i32 noundef 0,
// DEVICE: call {{.*}} @_Z27__scale_checked_cast_deviceIfEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99,
// CUDAHOST-LABEL: define {{.*}} @_Z9bothSidesPU9AS8388608iPf(
// CUDAHOST: call {{.*}} @_Z25__scale_checked_cast_hostIU9AS8388608iEPT_S2_iiPKciS4_(ptr {{.*}}, i32 noundef 1, i32 noundef 0,
// CUDAHOST-NOT: __scale_checked
// CUDAHOST: ret
__host__ __device__ int bothSides(__flat int *p, float *q) {
  __device int *d = (__device int *)p;
  __shared float *s = (__shared float *)q;
  return d != nullptr && s != nullptr;
}
#endif
