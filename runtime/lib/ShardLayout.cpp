//===- ShardLayout.cpp - rows of a tensor split over ranks ----------------===//

#include "fsdpc/runtime/ShardLayout.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace fsdpc::runtime {

ShardLayout::ShardLayout(int64_t fullRows, int64_t groupSize)
    : fullRows_(fullRows), groupSize_(groupSize) {
  if (fullRows < 0)
    throw std::invalid_argument("shard layout: negative row count " +
                                std::to_string(fullRows));
  if (groupSize < 1)
    throw std::invalid_argument("shard layout: group size " +
                                std::to_string(groupSize) + " is not positive");
  shardRows_ = (fullRows + groupSize - 1) / groupSize;
}

static void checkRank(int64_t rank, int64_t groupSize) {
  if (rank < 0 || rank >= groupSize)
    throw std::out_of_range("shard layout: rank " + std::to_string(rank) +
                            " is outside a group of " +
                            std::to_string(groupSize));
}

int64_t ShardLayout::firstRow(int64_t rank) const {
  checkRank(rank, groupSize_);
  return std::min(rank * shardRows_, fullRows_);
}

int64_t ShardLayout::dataRows(int64_t rank) const {
  checkRank(rank, groupSize_);
  return std::min(shardRows_, fullRows_ - firstRow(rank));
}

} // namespace fsdpc::runtime
