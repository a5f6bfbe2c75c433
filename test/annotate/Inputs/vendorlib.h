/* A library interface (a system header of the hermetic tests): returns a
   plain pointer whose space the inference cannot know, and takes plain
   pointers, as a library built without address spaces does. */
extern "C" float *vendorBuffer();
extern "C" cudaError_t vendorRelease(void *p);
extern "C" int vendorChecksum(const void *p, size_t n);
