// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>
#include <optional>

namespace fw::core {
class ProjectFile;
struct WorkloadDescription;
} // namespace fw::core

// One function per command of `fabric-workbench COMMAND ...`, each in its own file; cli.cpp dispatches to them.
// Each returns the process exit code: 0 success, 1 some work failed (or was refused, as a delete of a run that
// something relies on), 2 a usage error (an option, a name or a file that does not fit). docs/cli.md lists them.
namespace fw::app::cli {

int newCommand(const QStringList& arguments);
int candidateCommand(const QStringList& arguments);
int connectionCommand(const QStringList& arguments);
int runsCommand(const QStringList& arguments);
int importCommand(const QStringList& arguments);
int runCommand(const QStringList& arguments);
int planCommand(const QStringList& arguments);
int reportCommand(const QStringList& arguments);
int questionnaireCommand(const QStringList& arguments);
int decisionCommand(const QStringList& arguments);
int supplierSheetCommand(const QStringList& arguments);
int costCommand(const QStringList& arguments);
int workloadCommand(const QStringList& arguments);

// The project's workload when it is described and valid, so that it has a pattern; none after printing why
// (`workload pattern`, `plan --from-workload`).
std::optional<core::WorkloadDescription> layableWorkload(core::ProjectFile& file);

} // namespace fw::app::cli
