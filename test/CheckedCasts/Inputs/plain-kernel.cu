// A kernel with a cast, for compilations without the extension.
__global__ void scale(float *data, void *raw, float factor) {
  float *alias = (float *)raw;
  data[threadIdx.x] *= factor * alias[0];
}
