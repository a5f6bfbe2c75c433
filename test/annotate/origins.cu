// Every constraint source, as the report states it: cudaMalloc*, managed and
// pinned memory, __device__/__shared__/__constant__ variables, host arrays,
// locals, new, malloc, host containers, string literals; and what stays
// generic (returned by an interface that cannot change, cast to a plain
// pointer, a call through a pointer).
// RUN: %scale_annotate --report %s -- %annotate_cuda | FileCheck %s
#include <vector>
#include <vendorlib.h>

__device__ float deviceTable[16];
__constant__ float constantTable[16];

__device__ float readOne(const float *p) { return p[0]; }
// CHECK: parameter 'p' of 'readOne': generic: its origins conflict: __device memory, 'deviceTable' is a __device array ({{.*}}); __shared memory, 'tile' is a __shared array ({{.*}}); __constant memory, 'constantTable' is a __constant array ({{.*}})
__global__ void k() {
  __shared__ float tile[16];
  float local = 0;
  float *onStack = &local;
  // CHECK: variable 'onStack' of 'k': generic: it receives a generic pointer: 'local' is a local variable ({{.*}})
  float *sharedTile = tile;
  // CHECK: variable 'sharedTile' of 'k': __shared
  local += readOne(deviceTable) + readOne(sharedTile) + readOne(constantTable) + *onStack;
}

int main(int argc, char **) {
  float *fromMalloc = (float *)malloc(64);
  // CHECK: variable 'fromMalloc' of 'main': generic: it points to host memory
  float *fromNew = new float[16];
  // CHECK: variable 'fromNew' of 'main': generic: it points to host memory
  std::vector<float> hostVector(16);
  float *fromVector = hostVector.data();
  // CHECK: variable 'fromVector' of 'main': generic: it points to host memory
  float hostArray[16];
  float *fromArray = hostArray;
  // CHECK: variable 'fromArray' of 'main': generic: it points to host memory
  const char *text = "text";
  // CHECK: variable 'text' of 'main': generic: it points to host memory
  float *managed, *pinned;
  float *device;
  cudaMallocManaged(&managed, 64);
  // CHECK: variable 'managed' of 'main': generic: it receives a generic pointer: managed memory allocated by cudaMallocManaged ({{.*}})
  cudaMallocHost((void **)&pinned, 64);
  // CHECK: variable 'pinned' of 'main': generic: it receives a generic pointer: pinned host memory from cudaMallocHost ({{.*}})
  cudaMalloc(&device, 64);
  // CHECK: variable 'device' of 'main': generic: it flows into 'generic' of 'main' ({{.*}}), which stays generic, in host code ({{.*}})
  float *fromVendor = vendorBuffer();
  // CHECK: variable 'fromVendor' of 'main': generic: it receives a generic pointer: returned by 'vendorBuffer' ({{.*}})
  float *generic = argc ? device : fromNew;
  // CHECK: variable 'generic' of 'main': generic: its origins conflict: host memory, allocated by new ({{.*}}); __device memory, allocated by cudaMalloc ({{.*}})
  float *(*get)() = vendorBuffer;
  float *viaPointer = get();
  // CHECK: variable 'viaPointer' of 'main': generic: it receives a generic pointer: a call through a pointer ({{.*}})
  k<<<1, 1>>>();
  return fromMalloc[0] + fromNew[0] + fromVector[0] + fromArray[0] + text[0] + viaPointer[0] + fromVendor[0];
}
