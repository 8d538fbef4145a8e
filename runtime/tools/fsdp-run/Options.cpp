//===- Options.cpp - fsdp-run's command line ------------------------------===//

#include "Options.h"

#include <cerrno>
#include <cstdlib>
#include <string_view>

namespace fsdpc::run {

using namespace runtime;

const char *usage() {
  return "usage: [mpirun -np N] fsdp-run STEP.fsdpx [options]\n"
         "  --entry NAME          entry to run (default train_step)\n"
         "  --init FILE|DIR       global tensors (.safetensors) or a "
         "checkpoint dir\n"
         "  --seed S              seed of the initializers (default 0)\n"
         "  --data FILE           batches: .npy or .safetensors, [K, ...] "
         "or one batch\n"
         "  --steps K             steps to run (default: the batches left, "
         "or 1)\n"
         "  --report FILE.json    measured times and memory (rank 0)\n"
         "  --trace FILE.json     Chrome/Perfetto trace of the last step "
         "(rank 0)\n"
         "  --trace-all           trace every step instead\n"
         "  --save DIR            sharded checkpoint DIR/step-K after the "
         "last step\n"
         "  --save-every S DIR    also a checkpoint DIR/step-K every S steps\n"
         "  --keep-last N         with --save-every: keep only DIR's newest N "
         "checkpoints\n"
         "  --resume DIR          continue from DIR's newest checkpoint that "
         "verifies\n"
         "                        (start afresh when there is none)\n"
         "  --timeout SECONDS     abort all ranks when a collective or step "
         "hangs\n"
         "                        (default 300, 0 = off)\n"
         "  --check-finite        stop (exit 3) at the first NaN/Inf in the "
         "loss or state\n"
         "  --threads N           kernel threads per rank (--device cpu)\n"
         "  --device cpu|cuda     where the program runs (default: where "
         "its kernels\n"
         "                        run: cuda for one compiled with --target "
         "cuda); cuda\n"
         "                        for several ranks needs the NCCL "
         "communicator\n"
         "  --gpu N               CUDA device ordinal (default: the local "
         "rank, or 0)\n"
         "  --no-graphs           (cuda) enqueue every step instead of "
         "replaying a CUDA\n"
         "                        graph captured from the second step\n"
         "  --no-gemm-pointer-arrays\n"
         "                        (cuda) run a GEMM's outer loops as a loop of "
         "cuBLASLt\n"
         "                        calls, not as one pointer-array call\n"
         "  --quiet               print nothing per step\n";
}

static Expected<int64_t> parseInt(std::string_view option,
                                  const std::string &text, int64_t min) {
  errno = 0;
  char *end = nullptr;
  long long value = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end || errno || value < min)
    return invalidArgument(std::string(option) + " needs an integer >= " +
                           std::to_string(min) + ", got \"" + text + "\"");
  return int64_t(value);
}

Expected<Options> parseOptions(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&](std::string &out) -> Status {
      if (i + 1 >= argc)
        return invalidArgument(std::string(arg) + " needs a value");
      out = argv[++i];
      return Status::ok();
    };
    std::string text;
    if (arg == "--help" || arg == "-h") {
      o.help = true;
    } else if (arg == "--entry") {
      FSDPC_RETURN_IF_ERROR(value(o.entry));
    } else if (arg == "--init") {
      FSDPC_RETURN_IF_ERROR(value(o.init));
    } else if (arg == "--data") {
      FSDPC_RETURN_IF_ERROR(value(o.data));
    } else if (arg == "--report") {
      FSDPC_RETURN_IF_ERROR(value(o.report));
    } else if (arg == "--trace") {
      FSDPC_RETURN_IF_ERROR(value(o.trace));
    } else if (arg == "--save") {
      FSDPC_RETURN_IF_ERROR(value(o.save));
    } else if (arg == "--resume") {
      FSDPC_RETURN_IF_ERROR(value(o.resume));
    } else if (arg == "--save-every") {
      FSDPC_RETURN_IF_ERROR(value(text));
      Expected<int64_t> n = parseInt(arg, text, 1);
      if (!n)
        return n.status();
      o.saveEvery = *n;
      FSDPC_RETURN_IF_ERROR(value(o.saveEveryDir));
    } else if (arg == "--timeout") {
      FSDPC_RETURN_IF_ERROR(value(text));
      errno = 0;
      char *end = nullptr;
      double t = std::strtod(text.c_str(), &end);
      if (text.empty() || *end || errno || !(t >= 0) || t > 1e9)
        return invalidArgument("--timeout needs seconds >= 0, got \"" + text +
                               "\"");
      o.timeout = t;
    } else if (arg == "--check-finite") {
      o.checkFinite = true;
    } else if (arg == "--trace-all") {
      o.traceAll = true;
    } else if (arg == "--device") {
      FSDPC_RETURN_IF_ERROR(value(o.device));
      if (o.device != "cpu" && o.device != "cuda")
        return invalidArgument("--device is cpu or cuda, got \"" + o.device +
                               "\"");
    } else if (arg == "--gpu") {
      FSDPC_RETURN_IF_ERROR(value(text));
      Expected<int64_t> n = parseInt(arg, text, 0);
      if (!n)
        return n.status();
      o.gpu = *n;
    } else if (arg == "--no-graphs") {
      o.graphs = false;
    } else if (arg == "--no-gemm-pointer-arrays") {
      o.gemmPointerArrays = false;
    } else if (arg == "--quiet") {
      o.quiet = true;
    } else if (arg == "--seed" || arg == "--steps" || arg == "--threads" ||
               arg == "--keep-last") {
      FSDPC_RETURN_IF_ERROR(value(text));
      bool positive = arg == "--threads" || arg == "--keep-last";
      Expected<int64_t> n = parseInt(arg, text, positive ? 1 : 0);
      if (!n)
        return n.status();
      if (arg == "--seed")
        o.seed = uint64_t(*n);
      else if (arg == "--steps")
        o.steps = *n;
      else if (arg == "--threads")
        o.threads = unsigned(*n);
      else
        o.keepLast = *n;
    } else if (!arg.empty() && arg[0] == '-') {
      return invalidArgument("unknown option " + std::string(arg));
    } else if (o.executable.empty()) {
      o.executable = std::string(arg);
    } else {
      return invalidArgument("a second executable \"" + std::string(arg) +
                             "\" (one .fsdpx per run)");
    }
  }
  if (o.executable.empty() && !o.help)
    return invalidArgument("no executable given");
  if (o.keepLast > 0 && o.saveEvery == 0)
    return invalidArgument("--keep-last applies to --save-every's checkpoints: "
                           "give --save-every S DIR too");
  return o;
}

} // namespace fsdpc::run
