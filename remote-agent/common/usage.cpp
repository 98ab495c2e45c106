// SPDX-License-Identifier: Apache-2.0
#include "common/usage.h"

#include <iostream>

namespace fw::agent {

bool showHelpIfAsked(std::span<char* const> args, std::string_view usage)
{
    for (const std::string_view arg : args)
        if (arg == "-h" || arg == "--help") {
            std::cout << usage;
            return true;
        }
    return false;
}

void printUsageError(std::string_view command, std::string_view message)
{
    std::cerr << "fabric-agent: " << message << "\nTry 'fabric-agent " << command << " --help'.\n";
}

} // namespace fw::agent
