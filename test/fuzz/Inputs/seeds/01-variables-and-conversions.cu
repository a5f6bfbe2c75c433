// Qualified variables, inferred spaces, implicit conversions (device: named to
// generic; anywhere: to __flat), accessibility.
__device__ void barrier() {}
__device__ int deviceVar = 1;
__constant__ float constVar[4] = {1, 2, 3, 4};
__shared__ int sharedArr[32];
struct Pod { int a; float b; };
__device__ Pod devicePod;

__device__ int readAll(__device int *d, __shared int *s, __constant float *c,
                       __local int *l, int *g) {
  int *fromDevice = d;
  int *fromShared = s;
  const int *fromLocal = l;
  __flat int *flat = g;
  __flat int *flat2 = d;
  return *fromDevice + *fromShared + (int)*c + *fromLocal + *g + (flat == flat2);
}

__global__ void kernel(__device int *out) {
  __local int counter = 0;
  __shared__ int tile[64];
  tile[threadIdx.x] = deviceVar;
  barrier();
  counter += tile[0] + sharedArr[1] + devicePod.a;
  *out = readAll(&deviceVar, sharedArr, constVar, &counter, out) + counter;
}

void host(__device int *d, int *g) {
  int *plain = (int *)d;
  __device int *back = (__device int *)plain;
  __flat int *f = g;
  (void)back; (void)f;
}
