// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <span>
#include <stdexcept>
#include <string_view>

namespace fw::agent {

// A mistake on a subcommand's command line; the subcommand reports it with printUsageError and exits with 2.
class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// When any of `args` is -h or --help, prints `usage` on stdout and returns true: help wins over every other option.
bool showHelpIfAsked(std::span<char* const> args, std::string_view usage);

// "fabric-agent: <message>" and a pointer to `fabric-agent <command> --help`, on stderr.
void printUsageError(std::string_view command, std::string_view message);

} // namespace fw::agent
