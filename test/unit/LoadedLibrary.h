//===- LoadedLibrary.h - a compiled kernel library, dlopened ----*- C++ -*-===//
//
// The host kernel library written to a temporary file and dlopened, so that
// tests call the compiled kernels (the runtime loads it from memory; the
// tests need no runtime).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_UNIT_LOADEDLIBRARY_H
#define FSDPC_TEST_UNIT_LOADEDLIBRARY_H

#include "fsdpc/Translate/KernelCompiler.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <dlfcn.h>
#include <string>

namespace fsdpc::test {

using KernelFn = void (*)(void **, int64_t, int64_t);

/// A compiled library written to a temporary file and dlopened.
class LoadedLibrary {
public:
  explicit LoadedLibrary(const mlir::fsdp::KernelLibrary &library)
      : library(library) {
    llvm::SmallString<128> path;
    if (llvm::sys::fs::createTemporaryFile("fsdpc-kernels", "so", path))
      return;
    this->path = std::string(path);
    {
      std::error_code ec;
      llvm::raw_fd_ostream os(this->path, ec);
      os << library.sharedObject;
    }
    handle = dlopen(this->path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      loadError = dlerror();
  }
  ~LoadedLibrary() {
    if (handle)
      dlclose(handle);
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
  bool loaded() const { return handle != nullptr; }
  /// The entry point of the `index`-th input kernel.
  KernelFn kernel(size_t index) const {
    return handle ? reinterpret_cast<KernelFn>(
                        dlsym(handle, library.symbols.at(index).c_str()))
                  : nullptr;
  }

  mlir::fsdp::KernelLibrary library;
  std::string loadError;

private:
  std::string path;
  void *handle = nullptr;
};

} // namespace fsdpc::test

#endif // FSDPC_TEST_UNIT_LOADEDLIBRARY_H
