//===- Options.h - fsdp-run's command line -----------------------*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_OPTIONS_H
#define FSDPC_TOOLS_FSDP_RUN_OPTIONS_H

#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <string>

namespace fsdpc::run {

struct Options {
  std::string executable;
  std::string entry = "train_step";
  std::string init; ///< FILE.safetensors (global tensors) or a checkpoint DIR
  std::string data; ///< .npy or .safetensors of batches
  std::string report;
  std::string trace;
  std::string save;
  /// --save-every S DIR: a checkpoint each S steps (0: none).
  int64_t saveEvery = 0;
  std::string saveEveryDir;
  /// --keep-last N: after each --save-every checkpoint, only the newest N
  /// step-K of its DIR stay (0: all).
  int64_t keepLast = 0;
  /// --resume DIR: the newest checkpoint of DIR that verifies, if any.
  std::string resume;
  /// --timeout SECONDS: the watchdog (0: off).
  double timeout = 300;
  bool checkFinite = false;
  uint64_t seed = 0;
  /// -1: every batch of --data left after the checkpoint's step, or 1.
  int64_t steps = -1;
  unsigned threads = 0; ///< 0: the host's threads / ranks on this host
  /// --device cpu|cuda; empty: where the executable's kernels run (cuda
  /// for PTX, else cpu; Main.cpp's deviceOfKernels).
  std::string device;
  /// --gpu N: the CUDA device ordinal (-1: the local rank, or 0).
  int64_t gpu = -1;
  /// --no-graphs: the CUDA device enqueues every run instead of replaying a
  /// captured graph.
  bool graphs = true;
  /// --no-gemm-pointer-arrays: the CUDA device runs a GEMM's outer loops as
  /// a loop of calls (the baseline of one pointer-array call).
  bool gemmPointerArrays = true;
  bool traceAll = false;
  bool quiet = false;
  bool help = false;
};

const char *usage();

/// INVALID_ARGUMENT naming the option on a bad command line.
runtime::Expected<Options> parseOptions(int argc, char **argv);

} // namespace fsdpc::run

#endif
