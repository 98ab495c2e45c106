// SPDX-License-Identifier: Apache-2.0
#include "common/process.h"

#include "common/hostfs.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace fw::agent {

CommandResult runCommand(const std::vector<std::string>& argv)
{
    CommandResult result;
    int fds[2];
    if (argv.empty() || ::pipe2(fds, O_CLOEXEC) != 0)
        return result;
    std::vector<char*> args;
    for (const auto& arg : argv)
        args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return result;
    }
    if (pid == 0) {
        ::dup2(fds[1], STDOUT_FILENO);
        ::dup2(fds[1], STDERR_FILENO);
        const int null = ::open("/dev/null", O_RDONLY);
        if (null >= 0)
            ::dup2(null, STDIN_FILENO);
        ::execvp(args[0], args.data());
        const std::string message = "cannot run " + argv[0] + ": " + std::strerror(errno) + "\n";
        (void)!::write(STDERR_FILENO, message.data(), message.size());
        ::_exit(127);
    }
    ::close(fds[1]);
    char buffer[4096];
    ssize_t got = 0;
    while ((got = ::read(fds[0], buffer, sizeof buffer)) > 0 || (got < 0 && errno == EINTR))
        if (got > 0)
            result.output.append(buffer, static_cast<std::size_t>(got));
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

std::string commandLine(const std::vector<std::string>& argv)
{
    std::string line;
    for (const auto& arg : argv)
        line += (line.empty() ? "" : " ") + arg;
    return line;
}

std::int64_t processStartTime(long pid)
{
    const auto stat = HostFs("/proc").read(std::to_string(pid) + "/stat");
    if (!stat)
        return 0;
    // "pid (comm) state ppid ...": comm may hold spaces, so count fields after the last ')'.
    std::istringstream fields(stat->substr(stat->rfind(')') + 2));
    std::string field;
    for (int index = 3; fields >> field; ++index)
        if (index == 22)
            return std::stoll(field);
    return 0;
}

bool processAlive(long pid)
{
    const auto stat = HostFs("/proc").read(std::to_string(pid) + "/stat");
    return stat && stat->find(") Z ") == std::string::npos;
}

std::vector<std::string> processArgs(long pid)
{
    const auto text = HostFs("/proc").read(std::to_string(pid) + "/cmdline");
    std::vector<std::string> args;
    if (!text)
        return args;
    std::string current;
    for (const char c : *text) {
        if (c == '\0') {
            args.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty())
        args.push_back(current);
    return args;
}

std::optional<int> detach(int parentFd, const std::function<void(pid_t)>& announce)
{
    const pid_t child = ::fork();
    if (child < 0)
        return -1;
    if (child > 0) {
        if (parentFd >= 0)
            ::close(parentFd);
        int status = 0;
        ::waitpid(child, &status, 0);
        return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    }
    ::setsid();
    const pid_t grandchild = ::fork();
    if (grandchild != 0) {
        if (grandchild > 0 && announce)
            announce(grandchild);
        ::_exit(grandchild > 0 ? 0 : 1);
    }
    const int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, STDIN_FILENO);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    return std::nullopt;
}

} // namespace fw::agent
