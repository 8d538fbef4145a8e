//===- KernelLibrary.cpp - the executable's kernels, loaded ---------------===//

#include "fsdpc/runtime/KernelLibrary.h"

#include <cerrno>
#include <cstring>
#include <dlfcn.h>
#include <sys/mman.h>
#include <unistd.h>

namespace fsdpc::runtime {

Expected<std::unique_ptr<KernelLibrary>>
KernelLibrary::load(const uint8_t *image, size_t size,
                    const std::vector<std::string> &symbols) {
  std::unique_ptr<KernelLibrary> lib(new KernelLibrary());
  if (symbols.empty())
    return lib;
  lib->fd_ = memfd_create("fsdpc-kernels", MFD_CLOEXEC);
  if (lib->fd_ < 0)
    return unavailable(std::string("memfd_create: ") + std::strerror(errno));
  size_t written = 0;
  while (written < size) {
    ssize_t n = ::write(lib->fd_, image + written, size - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return unavailable(std::string("writing the kernel library: ") +
                         std::strerror(errno));
    written += size_t(n);
  }
  std::string path = "/proc/self/fd/" + std::to_string(lib->fd_);
  // RTLD_LOCAL: two sessions' libraries must not resolve into each other.
  lib->handle_ = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib->handle_) {
    const char *why = dlerror();
    return failedPrecondition(std::string("cannot load the kernel library: ") +
                              (why ? why : "unknown error"));
  }
  for (const std::string &symbol : symbols) {
    void *address = dlsym(lib->handle_, symbol.c_str());
    if (!address)
      return notFound("the kernel library has no symbol \"" + symbol + "\"");
    lib->kernels_.push_back(reinterpret_cast<KernelFn>(address));
  }
  return lib;
}

KernelLibrary::~KernelLibrary() {
  if (handle_)
    dlclose(handle_);
  if (fd_ >= 0)
    ::close(fd_);
}

} // namespace fsdpc::runtime
