# Runs the system CMake's FindCUDA/make2cmake.cmake, which converts an nvcc -M
# file (input_file) to a CMake dependency list (output_file).
include(${CMAKE_ROOT}/Modules/FindCUDA/make2cmake.cmake)
