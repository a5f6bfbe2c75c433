// A non-const method called on a __constant__ object (CUDA by Example's
// ray tracer): an error by the constant-write rule, unless downgraded.
struct Sphere {
  float x, radius;
  __device__ float hit(float ox) { return ox - x < radius ? radius : 0.0f; }
};
__constant__ Sphere spheres[4];
__global__ void trace(float *out) { out[threadIdx.x] = spheres[0].hit(1.0f); }
