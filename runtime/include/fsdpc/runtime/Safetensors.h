//===- Safetensors.h - reading and writing .safetensors files -----*- C++
//-*-===//
//
// The checkpoint format fsdp-run reads and writes: an 8-byte little-endian
// header length, a JSON header mapping each tensor name to its dtype, shape
// and data_offsets (relative to the data section) plus an optional
// "__metadata__" object of strings, then the raw little-endian bytes.
// Reading trusts nothing: every field, size and offset is checked, the data
// ranges must tile the data section exactly, and errors name the file and the
// tensor. A file read is mapped (FileBytes), not copied into memory. Writing is
// atomic (temporary file, fsync, rename), so a crash mid-save leaves the
// previous checkpoint intact.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_SAFETENSORS_H
#define FSDPC_RUNTIME_SAFETENSORS_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/FileBytes.h"
#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace fsdpc::runtime {

/// "F32", "BF16", "F16", "F64", "I64", "I32", "I16", "I8", "U8", "BOOL" (i1);
/// files may also hold "U16", "U32" and "U64", read as i16, i32 and i64.
const char *safetensorsDTypeName(DType dtype);

struct SafetensorsTensor {
  std::string name;
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  uint64_t begin = 0; ///< offset in the data section
  uint64_t bytes = 0;
};

class SafetensorsFile {
public:
  /// Maps (or reads) and validates a whole file; its tensors' bytes are
  /// read from the file only as they are used.
  static Expected<SafetensorsFile> read(const std::string &path);
  /// Validates bytes already in memory; `name` is used in messages.
  static Expected<SafetensorsFile> parse(std::vector<uint8_t> bytes,
                                         const std::string &name);

  /// In the order of their data.
  const std::vector<SafetensorsTensor> &tensors() const { return tensors_; }
  const SafetensorsTensor *find(const std::string &name) const;
  const uint8_t *data(const SafetensorsTensor &tensor) const {
    return bytes_.data() + dataStart_ + tensor.begin;
  }
  const std::map<std::string, std::string> &metadata() const {
    return metadata_;
  }

  /// Whether the tensors' bytes are a mapping of the file.
  bool isMapped() const { return bytes_.isMapped(); }

private:
  static Expected<SafetensorsFile> parseBytes(FileBytes bytes,
                                              const std::string &name);

  FileBytes bytes_;
  uint64_t dataStart_ = 0;
  std::vector<SafetensorsTensor> tensors_;
  std::map<std::string, std::string> metadata_;
};

struct SafetensorsInput {
  std::string name;
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  const void *data = nullptr;
  uint64_t bytes = 0; ///< must be product(shape) * size(dtype)
};

Status writeSafetensors(const std::string &path,
                        const std::vector<SafetensorsInput> &tensors,
                        const std::map<std::string, std::string> &metadata);

/// Writes `bytes` to `path` atomically: a temporary file next to it, fsync,
/// rename over it, fsync of the directory.
Status
writeFileAtomically(const std::string &path,
                    const std::vector<std::pair<const void *, size_t>> &pieces);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_SAFETENSORS_H
