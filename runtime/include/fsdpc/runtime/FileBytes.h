//===- FileBytes.h - a file's bytes, mapped or read -------------*- C++ -*-===//
//
// What fsdp-run reads its checkpoints, initial state and batches from. A
// regular file is mapped read-only: a checkpoint or dataset of many GiB
// costs address space, not memory, its pages come from the page cache as
// they are touched (a rank reading its shard's rows reads those pages
// only) and ranks on one machine share them. Where the system cannot map
// it, the file is read into memory instead.
//
// A pipe or FIFO (`--data <(...)`) is read to its end instead. A mapping
// sees the file as it is: fsdp-run's own writes replace files by rename,
// which leaves a mapped file intact, but truncating a mapped file in place
// (another program rewriting a dataset mid-run), or an I/O error under a
// mapped page (a network file system failing), makes the read of that page
// fault (SIGBUS) instead of returning an error.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_FILEBYTES_H
#define FSDPC_RUNTIME_FILEBYTES_H

#include "fsdpc/runtime/Status.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace fsdpc::runtime {

class FileBytes {
public:
  /// The bytes of the file at `path`: mapped where possible. Fails with
  /// notFound where it does not exist, invalidArgument where it is a
  /// directory, unavailable on other errors (each naming the path).
  static Expected<FileBytes> read(const std::string &path);
  /// Bytes already in memory.
  static FileBytes fromVector(std::vector<uint8_t> bytes);

  FileBytes() = default;
  FileBytes(FileBytes &&other) noexcept;
  FileBytes &operator=(FileBytes &&other) noexcept;
  FileBytes(const FileBytes &) = delete;
  FileBytes &operator=(const FileBytes &) = delete;
  ~FileBytes();

  const uint8_t *data() const {
    return mapping_ ? static_cast<const uint8_t *>(mapping_) : owned_.data();
  }
  size_t size() const { return mapping_ ? mappedBytes_ : owned_.size(); }
  /// Whether the bytes are a mapping of the file (not a copy in memory).
  bool isMapped() const { return mapping_ != nullptr; }

private:
  void release();

  std::vector<uint8_t> owned_;
  void *mapping_ = nullptr;
  size_t mappedBytes_ = 0;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_FILEBYTES_H
