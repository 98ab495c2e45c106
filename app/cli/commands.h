#pragma once

#include <QStringList>

// One function per command of `fabric-workbench COMMAND ...`, each in its own file; cli.cpp dispatches to them.
// Each returns the process exit code: 0 success, 1 some work failed, 2 a usage error.
namespace fw::app::cli {

int importCommand(const QStringList& arguments);
int runCommand(const QStringList& arguments);
int planCommand(const QStringList& arguments);
int reportCommand(const QStringList& arguments);

} // namespace fw::app::cli
