/* A library interface (a system header of the hermetic tests): returns a
   plain pointer whose space the inference cannot know. */
extern "C" float *vendorBuffer();
