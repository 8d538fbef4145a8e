//===- ShardLayout.h - rows of a tensor split over ranks --------*- C++ -*-===//
//
// The layout the fsdp dialect defines for a dimension of `fullRows` rows split
// over `groupSize` ranks: every rank holds ceil(fullRows / groupSize) rows;
// the last shards end in zero padding, and are all padding when
// fullRows < groupSize. The runtime packs and unpacks collective buffers and
// checkpoints with it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_SHARDLAYOUT_H
#define FSDPC_RUNTIME_SHARDLAYOUT_H

#include <cstdint>

namespace fsdpc::runtime {

class ShardLayout {
public:
  /// Throws std::invalid_argument unless fullRows >= 0 and groupSize >= 1.
  ShardLayout(int64_t fullRows, int64_t groupSize);

  int64_t fullRows() const { return fullRows_; }
  int64_t groupSize() const { return groupSize_; }

  /// Rows every shard holds, padding included.
  int64_t shardRows() const { return shardRows_; }
  /// The first row of the full tensor that `rank` holds.
  int64_t firstRow(int64_t rank) const;
  /// How many of `rank`'s rows are real data; the rest of its shard is
  /// padding.
  int64_t dataRows(int64_t rank) const;
  /// Rows of the padded full tensor (shardRows() * groupSize()).
  int64_t paddedRows() const { return shardRows_ * groupSize_; }

private:
  int64_t fullRows_;
  int64_t groupSize_;
  int64_t shardRows_;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_SHARDLAYOUT_H
