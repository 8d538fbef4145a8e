//===- ComputeMain.cpp - one core's GEMM, vector and memory rates ---------===//
//
//   fsdpc-micro-compute [--what gemm,vector,stream] [--reps 5]
//       [--min-time 0.2] [--gemm-sizes 8,64,...] [--stream-mib 1,16,...]
//
// Run it pinned (taskset -c N) with OPENBLAS_NUM_THREADS=1: fsdp-run runs one
// rank per core with one BLAS thread, and these are that rank's rates.
// One JSON line per repetition (Common.h).
//
//===----------------------------------------------------------------------===//

#include "Common.h"
#include "Kernels.h"

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Gemm.h"

#include <sched.h>
#include <sstream>
#include <vector>

using namespace fsdpc;
using namespace fsdpc::micro;
using runtime::DType;

static std::vector<long> parseList(const std::string &text) {
  std::vector<long> values;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ','))
    if (!item.empty())
      values.push_back(std::stol(item));
  return values;
}

/// Square GEMMs through runtime::gemm, as the runtime calls it for a
/// linalg.matmul: row-major, no transposes, C overwritten (beta 0). bf16
/// operands and result, so the widening and the rounding back are timed.
static int benchGemm(const std::vector<long> &sizes, int reps, double minTime) {
  runtime::GemmWorkspace workspace;
  for (DType dtype : {DType::f32, DType::bf16}) {
    for (long size : sizes) {
      size_t elements = size_t(size) * size_t(size);
      std::vector<float> a(elements), b(elements), c(elements);
      for (size_t i = 0; i < elements; ++i) {
        a[i] = float(i % 7) * 0.25f - 0.5f;
        b[i] = float(i % 5) * 0.125f;
      }
      std::vector<uint16_t> a16(elements), b16(elements), c16(elements);
      for (size_t i = 0; i < elements; ++i) {
        a16[i] = runtime::floatToBf16(a[i]);
        b16[i] = runtime::floatToBf16(b[i]);
      }
      bool half = dtype == DType::bf16;
      runtime::GemmArgs args;
      args.m = args.n = args.k = size;
      args.lda = args.ldb = args.ldc = size;
      args.aType = args.bType = args.cType = dtype;
      args.a = half ? static_cast<const void *>(a16.data()) : a.data();
      args.b = half ? static_cast<const void *>(b16.data()) : b.data();
      args.c = half ? static_cast<void *>(c16.data()) : c.data();
      for (int rep = 0; rep < reps; ++rep) {
        bool failed = false;
        long calls = 0;
        double seconds = timePerCall(
            [&] { failed |= !runtime::gemm(args, workspace).isOk(); }, minTime,
            calls);
        if (failed) {
          std::fprintf(stderr, "error: runtime::gemm failed\n");
          return 1;
        }
        double flops = 2.0 * double(size) * double(size) * double(size);
        std::printf("{\"bench\":\"gemm\",\"dtype\":\"%s\",\"m\":%ld,\"n\":%ld,"
                    "\"k\":%ld,\"rep\":%d,\"calls\":%ld,\"seconds\":%.9g,"
                    "\"flops_per_s\":%.6g}\n",
                    runtime::dtypeName(dtype), size, size, size, rep, calls,
                    seconds, flops / seconds);
        std::fflush(stdout);
      }
    }
  }
  return 0;
}

/// Element-wise loops over L1-resident data (3 x 8 KiB): the arithmetic
/// rate, in the cost model's unit (scalar ops of a linalg body).
static int benchVector(int reps, double minTime) {
  constexpr size_t n = 2048;
  std::vector<float> a(n), b(n), out(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = float(i % 17) * 0.01f;
    b[i] = 1.0f + float(i % 3) * 0.001f;
  }
  struct Case {
    const char *name;
    double opsPerElement;
    void (*run)(std::vector<float> &, std::vector<float> &,
                std::vector<float> &);
  };
  const Case cases[] = {
      {"add", 1,
       [](auto &a, auto &b, auto &o) {
         addKernel(a.data(), b.data(), o.data(), n);
       }},
      {"mul_add", 2,
       [](auto &a, auto &b, auto &o) {
         mulAddKernel(a.data(), b.data(), o.data(), n);
       }},
      {"exp", 1,
       [](auto &a, auto &, auto &o) { expKernel(a.data(), o.data(), n); }},
      {"sum", 1,
       [](auto &a, auto &, auto &o) { sumKernel(a.data(), o.data(), n); }},
  };
  for (const Case &c : cases) {
    std::fill(out.begin(), out.end(), 0.0f);
    for (int rep = 0; rep < reps; ++rep) {
      long calls = 0;
      double seconds = timePerCall([&] { c.run(a, b, out); }, minTime, calls);
      std::printf("{\"bench\":\"vector\",\"kernel\":\"%s\",\"elements\":%zu,"
                  "\"ops_per_element\":%g,\"rep\":%d,\"calls\":%ld,"
                  "\"seconds\":%.9g,\"ops_per_s\":%.6g}\n",
                  c.name, n, c.opsPerElement, rep, calls, seconds,
                  c.opsPerElement * double(n) / seconds);
      std::fflush(stdout);
    }
  }
  return 0;
}

/// STREAM copy and triad over arrays of each size, and exp streamed the
/// same way (out = exp(a): as much arithmetic per element as the L1 exp
/// loop, as many bytes as copy, to see how much of either hides under the
/// other): bytes counted as the cost model counts them (every operand read
/// or written once).
static int benchStream(const std::vector<long> &mibs, int reps,
                       double minTime) {
  for (long mib : mibs) {
    size_t n = size_t(mib) * 1024 * 1024 / sizeof(float);
    std::vector<float> a(n, 1.0f), b(n, 2.0f), out(n, 0.0f); // touched
    for (const char *kernel : {"copy", "triad", "exp"}) {
      bool triad = kernel[0] == 't', exp = kernel[0] == 'e';
      double bytes = double(n) * sizeof(float) * (triad ? 3 : 2);
      for (int rep = 0; rep < reps; ++rep) {
        long calls = 0;
        double seconds = timePerCall(
            [&] {
              if (triad)
                triadKernel(a.data(), b.data(), out.data(), n);
              else if (exp)
                expKernel(a.data(), out.data(), n);
              else
                copyKernel(a.data(), out.data(), n);
            },
            minTime, calls);
        std::printf("{\"bench\":\"stream\",\"kernel\":\"%s\",\"array_bytes\":"
                    "%zu,\"bytes_per_call\":%.0f,\"rep\":%d,\"calls\":%ld,"
                    "\"seconds\":%.9g,\"bytes_per_s\":%.6g}\n",
                    kernel, n * sizeof(float), bytes, rep, calls, seconds,
                    bytes / seconds);
        std::fflush(stdout);
      }
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  // The kernels fsdp-run would use (Gemm.h), before anything is measured.
  runtime::reexecWithBetterGemmCore(argv);
  std::string what = option(argc, argv, "--what", "gemm,vector,stream");
  int reps = int(numberOption(argc, argv, "--reps", 5));
  double minTime = numberOption(argc, argv, "--min-time", 0.2);
  std::vector<long> gemmSizes =
      parseList(option(argc, argv, "--gemm-sizes", "8,64,256,512,1024,2048"));
  std::vector<long> streamMib =
      parseList(option(argc, argv, "--stream-mib", "1,16,256,1024"));
  std::printf("{\"bench\":\"info\",\"cpu\":%d,\"gemm_uses_blas\":%s,"
              "\"gemm_core\":\"%s\"}\n",
              sched_getcpu(), runtime::gemmUsesBlas() ? "true" : "false",
              runtime::gemmCore().c_str());
  std::fflush(stdout);
  int rc = 0;
  if (rc == 0 && what.find("gemm") != std::string::npos)
    rc = benchGemm(gemmSizes, reps, minTime);
  if (rc == 0 && what.find("vector") != std::string::npos)
    rc = benchVector(reps, minTime);
  if (rc == 0 && what.find("stream") != std::string::npos)
    rc = benchStream(streamMib, reps, minTime);
  return rc;
}
