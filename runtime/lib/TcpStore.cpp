//===- TcpStore.cpp - a store served by rank 0 over TCP -------------------===//
//
// Rank 0 keeps the keys in memory and serves them: one thread accepts, one
// thread per connected rank answers its requests. The other ranks connect
// once (retrying until the timeout, since rank 0 may start last) and say
// who they are; rank 0 refuses a rank outside its world, a second process
// with the same rank, or another world size, with a message the refused rank
// reports. A message is a tag byte and two length-prefixed strings (lengths
// as 4-byte big-endian); every read and write of a client is bounded by the
// timeout, so a dead rank 0 is an error, not a hang.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/Store.h"

#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <set>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace fsdpc::runtime {

namespace {

using Clock = std::chrono::steady_clock;

/// Larger values are a corrupt stream or a stranger speaking to the port.
constexpr uint32_t kMaxField = 64u << 20;

enum Tag : char {
  Hello = 'H',
  Set = 'S',
  Get = 'G',
  Ok = 'K',
  Found = 'F',
  Missing = 'N',
  Refused = 'E',
};

std::string errnoText() { return std::strerror(errno); }

int remainingMs(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                  deadline - Clock::now())
                  .count();
  return left <= 0 ? 0 : int(std::min<int64_t>(left, 1 << 30));
}

/// Reads or writes all of `bytes`, waiting at most until `deadline` (none
/// for the server, whose peers may sit idle for the whole run). Returns
/// false with `error` set on EOF, a socket error or the deadline.
bool transfer(int fd, char *data, size_t bytes, bool writing,
              const Clock::time_point *deadline, std::string &error) {
  while (bytes > 0) {
    if (deadline) {
      pollfd p{fd, short(writing ? POLLOUT : POLLIN), 0};
      int ready = ::poll(&p, 1, remainingMs(*deadline));
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready < 0) {
        error = "poll: " + errnoText();
        return false;
      }
      if (ready == 0) {
        error = "timed out";
        return false;
      }
    }
    ssize_t n = writing ? ::send(fd, data, bytes, MSG_NOSIGNAL)
                        : ::recv(fd, data, bytes, 0);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      error = errnoText();
      return false;
    }
    if (n == 0) {
      error = "connection closed";
      return false;
    }
    data += n;
    bytes -= size_t(n);
  }
  return true;
}

struct Message {
  char tag = 0;
  std::string first, second;
};

bool sendMessage(int fd, const Message &m, const Clock::time_point *deadline,
                 std::string &error) {
  std::string wire(1, m.tag);
  for (const std::string *field : {&m.first, &m.second}) {
    uint32_t length = htonl(uint32_t(field->size()));
    wire.append(reinterpret_cast<const char *>(&length), 4);
    wire += *field;
  }
  return transfer(fd, wire.data(), wire.size(), true, deadline, error);
}

bool receiveMessage(int fd, Message &m, const Clock::time_point *deadline,
                    std::string &error) {
  if (!transfer(fd, &m.tag, 1, false, deadline, error))
    return false;
  for (std::string *field : {&m.first, &m.second}) {
    uint32_t length = 0;
    if (!transfer(fd, reinterpret_cast<char *>(&length), 4, false, deadline,
                  error))
      return false;
    length = ntohl(length);
    if (length > kMaxField) {
      error = "a message field of " + std::to_string(length) +
              " bytes (not an fsdpc store?)";
      return false;
    }
    field->resize(length);
    if (!transfer(fd, field->data(), length, false, deadline, error))
      return false;
  }
  return true;
}

class TcpStore final : public KeyValueStore {
public:
  TcpStore(std::string host, int port, int64_t rank, int64_t worldSize,
           const StoreOptions &options)
      : KeyValueStore(rank, worldSize, options), host_(std::move(host)),
        port_(port) {}

  ~TcpStore() override {
    stopping_.store(true);
    if (acceptor_.joinable())
      acceptor_.join();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      // Wakes every server thread blocked in recv.
      for (int fd : clients_)
        ::shutdown(fd, SHUT_RDWR);
    }
    for (std::thread &t : servers_)
      t.join();
    for (int fd : clients_)
      ::close(fd);
    if (listenFd_ >= 0)
      ::close(listenFd_);
    if (fd_ >= 0)
      ::close(fd_);
  }

  std::string describe() const override {
    return "tcp://" + host_ + ":" + std::to_string(port_);
  }
  std::string locate(const std::string &key) const override {
    return "key " + key + " on " + describe();
  }
  int port() const { return port_; }

  Status listen() {
    listenFd_ = ::socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, 0);
    bool v6 = listenFd_ >= 0;
    if (!v6)
      listenFd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listenFd_ < 0)
      return unavailable(describe() + ": socket: " + errnoText());
    int one = 1, zero = 0;
    // A restarted job may reuse the port while the old one's sockets linger
    // in TIME_WAIT.
    ::setsockopt(listenFd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
    int code;
    if (v6) {
      // Both IPv4 and IPv6 clients, whatever `host` resolves to.
      ::setsockopt(listenFd_, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof(zero));
      sockaddr_in6 address{};
      address.sin6_family = AF_INET6;
      address.sin6_addr = in6addr_any;
      address.sin6_port = htons(uint16_t(port_));
      code = ::bind(listenFd_, reinterpret_cast<sockaddr *>(&address),
                    sizeof(address));
    } else {
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_addr.s_addr = htonl(INADDR_ANY);
      address.sin_port = htons(uint16_t(port_));
      code = ::bind(listenFd_, reinterpret_cast<sockaddr *>(&address),
                    sizeof(address));
    }
    if (code != 0)
      return unavailable("rank 0: " + describe() + ": cannot listen on port " +
                         std::to_string(port_) + ": bind: " + errnoText());
    if (::listen(listenFd_, 1024) != 0)
      return unavailable("rank 0: " + describe() + ": listen: " + errnoText());
    sockaddr_storage bound{};
    socklen_t length = sizeof(bound);
    if (::getsockname(listenFd_, reinterpret_cast<sockaddr *>(&bound),
                      &length) == 0)
      port_ = ntohs(bound.ss_family == AF_INET6
                        ? reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port
                        : reinterpret_cast<sockaddr_in *>(&bound)->sin_port);
    acceptor_ = std::thread([this] { acceptLoop(); });
    return Status::ok();
  }

  Status connect() {
    Clock::time_point deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(
                           std::chrono::duration<double>(timeoutSeconds()));
    std::string lastError;
    for (int backoffMs = 10;; backoffMs = std::min(backoffMs * 2, 500)) {
      fd_ = tryConnect(deadline, lastError);
      if (fd_ >= 0)
        break;
      if (Clock::now() + std::chrono::milliseconds(backoffMs) > deadline)
        return unavailable(
            "rank " + std::to_string(rank()) + ": " + describe() +
            ": cannot reach rank 0 within " + seconds() + " (" + lastError +
            "; is rank 0 running, and FSDPC_STORE the same on every rank?)");
      std::this_thread::sleep_for(std::chrono::milliseconds(backoffMs));
    }
    Message reply;
    FSDPC_RETURN_IF_ERROR(request(
        {Hello, std::to_string(rank()), std::to_string(worldSize())}, reply));
    if (reply.tag == Refused)
      return failedPrecondition("rank " + std::to_string(rank()) + ": " +
                                describe() +
                                ": rank 0 refused this rank: " + reply.first);
    return Status::ok();
  }

  Status set(const std::string &key, const std::string &value) override {
    if (rank() == 0) {
      std::lock_guard<std::mutex> lock(mutex_);
      values_[key] = value;
      return Status::ok();
    }
    Message reply;
    FSDPC_RETURN_IF_ERROR(request({Set, key, value}, reply));
    return Status::ok();
  }

  Expected<std::optional<std::string>> tryGet(const std::string &key) override {
    if (rank() == 0) {
      std::lock_guard<std::mutex> lock(mutex_);
      auto it = values_.find(key);
      if (it == values_.end())
        return std::optional<std::string>();
      return std::optional<std::string>(it->second);
    }
    Message reply;
    FSDPC_RETURN_IF_ERROR(request({Get, key, ""}, reply));
    if (reply.tag == Missing)
      return std::optional<std::string>();
    return std::optional<std::string>(std::move(reply.first));
  }

private:
  std::string seconds() const {
    char text[32];
    std::snprintf(text, sizeof(text), "%g s", timeoutSeconds());
    return text;
  }

  int tryConnect(Clock::time_point deadline, std::string &error) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    int code = ::getaddrinfo(host_.c_str(), std::to_string(port_).c_str(),
                             &hints, &found);
    if (code != 0) {
      error = "cannot resolve " + host_ + ": " + ::gai_strerror(code);
      return -1;
    }
    int result = -1;
    for (addrinfo *a = found; a && result < 0; a = a->ai_next) {
      int fd =
          ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
      if (fd < 0) {
        error = "socket: " + errnoText();
        continue;
      }
      // Non-blocking connect, so that an unreachable host costs at most
      // the remaining time rather than the kernel's minutes.
      int flags = ::fcntl(fd, F_GETFL, 0);
      ::fcntl(fd, F_SETFL, flags | O_NONBLOCK);
      code = ::connect(fd, a->ai_addr, a->ai_addrlen);
      if (code != 0 && errno == EINPROGRESS) {
        pollfd p{fd, POLLOUT, 0};
        int ready = ::poll(&p, 1, std::min(remainingMs(deadline), 5000));
        int soError = ready > 0 ? 0 : ETIMEDOUT;
        socklen_t length = sizeof(soError);
        if (ready > 0)
          ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &length);
        errno = soError;
        code = soError == 0 ? 0 : -1;
      }
      if (code != 0) {
        error = "connect: " + errnoText();
        ::close(fd);
        continue;
      }
      ::fcntl(fd, F_SETFL, flags);
      int one = 1;
      ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
      result = fd;
    }
    ::freeaddrinfo(found);
    return result;
  }

  /// One round trip to rank 0, bounded by the timeout.
  Status request(const Message &m, Message &reply) {
    Clock::time_point deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(
                           std::chrono::duration<double>(timeoutSeconds()));
    std::string error;
    if (!sendMessage(fd_, m, &deadline, error) ||
        !receiveMessage(fd_, reply, &deadline, error))
      return unavailable("rank " + std::to_string(rank()) + ": " + describe() +
                         ": lost rank 0 (" + error + ")");
    return Status::ok();
  }

  void acceptLoop() {
    while (!stopping_.load()) {
      // Wakes every 100 ms to notice the destructor.
      pollfd p{listenFd_, POLLIN, 0};
      if (::poll(&p, 1, 100) <= 0)
        continue;
      int fd = ::accept4(listenFd_, nullptr, nullptr, SOCK_CLOEXEC);
      if (fd < 0)
        continue;
      int one = 1;
      ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
      std::lock_guard<std::mutex> lock(mutex_);
      clients_.push_back(fd);
      servers_.emplace_back([this, fd] { serve(fd); });
    }
  }

  void serve(int fd) {
    Message m;
    std::string error;
    int64_t peer = -1;
    while (!stopping_.load() && receiveMessage(fd, m, nullptr, error)) {
      Message reply{Ok, "", ""};
      if (m.tag == Hello) {
        reply.first = admit(m.first, m.second, peer);
        if (!reply.first.empty())
          reply.tag = Refused;
      } else if (peer < 0) {
        reply = {Refused, "a request before the rank said hello", ""};
      } else if (m.tag == Set) {
        std::lock_guard<std::mutex> lock(mutex_);
        values_[m.first] = std::move(m.second);
      } else if (m.tag == Get) {
        std::lock_guard<std::mutex> lock(mutex_);
        auto it = values_.find(m.first);
        if (it == values_.end())
          reply.tag = Missing;
        else
          reply = {Found, it->second, ""};
      } else {
        reply = {Refused, "an unknown request", ""};
      }
      if (!sendMessage(fd, reply, nullptr, error) || reply.tag == Refused)
        break;
    }
  }

  /// "" when the rank may join; why not otherwise.
  std::string admit(const std::string &rankText, const std::string &worldText,
                    int64_t &peer) {
    int64_t r = std::atoll(rankText.c_str()),
            world = std::atoll(worldText.c_str());
    if (world != worldSize())
      return "rank " + rankText + " started with a world of " + worldText +
             " ranks, rank 0 with " + std::to_string(worldSize()) +
             " (FSDPC_WORLD_SIZE differs)";
    if (r <= 0 || r >= worldSize())
      return "rank " + rankText + " is not a rank 1.." +
             std::to_string(worldSize() - 1) + " of rank 0's world";
    std::lock_guard<std::mutex> lock(mutex_);
    if (!admitted_.insert(r).second)
      return "another process already joined as rank " + rankText +
             " (FSDPC_RANK repeated?)";
    peer = r;
    return "";
  }

  std::string host_;
  int port_;
  int fd_ = -1;       // ranks 1..: the connection to rank 0
  int listenFd_ = -1; // rank 0
  std::atomic<bool> stopping_{false};
  std::thread acceptor_;
  std::mutex mutex_; // values_, clients_, servers_, admitted_
  std::map<std::string, std::string> values_;
  std::vector<int> clients_;
  std::vector<std::thread> servers_;
  std::set<int64_t> admitted_;
};

} // namespace

Expected<std::unique_ptr<KeyValueStore>>
createTcpStore(const std::string &host, int port, int64_t rank,
               int64_t worldSize, const StoreOptions &options) {
  if (port < 0 || port > 65535)
    return invalidArgument("store tcp://" + host + ":" + std::to_string(port) +
                           ": not a port");
  auto store = std::make_unique<TcpStore>(host, port, rank, worldSize, options);
  FSDPC_RETURN_IF_ERROR(rank == 0 ? store->listen() : store->connect());
  return std::unique_ptr<KeyValueStore>(std::move(store));
}

int tcpStorePort(const Store &store) {
  const auto *tcp = dynamic_cast<const TcpStore *>(&store);
  return tcp && tcp->rank() == 0 ? tcp->port() : -1;
}

} // namespace fsdpc::runtime
