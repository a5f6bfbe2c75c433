// CUB before CCCL (cub/thread/thread_store.cuh): `template` before a
// member template called without a template argument list.
template <int Count, int Max> struct IterateThreadStore {
  template <typename T> static __device__ void Dereference(T *p, T v) { *p = v; }
};
__global__ void store(int *p) {
  IterateThreadStore<0, 1>::template Dereference(p, 1);
}
