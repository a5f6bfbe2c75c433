// A Gaussian-mixture-style program, as real CUDA code is written: plain
// pointers, a struct of device pointers handed to every kernel by value,
// small __device__ helpers that every kernel inlines, a pointer table in a
// __device__ variable. No address-space qualifier anywhere.
#include <cuda_runtime.h>

struct Clusters {
  float *means;     // K x D
  float *variances; // K x D
  float *weights;   // K
  float *logDet;    // K
  int K, D;
};

struct Events {
  const float *data; // N x D
  float *memberships; // N x K
  int N;
};

__device__ float *scratch;

__device__ float sqr(float x) { return x * x; }

__device__ float distance(const float *x, const float *mean,
                          const float *var, int D) {
  float s = 0.0f;
  for (int d = 0; d < D; ++d)
    s += sqr(x[d] - mean[d]) / var[d];
  return s;
}

__device__ float logLikelihood(const Clusters &c, const float *x, int k) {
  return -0.5f * (distance(x, c.means + k * c.D, c.variances + k * c.D, c.D) +
                  c.logDet[k]) +
         logf(c.weights[k]);
}

__device__ void normalise(float *row, int K) {
  float m = row[0];
  for (int k = 1; k < K; ++k)
    m = fmaxf(m, row[k]);
  float s = 0.0f;
  for (int k = 0; k < K; ++k) {
    row[k] = expf(row[k] - m);
    s += row[k];
  }
  for (int k = 0; k < K; ++k)
    row[k] /= s;
}

__device__ float blockSum(float v, float *shared) {
  shared[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      shared[threadIdx.x] += shared[threadIdx.x + s];
    __syncthreads();
  }
  return shared[0];
}

__global__ void estep(Clusters c, Events e) {
  int n = blockIdx.x * blockDim.x + threadIdx.x;
  if (n >= e.N)
    return;
  float *row = e.memberships + n * c.K;
  for (int k = 0; k < c.K; ++k)
    row[k] = logLikelihood(c, e.data + n * c.D, k);
  normalise(row, c.K);
}

__global__ void mstepWeights(Clusters c, Events e) {
  __shared__ float partial[256];
  int k = blockIdx.x;
  float s = 0.0f;
  for (int n = threadIdx.x; n < e.N; n += blockDim.x)
    s += e.memberships[n * c.K + k];
  float total = blockSum(s, partial);
  if (threadIdx.x == 0)
    c.weights[k] = total / e.N;
}

__global__ void mstepMeans(Clusters c, Events e) {
  __shared__ float partial[256];
  int k = blockIdx.x, d = blockIdx.y;
  float s = 0.0f, w = 0.0f;
  for (int n = threadIdx.x; n < e.N; n += blockDim.x) {
    float m = e.memberships[n * c.K + k];
    s += m * e.data[n * c.D + d];
    w += m;
  }
  float num = blockSum(s, partial);
  __syncthreads();
  float den = blockSum(w, partial);
  if (threadIdx.x == 0)
    c.means[k * c.D + d] = num / den;
}

__global__ void mstepVariances(Clusters c, Events e) {
  __shared__ float partial[256];
  int k = blockIdx.x, d = blockIdx.y;
  float s = 0.0f, w = 0.0f;
  for (int n = threadIdx.x; n < e.N; n += blockDim.x) {
    float m = e.memberships[n * c.K + k];
    s += m * sqr(e.data[n * c.D + d] - c.means[k * c.D + d]);
    w += m;
  }
  float num = blockSum(s, partial);
  __syncthreads();
  float den = blockSum(w, partial);
  if (threadIdx.x == 0) {
    c.variances[k * c.D + d] = num / den + 1e-6f;
    scratch[k] = num;
  }
}

__global__ void logDeterminants(Clusters c) {
  int k = threadIdx.x;
  if (k >= c.K)
    return;
  float s = 0.0f;
  for (int d = 0; d < c.D; ++d)
    s += logf(c.variances[k * c.D + d]);
  c.logDet[k] = s;
}
