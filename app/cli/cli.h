#pragma once

// The headless command line in the same binary as the GUI: `fabric-workbench import ...`. It starts no
// QApplication, so it runs on machines without a display.
namespace fw::app::cli {

// Whether argv names a subcommand rather than a project file or GUI option.
bool isCommand(int argc, char** argv);
// Runs the subcommand and returns the process exit code: 0 success, 1 some work failed, 2 a usage error
// (docs/cli.md).
int run(int argc, char** argv);

} // namespace fw::app::cli
