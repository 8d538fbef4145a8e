//===- LocalCommunicator.cpp - a world of one rank ------------------------===//

#include "fsdpc/runtime/Communicator.h"

#include <cstring>

namespace fsdpc::runtime {

namespace {

class LocalCommunicator final : public Communicator {
public:
  const char *name() const override { return "local"; }
  int64_t rank() const override { return 0; }
  int64_t worldSize() const override { return 1; }

  Status connect(const MeshShape &mesh,
                 const std::vector<std::vector<uint32_t>> &,
                 uint64_t) override {
    if (mesh.worldSize() != 1)
      return failedPrecondition(
          "the program is compiled for " + std::to_string(mesh.worldSize()) +
          " ranks; the local communicator has one (run it under mpirun "
          "with the MPI communicator)");
    return Status::ok();
  }

  Status allGather(unsigned, const void *send, void *recv, uint64_t bytes,
                   void *) override {
    copy(recv, send, bytes);
    return Status::ok();
  }
  Status reduceScatter(unsigned, const void *send, void *recv, uint64_t count,
                       DType dtype, Reduction, void *) override {
    copy(recv, send, count * dtypeSize(dtype));
    return Status::ok();
  }
  Status allReduce(unsigned, const void *send, void *recv, uint64_t count,
                   DType dtype, Reduction, void *) override {
    copy(recv, send, count * dtypeSize(dtype));
    return Status::ok();
  }

private:
  static void copy(void *dst, const void *src, uint64_t bytes) {
    if (dst != src && bytes)
      std::memmove(dst, src, bytes);
  }
};

} // namespace

std::unique_ptr<Communicator> createLocalCommunicator() {
  return std::make_unique<LocalCommunicator>();
}

} // namespace fsdpc::runtime
