//===- Npy.h - reading and writing NumPy .npy arrays ------------*- C++ -*-===//
//
// Batches and reference values come from Python as .npy files. Versions 1.0,
// 2.0 and 3.0 are read; only little-endian (or byte-sized), C-ordered arrays
// of f32, f64, f16, i64, i32, i16, i8, u8, bool, and u16/u32/u64 (read as
// the signless i16/i32/i64). NumPy has no bfloat16: bf16 travels as its bits
// in a '<u2' array (or ml_dtypes' '<V2'), which mapNpy(path, true) reads as
// bf16 instead of i16. Errors name the file.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_NPY_H
#define FSDPC_RUNTIME_NPY_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/FileBytes.h"
#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fsdpc::runtime {

struct NpyArray {
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;
};

/// `bf16Bits`: read '<u2'/'<V2' arrays as bf16 (else '<u2' is read as i16
/// and '<V2' refused).
Expected<NpyArray> parseNpy(const std::vector<uint8_t> &bytes,
                            const std::string &name, bool bf16Bits = false);

/// An array read in place: its bytes stay in the file's mapping (FileBytes),
/// so a rank slicing its rows out of a large dataset touches those pages
/// only.
struct NpyFile {
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  FileBytes bytes;
  uint64_t dataOffset = 0;
  const uint8_t *data() const { return bytes.data() + dataOffset; }
};

/// A file's array, checked as parseNpy checks bytes (errors name the path).
Expected<NpyFile> mapNpy(const std::string &path, bool bf16Bits = false);
/// Writes a version 1.0 file (bf16 as '<u2').
Status writeNpy(const std::string &path, const NpyArray &array);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_NPY_H
