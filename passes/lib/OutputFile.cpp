//===- OutputFile.cpp - files the passes write ----------------------------===//

#include "OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Devices and pipes (/dev/stdout) cannot be replaced by a rename: they are
/// written in place, and their errors (a full disk) still surface.
static llvm::Error writeInPlace(StringRef path, StringRef text) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error, llvm::sys::fs::OF_Text);
  if (error)
    return llvm::createFileError(path, error);
  os << text;
  os.close();
  if (os.has_error()) {
    error = os.error();
    os.clear_error();
    return llvm::createFileError(path, error);
  }
  return llvm::Error::success();
}

LogicalResult mlir::fsdp::writeOutputFile(Operation *anchor, StringRef what,
                                          StringRef path, StringRef text) {
  llvm::sys::fs::file_status status;
  bool special = !llvm::sys::fs::status(path, status) &&
                 !llvm::sys::fs::is_regular_file(status);
  llvm::Error error =
      special ? writeInPlace(path, text)
              : llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
                  os << text;
                  return llvm::Error::success();
                });
  if (!error)
    return success();
  // The error names the path.
  return anchor->emitError() << "cannot write the " << what << ": "
                             << llvm::toString(std::move(error));
}
