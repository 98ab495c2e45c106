// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

// The headless command line in the same binary as the GUI: `fabric-workbench import ...`. It starts no
// QApplication, so it runs on machines without a display.
namespace fw::app::cli {

// Every command, in the order the main --help lists them.
QStringList commandNames();
// Whether argv[1] is a command word rather than a project file or a GUI option: a known command, or a word that is
// none (no option, no path, no dot as in "project.fabwb", and no file of that name), which run() refuses.
bool isCommand(int argc, char** argv);
// Runs the command and returns the process exit code: 0 success, 1 some work failed, 2 a usage error, an unknown
// command among them (docs/cli.md).
int run(int argc, char** argv);

} // namespace fw::app::cli
