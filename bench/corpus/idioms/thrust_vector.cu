// thrust algorithms on device_vector (host code that instantiates device
// kernels).
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

struct saxpy_functor {
  float a;
  __host__ __device__ float operator()(float x, float y) const {
    return a * x + y;
  }
};

float run(int n) {
  thrust::device_vector<float> x(n), y(n, 1.0f);
  thrust::sequence(x.begin(), x.end());
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(),
                    saxpy_functor{2.0f});
  thrust::sort(y.begin(), y.end(), thrust::greater<float>());
  return thrust::reduce(y.begin(), y.end(), 0.0f, thrust::plus<float>());
}
