// Explicit conversions: C-style, functional, addrspace_cast, static_cast and
// reinterpret_cast to generic and to __flat, const_cast keeping the space.
struct float4x { float x, y, z, w; };
__global__ void casts(__device float *df, __shared float *sf, __flat int *fi,
                      int *gi) {
  float *g = addrspace_cast<float *>(df);
  __device float *d = addrspace_cast<__device float *>(g);
  __shared float *s = (__shared float *)g;
  float *g2 = static_cast<float *>(sf);
  float4x *v = reinterpret_cast<float4x *>(sf);
  __flat float *fl = reinterpret_cast<__flat float *>(d);
  __local int *li = addrspace_cast<__local int *>(fi);
  const __device float *cd = d;
  __device float *md = const_cast<__device float *>(cd);
  __device float &ref = addrspace_cast<__device float &>(*g);
  __device float &&xref = addrspace_cast<__device float &&>(static_cast<float &&>(*g));
  *md = *g2 + v->x + *(float *)fl + ref + xref + *s;
  *gi = *li;
}
void hostCasts(__device int *d) {
  int *g = addrspace_cast<int *>(d);
  __device int *back = addrspace_cast<__device int *>(g);
  __flat int *f = (__flat int *)back;
  (void)f;
}
