//===- KernelLibrary.h - the executable's kernels, loaded ---------*- C++
//-*-===//
//
// The kernels travel inside the executable as a shared object; it is loaded
// from an anonymous in-memory file (memfd) so that nothing is written to disk
// and concurrent ranks on one host cannot race on a temporary path.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_KERNELLIBRARY_H
#define FSDPC_RUNTIME_KERNELLIBRARY_H

#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fsdpc::runtime {

/// The kernel ABI (fsdpx.KernelLaunch): operand addresses and a sub-range of
/// the outermost parallel loop.
using KernelFn = void (*)(void **operands, int64_t begin, int64_t end);

class KernelLibrary {
public:
  static Expected<std::unique_ptr<KernelLibrary>>
  load(const uint8_t *image, size_t size,
       const std::vector<std::string> &symbols);
  ~KernelLibrary();

  KernelFn kernel(size_t index) const { return kernels_[index]; }
  size_t size() const { return kernels_.size(); }

private:
  KernelLibrary() = default;
  void *handle_ = nullptr;
  int fd_ = -1;
  std::vector<KernelFn> kernels_;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_KERNELLIBRARY_H
