#include <nccl_device.h>
