template <class T> struct Box {
  T value;
  __host__ __device__ Box(T v) : value(v) {}
};
template <class T> __host__ __device__ Box(T) -> Box<T>;
__global__ void k(int *out) { Box b(*out); *out = b.value + 1; }
