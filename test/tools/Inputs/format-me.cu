struct Tile {
  float get(int i) const & __shared;
};
__device__ float sum(__shared float &acc, const float & __device r);
void f(float * __device * pp);
