//===- StoreTest.cpp - the rendezvous stores (file, TCP, environment) -----===//
//
// Each rank is a thread with its own store object, as each would be a
// process: the stores share nothing in memory, only the directory or the
// socket. Timeouts are a fraction of a second so that the failures are fast.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/Store.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <cstdlib>
#include <dirent.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace fsdpc::runtime;

namespace {

std::string makeTempDir() {
  char name[] = "/tmp/fsdpc-store-XXXXXX";
  EXPECT_NE(::mkdtemp(name), nullptr);
  return name;
}

void removeDir(const std::string &dir) {
  if (DIR *d = ::opendir(dir.c_str())) {
    while (dirent *e = ::readdir(d)) {
      std::string name = e->d_name;
      if (name != "." && name != "..")
        ::unlink((dir + "/" + name).c_str());
    }
    ::closedir(d);
  }
  ::rmdir(dir.c_str());
}

std::vector<std::string> listDir(const std::string &dir) {
  std::vector<std::string> names;
  if (DIR *d = ::opendir(dir.c_str())) {
    while (dirent *e = ::readdir(d)) {
      std::string name = e->d_name;
      if (name != "." && name != "..")
        names.push_back(name);
    }
    ::closedir(d);
  }
  return names;
}

/// 128 bytes with zeros and every byte value's neighbours, like an
/// ncclUniqueId.
std::string binaryValue() {
  std::string value(128, '\0');
  for (size_t i = 0; i < value.size(); ++i)
    value[i] = char((i * 37) & 0xff);
  return value;
}

StoreOptions fast(double seconds = 0.3) {
  StoreOptions options;
  options.timeoutSeconds = seconds;
  return options;
}

/// Runs `body(rank)` on `world` threads and joins them.
template <typename F> void onRanks(int world, F body) {
  std::vector<std::thread> threads;
  for (int r = 0; r < world; ++r)
    threads.emplace_back([&body, r] { body(r); });
  for (std::thread &t : threads)
    t.join();
}

/// A port nothing listens on (bound, then closed).
int unusedPort() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = 0;
  EXPECT_EQ(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)),
            0);
  socklen_t length = sizeof(address);
  ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length);
  ::close(fd);
  return ntohs(address.sin_port);
}

/// Sets environment variables for a test and restores them after.
class ScopedEnv {
public:
  ScopedEnv(std::initializer_list<std::pair<const char *, const char *>> vars) {
    for (auto [name, value] : vars) {
      const char *old = std::getenv(name);
      saved_.push_back({name, old ? std::optional<std::string>(old)
                                  : std::optional<std::string>()});
      if (value)
        ::setenv(name, value, 1);
      else
        ::unsetenv(name);
    }
  }
  ~ScopedEnv() {
    for (auto &[name, value] : saved_) {
      if (value)
        ::setenv(name.c_str(), value->c_str(), 1);
      else
        ::unsetenv(name.c_str());
    }
  }

private:
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

/// Launcher variables unset: the tests decide the world themselves.
ScopedEnv noLauncher() {
  return ScopedEnv({{"OMPI_COMM_WORLD_SIZE", nullptr},
                    {"OMPI_COMM_WORLD_RANK", nullptr},
                    {"PMI_SIZE", nullptr},
                    {"PMIX_SIZE", nullptr},
                    {"PMIX_RANK", nullptr},
                    {"SLURM_NTASKS", nullptr},
                    {"FSDPC_STORE", nullptr},
                    {"FSDPC_RANK", nullptr},
                    {"FSDPC_WORLD_SIZE", nullptr},
                    {"FSDPC_STORE_TIMEOUT", nullptr}});
}

} // namespace

TEST(Store, LocalKeepsTheValue) {
  std::unique_ptr<Store> store = createLocalStore();
  std::string value = "x";
  ASSERT_TRUE(store->broadcast("k", value).isOk());
  EXPECT_EQ(value, "x");
  EXPECT_EQ(store->worldSize(), 1);
}

TEST(Store, FileSetGetIsAtomic) {
  std::string dir = makeTempDir();
  auto store = createFileStore(dir, 0, 1, fast());
  ASSERT_TRUE(store) << store.status().message();
  auto missing = (*store)->tryGet("a/b");
  ASSERT_TRUE(missing);
  EXPECT_FALSE(missing->has_value());
  ASSERT_TRUE((*store)->set("a/b", binaryValue()).isOk());
  auto value = (*store)->get("a/b", 0);
  ASSERT_TRUE(value) << value.status().message();
  EXPECT_EQ(*value, binaryValue());
  // Only the key's file: the temporary was renamed over it.
  EXPECT_EQ(listDir(dir), std::vector<std::string>{"a_b"});
  EXPECT_FALSE((*store)->set("../escape", "x").isOk());
  EXPECT_FALSE((*store)->set("", "x").isOk());
  removeDir(dir);
}

TEST(Store, FileBroadcastsToEveryRank) {
  std::string dir = makeTempDir();
  const int world = 4;
  std::vector<std::string> got(world);
  std::vector<std::string> errors(world);
  onRanks(world, [&](int r) {
    auto store = createFileStore(dir, r, world, fast(10));
    if (!store) {
      errors[r] = store.status().message();
      return;
    }
    std::string value = r == 0 ? binaryValue() : "";
    Status s = (*store)->broadcast("nccl-world-id", value);
    errors[r] = s.message();
    got[r] = value;
  });
  for (int r = 0; r < world; ++r) {
    EXPECT_EQ(errors[r], "") << "rank " << r;
    EXPECT_EQ(got[r], binaryValue()) << "rank " << r;
  }
  removeDir(dir);
}

TEST(Store, FileTimeoutNamesThePathAndTheRank) {
  std::string dir = makeTempDir();
  auto store = createFileStore(dir, 1, 2, fast(0.2));
  ASSERT_TRUE(store);
  auto value = (*store)->get("never", 0);
  ASSERT_FALSE(value);
  EXPECT_EQ(value.status().code(), Code::Unavailable);
  const std::string &m = value.status().message();
  EXPECT_NE(m.find("rank 0 did not write file " + dir + "/never"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("within 0.2 s"), std::string::npos) << m;
  removeDir(dir);
}

TEST(Store, FileMissingRankIsNamedEverywhere) {
  // A world of 3 where rank 2 never starts: rank 0 names it, and rank 1
  // learns rank 0's verdict instead of waiting for its own timeout.
  std::string dir = makeTempDir();
  std::string error0, error1;
  onRanks(2, [&](int r) {
    auto store = createFileStore(dir, r, 3, fast(r == 0 ? 0.3 : 5));
    ASSERT_TRUE(store);
    std::string value = "id";
    (r == 0 ? error0 : error1) =
        (*store)->broadcast("nccl-world-id", value).message();
  });
  EXPECT_NE(error0.find("rank 2 did not join within 0.3 s"), std::string::npos)
      << error0;
  EXPECT_NE(error0.find(dir + "/nccl-world-id.join.2"), std::string::npos)
      << error0;
  EXPECT_NE(error1.find("rank 0 reports"), std::string::npos) << error1;
  EXPECT_NE(error1.find("rank 2 did not join"), std::string::npos) << error1;
  removeDir(dir);
}

TEST(Store, FileWrongWorldSize) {
  std::string dir = makeTempDir();
  std::string error0, error1;
  onRanks(2, [&](int r) {
    // Rank 1 believes in a world of 3.
    auto store = createFileStore(dir, r, r == 0 ? 2 : 3, fast(5));
    ASSERT_TRUE(store);
    std::string value = "id";
    (r == 0 ? error0 : error1) =
        (*store)->broadcast("nccl-world-id", value).message();
  });
  EXPECT_NE(error0.find("rank 1 started with a world of 3 ranks, rank 0 with "
                        "2"),
            std::string::npos)
      << error0;
  EXPECT_NE(error1.find("FSDPC_WORLD_SIZE differs"), std::string::npos)
      << error1;
  removeDir(dir);
}

TEST(Store, FileWrongWorldSizeBeyondRankZerosWorld) {
  // Rank 2 of a world of 3 when rank 0 has a world of 2: rank 0 never
  // waits for it, so rank 2 must catch it from the published value.
  std::string dir = makeTempDir();
  std::string error2;
  onRanks(3, [&](int r) {
    auto store = createFileStore(dir, r, r == 0 ? 2 : 3, fast(5));
    ASSERT_TRUE(store);
    std::string value = "id";
    Status s = (*store)->broadcast("k", value);
    if (r == 2)
      error2 = s.message();
  });
  EXPECT_FALSE(error2.empty());
  EXPECT_NE(error2.find("world"), std::string::npos) << error2;
  removeDir(dir);
}

TEST(Store, TcpBroadcastsToEveryRank) {
  const int world = 4;
  auto root = createTcpStore("127.0.0.1", 0, 0, world, fast(10));
  ASSERT_TRUE(root) << root.status().message();
  int port = tcpStorePort(**root);
  ASSERT_GT(port, 0);
  std::vector<std::string> got(world), errors(world);
  onRanks(world, [&](int r) {
    std::unique_ptr<KeyValueStore> mine;
    KeyValueStore *store = root->get();
    if (r != 0) {
      auto client = createTcpStore("localhost", port, r, world, fast(10));
      if (!client) {
        errors[r] = client.status().message();
        return;
      }
      mine = client.take();
      store = mine.get();
    }
    std::string value = r == 0 ? binaryValue() : "";
    errors[r] = store->broadcast("nccl-world-id", value).message();
    got[r] = value;
    // A second key through the same connections.
    std::string again = r == 0 ? "second" : "";
    if (errors[r].empty())
      errors[r] = store->broadcast("again", again).message();
    if (again != "second")
      errors[r] += " second broadcast got '" + again + "'";
  });
  for (int r = 0; r < world; ++r) {
    EXPECT_EQ(errors[r], "") << "rank " << r;
    EXPECT_EQ(got[r], binaryValue()) << "rank " << r;
  }
}

TEST(Store, TcpRefusesAnotherWorldSizeAndARepeatedRank) {
  auto root = createTcpStore("127.0.0.1", 0, 0, 3, fast(2));
  ASSERT_TRUE(root);
  int port = tcpStorePort(**root);
  auto wrong = createTcpStore("127.0.0.1", port, 1, 4, fast(2));
  ASSERT_FALSE(wrong);
  EXPECT_NE(wrong.status().message().find(
                "rank 0 refused this rank: rank 1 started with a world of 4 "
                "ranks, rank 0 with 3"),
            std::string::npos)
      << wrong.status().message();
  auto first = createTcpStore("127.0.0.1", port, 1, 3, fast(2));
  ASSERT_TRUE(first) << first.status().message();
  auto second = createTcpStore("127.0.0.1", port, 1, 3, fast(2));
  ASSERT_FALSE(second);
  EXPECT_NE(second.status().message().find("already joined as rank 1"),
            std::string::npos)
      << second.status().message();
}

TEST(Store, TcpUnreachableRankZeroTimesOut) {
  int port = unusedPort();
  auto client = createTcpStore("127.0.0.1", port, 1, 2, fast(0.3));
  ASSERT_FALSE(client);
  EXPECT_EQ(client.status().code(), Code::Unavailable);
  const std::string &m = client.status().message();
  EXPECT_NE(m.find("tcp://127.0.0.1:" + std::to_string(port) +
                   ": cannot reach rank 0 within 0.3 s"),
            std::string::npos)
      << m;
}

TEST(Store, TcpMissingKeyTimesOut) {
  auto root = createTcpStore("127.0.0.1", 0, 0, 2, fast(2));
  ASSERT_TRUE(root);
  auto client =
      createTcpStore("127.0.0.1", tcpStorePort(**root), 1, 2, fast(0.2));
  ASSERT_TRUE(client);
  auto value = (*client)->get("never", 0);
  ASSERT_FALSE(value);
  EXPECT_NE(value.status().message().find("rank 0 did not write key never on "
                                          "tcp://127.0.0.1:"),
            std::string::npos)
      << value.status().message();
}

TEST(Store, TcpRankZeroGoneIsAnError) {
  auto root = createTcpStore("127.0.0.1", 0, 0, 2, fast(2));
  ASSERT_TRUE(root);
  auto client =
      createTcpStore("127.0.0.1", tcpStorePort(**root), 1, 2, fast(2));
  ASSERT_TRUE(client);
  root->reset();
  auto value = (*client)->tryGet("k");
  ASSERT_FALSE(value);
  EXPECT_NE(value.status().message().find("lost rank 0"), std::string::npos)
      << value.status().message();
}

TEST(Store, Urls) {
  EXPECT_EQ(createStore("http://x", 0, 1, fast()).status().code(),
            Code::InvalidArgument);
  EXPECT_EQ(createStore("tcp://host", 0, 1, fast()).status().code(),
            Code::InvalidArgument);
  EXPECT_EQ(createStore("tcp://host:99999", 0, 1, fast()).status().code(),
            Code::InvalidArgument);
  EXPECT_EQ(createStore("file://relative", 0, 1, fast()).status().code(),
            Code::InvalidArgument);
  EXPECT_EQ(createStore("file:///tmp", 2, 2, fast()).status().code(),
            Code::InvalidArgument);
  std::string dir = makeTempDir();
  auto store = createStore("file://" + dir, 0, 1, fast());
  ASSERT_TRUE(store) << store.status().message();
  EXPECT_EQ((*store)->describe(), "file://" + dir);
  removeDir(dir);
}

TEST(Store, FromEnvironment) {
  ScopedEnv clean = noLauncher();
  {
    auto store = createStoreFromEnvironment(fast());
    ASSERT_TRUE(store) << store.status().message();
    EXPECT_EQ((*store)->describe(), "local");
  }
  {
    ScopedEnv env({{"FSDPC_WORLD_SIZE", "2"}, {"FSDPC_RANK", "0"}});
    auto store = createStoreFromEnvironment(fast());
    ASSERT_FALSE(store);
    EXPECT_NE(store.status().message().find("FSDPC_STORE=file:///shared/dir"),
              std::string::npos)
        << store.status().message();
  }
  {
    ScopedEnv env({{"FSDPC_STORE", "file:///tmp/x"}});
    auto store = createStoreFromEnvironment(fast());
    ASSERT_FALSE(store);
    EXPECT_NE(store.status().message().find("set FSDPC_RANK and "
                                            "FSDPC_WORLD_SIZE"),
              std::string::npos)
        << store.status().message();
  }
  {
    ScopedEnv env({{"FSDPC_RANK", "x1"}, {"FSDPC_WORLD_SIZE", "2"}});
    auto store = createStoreFromEnvironment(fast());
    ASSERT_FALSE(store);
    EXPECT_NE(store.status().message().find("FSDPC_RANK=x1"),
              std::string::npos);
  }
  {
    std::string dir = makeTempDir();
    std::string url = "file://" + dir;
    // OpenMPI's variables name the rank when FSDPC_ ones are absent.
    ScopedEnv env({{"FSDPC_STORE", url.c_str()},
                   {"OMPI_COMM_WORLD_RANK", "0"},
                   {"OMPI_COMM_WORLD_SIZE", "1"},
                   {"FSDPC_STORE_TIMEOUT", "7"}});
    auto store = createStoreFromEnvironment(fast());
    ASSERT_TRUE(store) << store.status().message();
    EXPECT_EQ((*store)->describe(), url);
    EXPECT_EQ((*store)->worldSize(), 1);
    removeDir(dir);
  }
  {
    ScopedEnv env({{"FSDPC_STORE_TIMEOUT", "-1"}});
    EXPECT_FALSE(createStoreFromEnvironment(fast()));
  }
}
