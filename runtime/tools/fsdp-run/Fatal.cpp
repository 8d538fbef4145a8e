//===- Fatal.cpp - how fsdp-run fails -------------------------------------===//

#include "Fatal.h"

#include "fsdpc/runtime/Communicator.h"

#include <cstdio>
#include <cstdlib>

namespace fsdpc::run {

static int64_t fatalRank = 0, fatalWorld = 1;

void setFatalRank(int64_t rank, int64_t worldSize) {
  fatalRank = rank;
  fatalWorld = worldSize;
}

void fatal(int exitCode, const std::string &message) {
  std::fflush(stdout);
  if (fatalWorld > 1)
    std::fprintf(stderr, "fsdp-run: error: rank %lld: %s\n",
                 static_cast<long long>(fatalRank), message.c_str());
  else
    std::fprintf(stderr, "fsdp-run: error: %s\n", message.c_str());
  std::fflush(stderr);
  if (fatalWorld > 1)
    runtime::abortAllRanks(exitCode);
  std::exit(exitCode);
}

void check(const runtime::Status &status, int exitCode) {
  if (!status.isOk())
    fatal(exitCode, status.message());
}

} // namespace fsdpc::run
