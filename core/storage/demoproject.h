// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace fw::core {

class ProjectFile;

inline constexpr auto kDemoMetaKey = "is_demo";

// Fills `project` with the demo's worksheets: two example candidates, one per fabric, their BOMs, answers, triage,
// cost inputs and scores, all marked as example data. The candidates' names and notes are in the language of the
// installed translator. The whole demo, with its runs, is `demo::create` (core/remote/demoruns.h).
void addDemoWorksheets(ProjectFile& project);

// A text of the demo in the language of the installed translator: `source` marked with
// QT_TRANSLATE_NOOP("fw::core::DemoProject", ...), where lupdate files it. Empty for an empty source.
QString demoText(const char* source);

// Creates a project at `path` holding only the demo's worksheets (tests of the pages that read them).
void createDemoProject(const QString& path);

} // namespace fw::core
