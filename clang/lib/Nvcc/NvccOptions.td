//===- NvccOptions.td - nvcc's command line, as scale-nvcc reads it -------===//
//
// Every nvcc flag scale-nvcc knows, with nvcc's short and long spellings.
// nvcc accepts each spelling with one or two dashes, and a value either as
// the next argument or after '='; the multiclasses below declare all four
// forms. What each flag becomes on Clang's driver is decided in one place,
// NvccDriver.cpp (translate()); a flag that is not here is an error that
// names it and the nearest spelling that is.
//
//===----------------------------------------------------------------------===//

include "llvm/Option/OptParser.td"

def grp_phase : OptionGroup<"phase">, HelpText<"Compilation phases and outputs">;
def grp_target : OptionGroup<"target">, HelpText<"GPU targets">;
def grp_rdc : OptionGroup<"rdc">, HelpText<"Separable compilation">;
def grp_pass : OptionGroup<"pass">, HelpText<"Options for the tools behind nvcc">;
def grp_codegen : OptionGroup<"codegen">, HelpText<"Code generation">;
def grp_diag : OptionGroup<"diag">, HelpText<"Warnings and diagnostics">;
def grp_host : OptionGroup<"host">, HelpText<"Preprocessor, host compiler and linker">;
def grp_scale : OptionGroup<"scale">, HelpText<"The address-space extension">;

// A flag: `-NAME` and `--NAME`.
class F<string name, OptionGroup group, string help>
    : Flag<["-", "--"], name>, Group<group>, HelpText<help>;
// Another spelling of a flag.
class FA<string name, Option target> : Flag<["-", "--"], name>, Alias<target>;

// An option with a value: `-NAME VALUE` and `-NAME=VALUE`, one or two dashes.
multiclass V<string name, OptionGroup group, string meta, string help> {
  def NAME : Separate<["-", "--"], name>, Group<group>, MetaVarName<meta>,
             HelpText<help>;
  def NAME#_eq : Joined<["-", "--"], name#"=">, Group<group>,
                 Alias<!cast<Option>(NAME)>;
}
// Another spelling of an option with a value.
multiclass VA<string name, Option target> {
  def NAME : Separate<["-", "--"], name>, Alias<target>;
  def NAME#_eq : Joined<["-", "--"], name#"=">, Alias<target>;
}
// Preprocessor and linker options that also take their value joined
// (`-Ipath`, `-lfoo`).
class JS<string name, OptionGroup group, string meta, string help>
    : JoinedOrSeparate<["-"], name>, Group<group>, MetaVarName<meta>,
      HelpText<help>;

//===- Phases and outputs -------------------------------------------------===//

def compile : F<"c", grp_phase, "Compile each input to an object file">;
def : FA<"compile", compile>;
defm output_file : V<"o", grp_phase, "<file>", "Write the output to <file>">;
defm : VA<"output-file", output_file>;
defm x : V<"x", grp_phase, "<language>",
           "Treat the following inputs as <language>: cu, c++ or c">;
def preprocess : F<"E", grp_phase, "Preprocess the host side to standard output">;
def : FA<"preprocess", preprocess>;
def gen_deps : F<"M", grp_phase, "Write the dependencies of each input to standard output">;
def : FA<"generate-dependencies", gen_deps>;
def gen_nonsys_deps : F<"MM", grp_phase, "Like -M, without system headers">;
def : FA<"generate-nonsystem-dependencies", gen_nonsys_deps>;
def gen_deps_compile : F<"MD", grp_phase, "Write a dependency file while compiling">;
def : FA<"generate-dependencies-with-compile", gen_deps_compile>;
def gen_nonsys_deps_compile : F<"MMD", grp_phase, "Like -MD, without system headers">;
def : FA<"generate-nonsystem-dependencies-with-compile", gen_nonsys_deps_compile>;
def gen_dep_targets : F<"MP", grp_phase, "Add a phony target for each dependency">;
def : FA<"generate-dependency-targets", gen_dep_targets>;
defm dep_output : V<"MF", grp_phase, "<file>", "Write dependencies to <file>">;
defm : VA<"dependency-output", dep_output>;
defm dep_target : V<"MT", grp_phase, "<target>", "Name the target of the dependency rule">;
defm : VA<"dependency-target-name", dep_target>;
def ptx : F<"ptx", grp_phase, "Compile the device side of each .cu input to PTX">;
def cubin : F<"cubin", grp_phase, "Compile the device side of each .cu input to a cubin">;
def fatbin : F<"fatbin", grp_phase, "Compile the device side of each .cu input to a fat binary">;
def cuda_translation : F<"cuda", grp_phase,
                         "Write the host side's preprocessed source to <input>.cpp.ii (nvcc: its C++ translation)">;
def lib : F<"lib", grp_phase, "Compile the inputs and put the objects into a static library">;
def keep : F<"keep", grp_phase, "Keep the intermediate files of the compilation">;
def : FA<"save-temps", keep>;
defm keep_dir : V<"keep-dir", grp_phase, "<dir>", "Keep the intermediate files in <dir>">;
def dryrun : F<"dryrun", grp_phase, "Print the commands without running them">;
def : Flag<["-"], "###">, Alias<dryrun>, HelpText<"Same as --dryrun (the driver's spelling)">;
def verbose : F<"v", grp_phase, "Print the commands as they run">;
def : FA<"verbose", verbose>;
def help : F<"help", grp_phase, "Print this help">;
def : FA<"h", help>;
def version : F<"version", grp_phase, "Print the version">;
def : FA<"V", version>;
defm options_file : V<"options-file", grp_phase, "<file>", "Read more options from <file>">;
defm : VA<"optf", options_file>;
defm output_directory : V<"output-directory", grp_phase, "<dir>", "Write the output file of -c to <dir>">;
defm : VA<"odir", output_directory>;
def run : F<"run", grp_phase,
    "Compile and link the inputs into an executable and run it (a single executable input: run it)">;
defm run_args : V<"run-args", grp_phase, "<args>",
                  "Comma-separated arguments for the executable of --run">;
defm time : V<"time", grp_phase, "<file>",
              "Append the invocation's time to the CSV table <file> ('-': standard output)">;
def objdir_as_tempdir : F<"objdir-as-tempdir", grp_phase,
    "Accepted; has no effect (intermediate files are the driver's, -keep's next to the output)">;
def : FA<"objtemp", objdir_as_tempdir>;
def source_in_ptx : F<"source-in-ptx", grp_phase,
    "Interleave the source lines in the PTX of -ptx (with -lineinfo or -G)">;
def : FA<"src-in-ptx", source_in_ptx>;
def list_gpu_arch : F<"list-gpu-arch", grp_phase, "Print the virtual architectures (compute_XX) -arch accepts">;
def : FA<"arch-ls", list_gpu_arch>;
def list_gpu_code : F<"list-gpu-code", grp_phase, "Print the real architectures (sm_XX) -code accepts">;
def : FA<"code-ls", list_gpu_code>;

//===- GPU targets --------------------------------------------------------===//

defm arch : V<"arch", grp_target, "<arch>",
              "GPU architecture: sm_XX, compute_XX, native, all or all-major">;
defm : VA<"gpu-architecture", arch>;
defm gpu_code : V<"code", grp_target, "<codes>",
              "Real (sm_XX) and virtual (compute_XX) architectures to embed for -arch">;
defm : VA<"gpu-code", gpu_code>;
defm gencode : V<"gencode", grp_target, "arch=<virtual>,code=<codes>",
                 "Add a target: arch=compute_XX,code=sm_XX or code=[sm_XX,compute_XX]">;
defm : VA<"generate-code", gencode>;

//===- Separable compilation ----------------------------------------------===//

defm rdc : V<"rdc", grp_rdc, "true|false", "Relocatable device code">;
defm : VA<"relocatable-device-code", rdc>;
def device_c : F<"dc", grp_rdc, "Compile to an object with relocatable device code (-rdc=true -c)">;
def : FA<"device-c", device_c>;
def device_w : F<"dw", grp_rdc, "Compile to an object with whole-program device code (-rdc=false -c)">;
def : FA<"device-w", device_w>;
def dlink : F<"dlink", grp_rdc, "Link the device code of -dc objects into an object for the host linker">;
def : FA<"device-link", dlink>;
def dlto : F<"dlto", grp_rdc, "Accepted; device code is linked without link-time optimisation">;
def : FA<"dlink-time-opt", dlto>;
def : FA<"lto", dlto>;
def : FA<"gen-opt-lto", dlto>;
def extensible_whole_program : F<"extensible-whole-program", grp_rdc,
    "Device code that links the device runtime (-rdc=true without __CUDACC_RDC__)">;
def : FA<"ewp", extensible_whole_program>;
def no_device_link : F<"no-device-link", grp_rdc,
    "Accepted; a link with scale-nvcc -dlink's object links no device code again">;
def : FA<"nodlink", no_device_link>;
def relocatable_ptx : F<"relocatable-ptx", grp_rdc,
    "Accepted; the fat binaries of -dlink and -fatbin carry PTX already">;
def : FA<"reloc-ptx", relocatable_ptx>;
def relocatable_link : F<"relocatable-link", grp_rdc, "Link the inputs into one relocatable object (ld -r)">;
def : FA<"r", relocatable_link>;
def keep_device_functions : F<"keep-device-functions", grp_rdc,
    "Keep the external __device__ functions of whole-program device code in the PTX">;

//===- Tools behind nvcc --------------------------------------------------===//

defm Xcompiler : V<"Xcompiler", grp_pass, "<flags>", "Comma-separated flags for the host compiler (scale-clang)">;
defm : VA<"compiler-options", Xcompiler>;
defm Xptxas : V<"Xptxas", grp_pass, "<flags>", "Comma-separated flags for ptxas">;
defm : VA<"ptxas-options", Xptxas>;
defm Xlinker : V<"Xlinker", grp_pass, "<flags>", "Comma-separated flags for the host linker">;
defm : VA<"linker-options", Xlinker>;
defm Xnvlink : V<"Xnvlink", grp_pass, "<flags>", "Accepted; the device link is Clang's (a note names the flags)">;
defm : VA<"nvlink-options", Xnvlink>;
defm Xfatbin : V<"Xfatbin", grp_pass, "<flags>", "Accepted; the fat binary is Clang's (a note names the flags)">;
defm : VA<"fatbin-options", Xfatbin>;
defm Xarchive : V<"Xarchive", grp_pass, "<flags>", "Comma-separated flags for the archiver of -lib">;
defm : VA<"archive-options", Xarchive>;
defm archiver_binary : V<"archiver-binary", grp_pass, "<path>", "The archiver of -lib (default llvm-ar)">;
defm : VA<"arbin", archiver_binary>;
defm Xcudafe : V<"Xcudafe", grp_pass, "<flags>", "Front-end flags: --diag_suppress=N and friends mapped, others noted">;
defm ccbin : V<"ccbin", grp_pass, "<path>", "Accepted; the host side is compiled by scale-clang">;
defm : VA<"compiler-bindir", ccbin>;
def allow_unsupported_compiler : F<"allow-unsupported-compiler", grp_pass, "Accepted; has no effect">;
def forward_unknown : F<"forward-unknown-to-host-compiler", grp_pass,
                        "Pass flags scale-nvcc does not know to the host compiler">;
def : FA<"forward-unknown-opts", forward_unknown>;
def forward_unknown_linker : F<"forward-unknown-to-host-linker", grp_pass,
                        "Pass unknown flags to the host linker">;

//===- Code generation ----------------------------------------------------===//

def O : Joined<["-"], "O">, Group<grp_codegen>, MetaVarName<"<level>">,
        HelpText<"Host optimisation level 0-3 (device code is optimised unless -G)">;
defm optimize : V<"optimize", grp_codegen, "<level>", "Same as -O<level>">;
defm dopt : V<"dopt", grp_codegen, "on|off", "Device optimisation">;
def debug : F<"g", grp_codegen, "Debug information for host code">;
def : FA<"debug", debug>;
def device_debug : F<"G", grp_codegen, "Debug information for device code, device optimisation off">;
def : FA<"device-debug", device_debug>;
def lineinfo : F<"lineinfo", grp_codegen, "Line information for device code">;
def : FA<"generate-line-info", lineinfo>;
def use_fast_math : F<"use_fast_math", grp_codegen,
                      "--ftz=true --prec-div=false --prec-sqrt=false --fmad=true and fast intrinsics">;
def : FA<"use-fast-math", use_fast_math>;
defm ftz : V<"ftz", grp_codegen, "true|false", "Flush single-precision denormals to zero">;
defm prec_div : V<"prec-div", grp_codegen, "true|false", "IEEE single-precision division">;
defm prec_sqrt : V<"prec-sqrt", grp_codegen, "true|false", "IEEE single-precision square root">;
defm fmad : V<"fmad", grp_codegen, "true|false", "Contract multiplies and adds into fused multiply-adds">;
defm maxrregcount : V<"maxrregcount", grp_codegen, "<n>", "At most <n> registers per thread">;
def extra_device_vectorization : F<"extra-device-vectorization", grp_codegen,
                                   "Accepted; the device pipeline is Clang's -O3">;
defm default_stream : V<"default-stream", grp_codegen, "legacy|null|per-thread", "The default stream">;
defm std : V<"std", grp_codegen, "<standard>", "The C++ standard (c++17, c++20, ...)">;
def expt_relaxed_constexpr : F<"expt-relaxed-constexpr", grp_codegen,
                               "Accepted: Clang always lets host and device call constexpr functions of the other side">;
def extended_lambda : F<"extended-lambda", grp_codegen,
                        "Accepted: Clang always allows __device__ lambdas">;
def : FA<"expt-extended-lambda", extended_lambda>;
defm machine : V<"machine", grp_codegen, "64", "Only 64-bit code">;
def m64 : F<"m64", grp_codegen, "Same as --machine 64">;
defm threads : V<"threads", grp_codegen, "<n>", "Accepted; has no effect">;
defm : VA<"t", threads>;
def res_usage : F<"res-usage", grp_codegen, "Report the resources each kernel uses (ptxas -v)">;
def : FA<"resource-usage", res_usage>;
def split_compile : Joined<["-", "--"], "split-compile">, Group<grp_codegen>,
                    HelpText<"Accepted; has no effect">;
def restrict : F<"restrict", grp_codegen,
                "The pointer parameters of every kernel are restrict pointers">;
def no_exceptions : F<"no-exceptions", grp_codegen, "No C++ exceptions in host code (-fno-exceptions)">;
def : FA<"noeh", no_exceptions>;
def profile : F<"pg", grp_codegen, "Instrument host code for gprof">;
def : FA<"profile", profile>;
defm ftemplate_depth : V<"ftemplate-depth", grp_codegen, "<n>", "At most <n> nested template instantiations">;
defm ftemplate_backtrace_limit : V<"ftemplate-backtrace-limit", grp_codegen, "<n>",
                                   "At most <n> template instantiation notes per error">;
defm frandom_seed : V<"frandom-seed", grp_codegen, "<seed>", "The seed of the host compiler's random names">;
defm optimization_info : V<"optimization-info", grp_codegen, "inline",
                           "Remarks on the inlining of device functions">;
defm : VA<"opt-info", optimization_info>;
def fdevice_syntax_only : F<"fdevice-syntax-only", grp_codegen,
    "Check the device side's syntax only: the host side is compiled, no device code is generated">;
defm fdevice_time_trace : V<"fdevice-time-trace", grp_codegen, "<file>",
                            "Write the device compilation's time trace (JSON) to <file>">;
defm entries : V<"entries", grp_codegen, "<kernels>", "Accepted; code is generated for every kernel">;
defm : VA<"e", entries>;
defm sanitize : V<"sanitize", grp_codegen, "memcheck",
                  "Accepted; compute-sanitizer checks code compiled without instrumentation">;
def no_compress : F<"no-compress", grp_codegen, "Accepted; has no effect (the fat binary is not compressed)">;
defm compress_mode : V<"compress-mode", grp_codegen, "<mode>", "Accepted; has no effect (the fat binary is not compressed)">;
def jobserver : F<"jobserver", grp_codegen, "Accepted; has no effect">;
defm Ofast_compile : V<"Ofast-compile", grp_codegen, "<level>", "Accepted; has no effect">;
defm : VA<"Ofc", Ofast_compile>;
defm jump_table_density : V<"jump-table-density", grp_codegen, "<percent>", "Accepted; has no effect">;
defm : VA<"jtd", jump_table_density>;
defm device_stack_protector : V<"device-stack-protector", grp_codegen, "true|false", "Accepted; has no effect">;
def no_align_double : F<"no-align-double", grp_codegen, "Accepted; has no effect (64-bit code only)">;
defm static_global_template_stub : V<"static-global-template-stub", grp_codegen, "true|false", "Accepted; has no effect">;
defm device_entity_has_hidden_visibility : V<"device-entity-has-hidden-visibility", grp_codegen,
                                             "true|false", "Accepted; has no effect">;
def no_host_device_initializer_list : F<"no-host-device-initializer-list", grp_codegen, "Accepted; has no effect">;
def : FA<"nohdinitlist", no_host_device_initializer_list>;
def no_host_device_move_forward : F<"no-host-device-move-forward", grp_codegen, "Accepted; has no effect">;
def : FA<"nohdmoveforward", no_host_device_move_forward>;
defm cudart : V<"cudart", grp_host, "static|shared|none", "The CUDA runtime to link (default static)">;
defm cudadevrt : V<"cudadevrt", grp_host, "static|none", "Link the device runtime (libcudadevrt) into the device link (default static)">;

//===- Warnings -----------------------------------------------------------===//

defm Werror : V<"Werror", grp_diag, "<kinds>",
                "Comma-separated warnings made errors: all-warnings, reorder, deprecated-declarations, ...">;
def disable_warnings : F<"w", grp_diag, "Disable all warnings">;
def : FA<"disable-warnings", disable_warnings>;
defm diag_suppress : V<"diag-suppress", grp_diag, "<numbers>", "Suppress nvcc diagnostics by number">;
defm diag_warn : V<"diag-warn", grp_diag, "<numbers>", "Make nvcc diagnostics warnings by number">;
defm diag_error : V<"diag-error", grp_diag, "<numbers>", "Make nvcc diagnostics errors by number">;
def display_error_number : F<"display-error-number", grp_diag, "Accepted; has no effect">;
def no_display_error_number : F<"no-display-error-number", grp_diag, "Accepted; has no effect">;
def : FA<"err-no", display_error_number>;
def : FA<"no-err-no", no_display_error_number>;
defm brief_diagnostics : V<"brief-diagnostics", grp_diag, "true|false", "Accepted; has no effect">;
defm : VA<"brief-diag", brief_diagnostics>;
def Wno_deprecated_gpu_targets : F<"Wno-deprecated-gpu-targets", grp_diag, "Accepted; has no effect">;
def Wno_deprecated_declarations : F<"Wno-deprecated-declarations", grp_diag, "No warnings on deprecated entities">;
def Wreorder : F<"Wreorder", grp_diag, "Warn on member initialisers out of order">;
def Wdefault_stream_launch : F<"Wdefault-stream-launch", grp_diag, "Accepted; has no effect">;
def Wmissing_launch_bounds : F<"Wmissing-launch-bounds", grp_diag, "Accepted; has no effect">;
def Wext_lambda_captures_this : F<"Wext-lambda-captures-this", grp_diag, "Accepted; has no effect">;
def Wscale : Joined<["-"], "Wscale-">, Group<grp_diag>,
             HelpText<"scale-clang's address-space warnings (-Wscale-addrspace-*), as in scale-clang++">;
def Wno_scale : Joined<["-"], "Wno-scale-">, Group<grp_diag>,
                HelpText<"scale-clang's address-space warnings, off">;
def Werror_scale : Joined<["-"], "Werror=scale-">, Group<grp_diag>,
                   HelpText<"scale-clang's address-space warnings, as errors">;
def Wno_error_scale : Joined<["-"], "Wno-error=scale-">, Group<grp_diag>,
    HelpText<"scale-clang's address-space warnings that are errors by default, as warnings">;

//===- Preprocessor, host compiler and linker -----------------------------===//

def I : JS<"I", grp_host, "<dir>", "Add <dir> to the include path">;
defm : VA<"include-path", I>;
def isystem : JS<"isystem", grp_host, "<dir>", "Add <dir> to the system include path">;
defm : VA<"system-include", isystem>;
def D : JS<"D", grp_host, "<macro>[=<value>]", "Define a macro">;
defm : VA<"define-macro", D>;
def U : JS<"U", grp_host, "<macro>", "Undefine a macro">;
defm : VA<"undefine-macro", U>;
defm pre_include : V<"include", grp_host, "<file>", "Include <file> first">;
defm : VA<"pre-include", pre_include>;
def L : JS<"L", grp_host, "<dir>", "Add <dir> to the library path">;
defm : VA<"library-path", L>;
def l : JS<"l", grp_host, "<library>", "Link <library>">;
defm : VA<"library", l>;
def shared : F<"shared", grp_host, "Link a shared library">;
def link : F<"link", grp_phase, "Link the inputs into a program (the default)">;

// nvcc's options for Windows (cl.exe's environment, Cygwin drive prefixes),
// QNX, its own nvcc.profile and the toolkit's targets/ layout: nothing to do
// for a Linux toolkit that scale-nvcc finds itself.
def use_local_env : F<"use-local-env", grp_host, "Accepted; has no effect (Windows)">;
def force_cl_env_setup : F<"force-cl-env-setup", grp_host, "Accepted; has no effect (Windows)">;
defm input_drive_prefix : V<"input-drive-prefix", grp_host, "<prefix>", "Accepted; has no effect (Windows)">;
defm : VA<"idp", input_drive_prefix>;
defm dependency_drive_prefix : V<"dependency-drive-prefix", grp_host, "<prefix>", "Accepted; has no effect (Windows)">;
defm : VA<"ddp", dependency_drive_prefix>;
defm drive_prefix : V<"drive-prefix", grp_host, "<prefix>", "Accepted; has no effect (Windows)">;
defm : VA<"dp", drive_prefix>;
defm qpp_config : V<"qpp-config", grp_host, "<config>", "Accepted; has no effect (QNX)">;
def dont_use_profile : F<"dont-use-profile", grp_host,
    "Accepted; has no effect (scale-nvcc reads no nvcc.profile)">;
def : FA<"noprof", dont_use_profile>;
defm libdevice_directory : V<"libdevice-directory", grp_host, "<dir>",
                             "Accepted; has no effect (libdevice is the toolkit's)">;
defm : VA<"ldir", libdevice_directory>;
defm target_directory : V<"target-directory", grp_host, "<dir>",
                          "Accepted; has no effect (the toolkit's include and lib64 are used)">;
defm : VA<"target-dir", target_directory>;
defm host_linker_script : V<"host-linker-script", grp_host, "use-lcs",
    "use-lcs accepted (no effect: the host link needs no script); gen-lcs is not supported">;
defm : VA<"hls", host_linker_script>;
def augment_host_linker_script : F<"augment-host-linker-script", grp_host,
    "Accepted; has no effect">;
def : FA<"aug-hls", augment_host_linker_script>;

//===- The spellings CMake writes for a Clang CUDA compiler ---------------===//
//
// CMake identifies scale-nvcc as Clang (it is: __NVCC__ stays undefined,
// docs/nvcc.md), and then writes Clang's spellings for the same things;
// ccache, which finds scale-clang behind the link, adds Clang's colour flag.

def grp_cmake : OptionGroup<"cmake">, HelpText<"Clang spellings that CMake and ccache write">;
def cuda_path_eq : Joined<["--"], "cuda-path=">, Group<grp_cmake>, MetaVarName<"<dir>">,
                   HelpText<"The CUDA toolkit to use">;
def cuda_gpu_arch_eq : Joined<["--"], "cuda-gpu-arch=">, Group<grp_cmake>, MetaVarName<"<sm_XX>">,
                       HelpText<"Same as -arch=<sm_XX>">;
def offload_arch_eq : Joined<["--"], "offload-arch=">, Alias<cuda_gpu_arch_eq>;
def cuda_include_ptx_eq : Joined<["--"], "cuda-include-ptx=">, Group<grp_cmake>,
                          MetaVarName<"<sm_XX>">, HelpText<"Embed PTX for <sm_XX> (the default)">;
def no_cuda_include_ptx_eq : Joined<["--"], "no-cuda-include-ptx=">, Group<grp_cmake>,
                             MetaVarName<"<sm_XX>">, HelpText<"Embed no PTX for <sm_XX> (CMake's XX-real)">;
def fgpu_rdc : Flag<["-"], "fgpu-rdc">, Group<grp_cmake>, HelpText<"Same as -rdc=true">;
def fno_gpu_rdc : Flag<["-"], "fno-gpu-rdc">, Group<grp_cmake>, HelpText<"Same as -rdc=false">;
def fPIC : Flag<["-"], "fPIC">, Group<grp_cmake>, HelpText<"Same as -Xcompiler -fPIC">;
def fPIE : Flag<["-"], "fPIE">, Group<grp_cmake>, HelpText<"Same as -Xcompiler -fPIE">;
def fcolor_diagnostics : Flag<["-"], "fcolor-diagnostics">, Group<grp_cmake>,
                         HelpText<"Coloured diagnostics (ccache asks for them)">;
def fno_color_diagnostics : Flag<["-"], "fno-color-diagnostics">, Group<grp_cmake>,
                            HelpText<"No coloured diagnostics">;
def Wl : CommaJoined<["-"], "Wl,">, Group<grp_cmake>, MetaVarName<"<flags>">,
         HelpText<"Same as -Xlinker <flags>">;

//===- The address-space extension ----------------------------------------===//

def fscale : Joined<["-"], "fscale-">, Group<grp_scale>,
             HelpText<"scale-clang's -fscale-* flags (-fscale-addrspaces is on by default)">;
def fno_scale : Joined<["-"], "fno-scale-">, Group<grp_scale>,
                HelpText<"scale-clang's -fno-scale-* flags (-fno-scale-addrspaces: upstream Clang)">;
