//===- Store.h - rendezvous of the ranks before any communicator --*- C++
//-*-===//
//
// A communicator that is not MPI (NCCL) needs its ranks to agree on a few
// bytes before it exists: rank 0 creates an ncclUniqueId and every other rank
// must receive it. A Store does exactly that and nothing more, so that it can
// be as simple as a shared directory. Three kinds:
//
//   mpi             MPI_Bcast on MPI_COMM_WORLD (under mpirun, MPI built in);
//   file:///dir     files in a directory every rank sees (NFS, Lustre, one
//                   host's /tmp), written atomically (temporary + rename);
//   tcp://host:port rank 0 listens on `port`, the others connect to
//                   `host:port` and exchange length-prefixed messages.
//
// A world of one needs no store at all (createLocalStore). Every wait ends
// after the store's timeout with an error naming the store, the key (the
// file, for file://) and the rank that did not write it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_STORE_H
#define FSDPC_RUNTIME_STORE_H

#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace fsdpc::runtime {

struct StoreOptions {
  /// How long a rank waits for another (connecting, a key); > 0.
  double timeoutSeconds = 300;
};

class Store {
public:
  virtual ~Store() = default;
  /// "mpi", "file:///dir", "tcp://host:port" or "local": for messages.
  virtual std::string describe() const = 0;
  virtual int64_t rank() const = 0;
  virtual int64_t worldSize() const = 0;

  /// Collective over every rank: afterwards every rank's `value` is rank 0's.
  /// Each key is broadcast once per store. A key-value store also checks
  /// that every rank joined and started with the same world size; a failure
  /// found by rank 0 is reported on every rank that reads the key.
  virtual Status broadcast(const std::string &key, std::string &value) = 0;
};

/// The file and TCP stores: set and poll, the broadcast built on them. Keys
/// are [A-Za-z0-9._-/] (a file name once '/' is replaced).
class KeyValueStore : public Store {
public:
  KeyValueStore(int64_t rank, int64_t worldSize, const StoreOptions &options)
      : rank_(rank), worldSize_(worldSize), options_(options) {}

  int64_t rank() const override { return rank_; }
  int64_t worldSize() const override { return worldSize_; }

  virtual Status set(const std::string &key, const std::string &value) = 0;
  /// The value if some rank set `key`, nullopt if none did yet.
  virtual Expected<std::optional<std::string>>
  tryGet(const std::string &key) = 0;
  /// Where `key` lives, for messages ("file /dir/key", "key k on tcp://...").
  virtual std::string locate(const std::string &key) const = 0;

  /// Polls for `key` until the timeout; the error names the key's location
  /// and `writer`, the rank expected to set it.
  Expected<std::string> get(const std::string &key, int64_t writer);

  /// Ranks 1.. set "<key>.join.<rank>" (their world size); rank 0 waits for
  /// all of them (the timeout names every missing rank), then sets `key` to
  /// its value or to the error it found; the others read it.
  Status broadcast(const std::string &key, std::string &value) override;

protected:
  double timeoutSeconds() const { return options_.timeoutSeconds; }

private:
  int64_t rank_, worldSize_;
  StoreOptions options_;
};

/// A world of one: broadcast keeps the value.
std::unique_ptr<Store> createLocalStore();

/// `dir` must exist or its parent must (it is created); every rank of one
/// run uses the same directory, and each run a fresh one (keys from an
/// earlier run would be read as this run's).
Expected<std::unique_ptr<KeyValueStore>>
createFileStore(const std::string &dir, int64_t rank, int64_t worldSize,
                const StoreOptions &options);

/// Rank 0 listens on `port` of every interface (port 0: any free port, see
/// tcpStorePort); the others connect to host:port, retrying until the
/// timeout, and are refused with a message when their world size or rank
/// does not fit rank 0's world.
Expected<std::unique_ptr<KeyValueStore>>
createTcpStore(const std::string &host, int port, int64_t rank,
               int64_t worldSize, const StoreOptions &options);
/// The port rank 0's TCP store listens on (-1 for another store).
int tcpStorePort(const Store &store);

/// MPI_Bcast over MPI_COMM_WORLD; initializes MPI when nobody did (and
/// finalizes it at exit). UNAVAILABLE without MPI in the build.
Expected<std::unique_ptr<Store>> createMpiStore();

/// "file:///dir" or "tcp://host:port" with an explicit rank and world size.
Expected<std::unique_ptr<Store>> createStore(const std::string &url,
                                             int64_t rank, int64_t worldSize,
                                             const StoreOptions &options);

/// The store a rank started by a launcher (or by hand) should use:
///   FSDPC_STORE=file:///dir | tcp://host:port, with the rank and world size
///     from FSDPC_RANK / FSDPC_WORLD_SIZE, else OMPI_COMM_WORLD_RANK / _SIZE;
///   else MPI when a launcher announced more than one rank
///     (OMPI_COMM_WORLD_SIZE, PMI_SIZE, PMIX_SIZE, SLURM_NTASKS), UNAVAILABLE
///     when MPI is not built in;
///   else a world of one (FSDPC_WORLD_SIZE unset or 1), or an error naming
///     the options for FSDPC_WORLD_SIZE > 1.
/// FSDPC_STORE_TIMEOUT (seconds) overrides options.timeoutSeconds.
Expected<std::unique_ptr<Store>>
createStoreFromEnvironment(const StoreOptions &options);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_STORE_H
