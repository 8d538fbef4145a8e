//===- MpiRingReduceScatter.cpp - reduce-scatter as a ring of sendrecvs ---===//
//
// OpenMPI 4.1's MPI_Reduce_scatter_block is slow on shared memory: on two
// ranks it took 1.7-2x an all-gather of the same S from 256 KiB to 8 MiB and
// 4-6x from 16 MiB up, on a Xeon and an EPYC, and no algorithm coll_tuned
// offers for it (basic_linear, recursive doubling and halving, butterfly)
// did better (bench/collectives.py). A ring moves (n-1)/n of S per rank in
// n-1 steps, the algorithm NCCL runs and the cost model prices, and needs
// two segments of scratch.
//
// Rank r, step s = 0..n-2: send the partial sum of chunk (r-s-1) mod n to
// rank r+1, receive the partial of chunk (r-s-2) mod n from rank r-1 and add
// this rank's own contribution to it. At s = n-2 the chunk received is r, and
// with this rank's part added it holds every rank's.
//
//===----------------------------------------------------------------------===//

#include "Mpi.h"

#include <algorithm>
#include <cstring>

namespace fsdpc::runtime {

void RingScratch::reserve(uint64_t bytes) {
  if (bytes <= bytes_)
    return;
  for (std::unique_ptr<uint8_t[]> &buffer : buffers_)
    buffer.reset(new uint8_t[bytes]);
  bytes_ = bytes;
}

namespace {

struct Ring {
  MPI_Comm comm;
  int rank, size;
  const uint8_t *in;
  uint64_t chunkBytes;
  unsigned elementBytes;
  DType dtype;
  Reduction op;

  int chunkAt(int step) const {
    return ((rank - step - 2) % size + 2 * size) % size;
  }
  const uint8_t *own(int chunk, uint64_t offset) const {
    return in + uint64_t(chunk) * chunkBytes + offset;
  }

  /// Runs the n-1 steps on bytes [offset, offset + bytes) of every chunk and
  /// returns the buffer that holds this rank's finished segment.
  Expected<uint8_t *> segment(uint64_t offset, uint64_t bytes,
                              RingScratch &scratch) const {
    const uint8_t *send = own((rank + size - 1) % size, offset);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    uint8_t *received = nullptr;
    for (int step = 0; step + 1 < size; ++step) {
      received = scratch.buffer(unsigned(step % 2));
      int code =
          MPI_Sendrecv(send, int(bytes), MPI_BYTE, right, 0, received,
                       int(bytes), MPI_BYTE, left, 0, comm, MPI_STATUS_IGNORE);
      if (code != MPI_SUCCESS)
        return mpiError(code, "MPI_Sendrecv (ring reduce-scatter)");
      FSDPC_RETURN_IF_ERROR(reduceInto(dtype, op, received,
                                       own(chunkAt(step), offset),
                                       size_t(bytes / elementBytes)));
      send = received;
    }
    return received;
  }
};

} // namespace

Status ringReduceScatter(MPI_Comm comm, const void *in, void *out,
                         uint64_t count, DType dtype, Reduction op,
                         RingScratch &scratch) {
  Ring ring{comm,  0, 1, static_cast<const uint8_t *>(in), 0, dtypeSize(dtype),
            dtype, op};
  if (ring.elementBytes == 0)
    return invalidArgument("reduce-scatter of an unknown dtype");
  MPI_Comm_rank(comm, &ring.rank);
  MPI_Comm_size(comm, &ring.size);
  ring.chunkBytes = count * ring.elementBytes;
  auto *result = static_cast<uint8_t *>(out);
  if (ring.size == 1) {
    if (out != in)
      std::memcpy(result, ring.in, ring.chunkBytes);
    return Status::ok();
  }
  // Whole elements per segment, so every step reduces complete values.
  uint64_t segmentBytes =
      RingScratch::kSegmentBytes / ring.elementBytes * ring.elementBytes;
  scratch.reserve(std::min(segmentBytes, ring.chunkBytes));
  for (uint64_t offset = 0; offset < ring.chunkBytes; offset += segmentBytes) {
    uint64_t bytes = std::min(segmentBytes, ring.chunkBytes - offset);
    Expected<uint8_t *> finished = ring.segment(offset, bytes, scratch);
    if (!finished)
      return finished.status();
    // In place, this overwrites chunk 0's segment, which no later segment
    // reads.
    std::memcpy(result + offset, *finished, bytes);
  }
  return Status::ok();
}

} // namespace fsdpc::runtime
