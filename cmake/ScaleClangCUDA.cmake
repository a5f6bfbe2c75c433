# Included by ScaleClangConfig.cmake once CUDA is enabled with scale-clang as
# its compiler (find_package(ScaleClang) after project()).
#
# CMake's device link for Clang (CUDA_SEPARABLE_COMPILATION) runs the
# toolkit's fatbinary itself with `-im=profile=sm_XX,file=F`, an option that
# CUDA 13's fatbinary no longer has (`Unknown option 'im'`); CMake 4.3 still
# writes it. The device link goes through a copy of fatbinary-image3.sh that
# passes the same images as `--image3=kind=elf,sm=XX,file=F`.
if(CMAKE_CUDA_COMPILER_ID STREQUAL "Clang" AND CMAKE_CUDA_FATBINARY
   AND CMAKE_CUDA_COMPILER_TOOLKIT_VERSION VERSION_GREATER_EQUAL 13
   AND NOT CMAKE_CUDA_FATBINARY MATCHES "scale-clang/fatbinary$")
  set(SCALE_REAL_FATBINARY "${CMAKE_CUDA_FATBINARY}")
  configure_file("${CMAKE_CURRENT_LIST_DIR}/fatbinary-image3.sh.in"
                 "${CMAKE_BINARY_DIR}/scale-clang/fatbinary" @ONLY
                 FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
                                  GROUP_READ GROUP_EXECUTE
                                  WORLD_READ WORLD_EXECUTE)
  set(CMAKE_CUDA_FATBINARY "${CMAKE_BINARY_DIR}/scale-clang/fatbinary")
endif()
